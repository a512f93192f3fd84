export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/** An on/off toggle in antd's switch look: a native button, so Space and Enter flip it. */
export function Switch({ checked, onChange, disabled, ...rest }: SwitchProps) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="ui-switch" disabled={disabled} onClick={() => onChange(!checked)} {...rest}>
      <span className="ui-switch__handle" aria-hidden="true" />
    </button>
  );
}
