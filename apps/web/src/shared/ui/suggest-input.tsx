import { useId, type InputHTMLAttributes } from 'react';

export interface SuggestInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'list'> {
  value: string;
  onChange: (text: string) => void;
  /** Offered under the field as the user types (the browser's own list); any other text is allowed too. */
  suggestions: readonly string[];
  /** On the wrapper, which holds exactly one input. */
  'data-testid'?: string;
}

/** A text field with suggestions (antd's AutoComplete's role), on a native `<datalist>`. */
export function SuggestInput({ value, onChange, suggestions, className, 'data-testid': testId, ...rest }: SuggestInputProps) {
  const listId = useId();
  return (
    <span className="ui-suggest" data-testid={testId}>
      <input
        className={['ui-input', className].filter(Boolean).join(' ')}
        list={listId}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </span>
  );
}
