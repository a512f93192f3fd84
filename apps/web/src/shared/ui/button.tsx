import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useItemLabel } from './item-name';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'link' | 'text';
  small?: boolean;
  /** A destructive action (delete), in red. */
  danger?: boolean;
  /** Shows a spinner and refuses clicks while an action runs. */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * A button in antd's look; without children it is a square icon button (give it an aria-label). In a list item
 * (`ItemName`) its name ends with the item's.
 */
export function Button({ variant = 'default', small, danger, loading, icon, children, className, type = 'button', disabled, ...rest }: ButtonProps) {
  const label = useItemLabel(children, rest['aria-label'], rest['aria-labelledby']);
  const classes = [
    'ui-btn',
    `ui-btn--${variant}`,
    small && 'ui-btn--small',
    danger && 'ui-btn--danger',
    !children && 'ui-btn--icon',
    className,
  ].filter(Boolean);
  return (
    <button type={type} className={classes.join(' ')} disabled={disabled || loading} aria-busy={loading || undefined} {...rest} aria-label={label}>
      {!loading && icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </button>
  );
}
