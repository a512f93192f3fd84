import { useId, type ReactNode } from 'react';

/** What a field's control takes so its label, problem and hint reach assistive technology. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Marks the label with antd's red asterisk (the rule itself is the form's). */
  required?: boolean;
  /** Said under the control in red, and the control is marked invalid. */
  problem?: string | null;
  /** A hint under the control. */
  extra?: ReactNode;
  /** The field's name, on the row (`data-field`): the form finds the row of its first problem by it. */
  name?: string;
  /**
   * Draws the control. A single control takes `control` (its id is the label's `for`); a group of controls (a
   * picker's text and button) takes `labelId` for its `aria-labelledby` and `control['aria-describedby']`.
   */
  children: (control: ControlProps, labelId: string) => ReactNode;
}

/** A labelled row of a form in antd's horizontal look: label, control, problem and hint. */
export function FormField({ label, required, problem, extra, name, children }: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const problemId = `${id}-problem`;
  const extraId = `${id}-extra`;
  const describedBy = [problem && problemId, extra && extraId].filter(Boolean).join(' ');
  return (
    <div className="ui-form-row" data-field={name}>
      <label className={required ? 'ui-form-row__label ui-form-row__label--required' : 'ui-form-row__label'} htmlFor={id} id={labelId}>
        {label}
      </label>
      <div className="ui-form-row__control">
        {children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy || undefined }, labelId)}
        {problem && (
          <div className="ui-form-row__problem" id={problemId} role="alert">
            {problem}
          </div>
        )}
        {extra && (
          <div className="ui-form-row__extra" id={extraId}>
            {extra}
          </div>
        )}
      </div>
    </div>
  );
}

/** Moves focus to the first control of the row named `name` (a form's first problem after a submit). */
export function focusField(form: HTMLElement | null, name: string): void {
  const row = form?.querySelector(`[data-field="${CSS.escape(name)}"]`);
  row?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])')?.focus();
}
