import type { HTMLAttributes } from 'react';

/** The "nothing here" line of a list. */
export function Empty({ description, ...rest }: { description: string } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className="ui-empty" {...rest}>
      {description}
    </div>
  );
}
