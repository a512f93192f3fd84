import { CloseOutlined } from '@ant-design/icons';
import type { HTMLAttributes } from 'react';

/** antd's preset tag colours this kit draws (with the accessible shades): see ui.css. */
export type TagTone =
  'default' | 'blue' | 'processing' | 'geekblue' | 'cyan' | 'success' | 'green' | 'warning' | 'gold' | 'volcano' | 'error' | 'red';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TagTone | string;
  /** Makes the tag removable: a close button at its end, named `removeLabel`. */
  onRemove?: () => void;
  removeLabel?: string;
}

/** A small label in antd's tag look; with `onRemove`, a chosen value its user can take away. */
export function Tag({ tone = 'default', className, onRemove, removeLabel, children, ...rest }: TagProps) {
  return (
    <span className={['ui-tag', `ui-tag--${tone}`, className].filter(Boolean).join(' ')} {...rest}>
      {children}
      {onRemove && (
        <button type="button" className="ui-tag__close" aria-label={removeLabel} onClick={onRemove}>
          <CloseOutlined aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
