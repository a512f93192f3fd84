import type { HTMLAttributes } from 'react';

/** antd's preset tag colours this kit draws (with the accessible shades): see ui.css. */
export type TagTone =
  'default' | 'blue' | 'processing' | 'geekblue' | 'cyan' | 'success' | 'green' | 'warning' | 'gold' | 'volcano' | 'error' | 'red';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TagTone | string;
}

/** A small label in antd's tag look. */
export function Tag({ tone = 'default', className, ...rest }: TagProps) {
  return <span className={['ui-tag', `ui-tag--${tone}`, className].filter(Boolean).join(' ')} {...rest} />;
}
