import { useEffect, useRef, type InputHTMLAttributes } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  checked: boolean;
  /** Some, not all, of what it stands for are chosen (a page's rows). */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}

/** A native check box in the kit's colours; `indeterminate` is a property, not an attribute, so it is set here. */
export function Checkbox({ checked, indeterminate = false, onChange, className, ...rest }: CheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={['ui-checkbox', className].filter(Boolean).join(' ')}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      {...rest}
    />
  );
}
