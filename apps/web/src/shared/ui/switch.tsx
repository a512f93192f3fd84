import { useItemLabel } from './item-name';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/** An on/off toggle in antd's switch look: a native button, so Space and Enter flip it. In a list item its name ends with the item's. */
export function Switch({ checked, onChange, disabled, ...rest }: SwitchProps) {
  const label = useItemLabel(undefined, rest['aria-label'], rest['aria-labelledby']);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="ui-switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
      {...rest}
      aria-label={label}
    >
      <span className="ui-switch__handle" aria-hidden="true" />
    </button>
  );
}
