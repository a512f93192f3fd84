import { useId, type ReactNode } from 'react';

export interface SegmentedProps<V extends string | number> {
  value: V;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
  /** The group's name for screen readers. */
  'aria-label': string;
  'data-testid'?: string;
}

/** One of a few choices that applies at once, as joined buttons: native radios, so arrows move and choose. */
export function Segmented<V extends string | number>({ value, options, onChange, ...rest }: SegmentedProps<V>) {
  const name = useId();
  return (
    <div className="ui-segmented" role="radiogroup" aria-label={rest['aria-label']} data-testid={rest['data-testid']}>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
