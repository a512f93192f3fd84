import type { ReactNode } from 'react';

/** A text field with antd's "12 / 255" count at its end (the field's maxLength is the limit). */
export function TextCount({ length, max, children }: { length: number; max: number; children: ReactNode }) {
  return (
    <span className="ui-text-count">
      {children}
      <span className="ui-text-count__count" aria-hidden="true">
        {length} / {max}
      </span>
    </span>
  );
}
