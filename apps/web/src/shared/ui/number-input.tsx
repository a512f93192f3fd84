import { useState, type InputHTMLAttributes } from 'react';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  'data-testid'?: string;
}

/** The number a typed text is; blank or not a number is none. */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * A number field without min, max or precision: what the user typed stays as typed while they type (a number out
 * of range is said by the form, never changed), and the form holds the number it is (none when it is not one).
 */
export function NumberInput({ value, onChange, onBlur, className, ...rest }: NumberInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const current = value ?? null;
  // The typed text shows while it still is the form's number; a number set from outside (a reset) replaces it.
  const shown = typed !== null && parseNumber(typed) === current ? typed : current === null ? '' : String(current);
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={['ui-input', className].filter(Boolean).join(' ')}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(parseNumber(event.target.value));
      }}
      onBlur={(event) => {
        // A text that is a number shows as typed ("1.50" stays); one that is not goes, as antd's number field does.
        if (typed !== null && parseNumber(typed) === null) setTyped(null);
        onBlur?.(event);
      }}
      {...rest}
    />
  );
}
