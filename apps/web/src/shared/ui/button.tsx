import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'link' | 'text';
  small?: boolean;
  /** A destructive action (delete), in red. */
  danger?: boolean;
  /** Shows a spinner and refuses clicks while an action runs. */
  loading?: boolean;
  icon?: ReactNode;
}

/** A button in antd's look; without children it is a square icon button (give it an aria-label). */
export function Button({ variant = 'default', small, danger, loading, icon, children, className, type = 'button', disabled, ...rest }: ButtonProps) {
  const classes = [
    'ui-btn',
    `ui-btn--${variant}`,
    small && 'ui-btn--small',
    danger && 'ui-btn--danger',
    !children && 'ui-btn--icon',
    className,
  ].filter(Boolean);
  return (
    <button type={type} className={classes.join(' ')} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {!loading && icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </button>
  );
}
