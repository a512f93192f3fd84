import type { ReactNode } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';

export interface PickedFieldProps {
  /** What is chosen, as text; null when nothing is. */
  text: string | null;
  /** Shown, muted, when nothing is chosen. */
  placeholder: string;
  chooseLabel: string;
  onChoose: () => void;
  /** Offers a clear button while something is chosen. */
  onClear?: () => void;
  disabled?: boolean;
  /** A form row's label and problem: the text and its buttons are a group they name and describe. */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
  /** The picker's dialog, rendered beside the field. */
  children?: ReactNode;
}

/** A form control chosen in a dialog (a category path, a brand): the choice as text, a clear and a choose button. */
export function PickedField({
  text,
  placeholder,
  chooseLabel,
  onChoose,
  onClear,
  disabled,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'data-testid': testId,
  children,
}: PickedFieldProps) {
  const { t } = useTranslation('category');
  return (
    <span
      className="ui-space"
      role={labelledBy ? 'group' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <span style={text ? undefined : { color: 'var(--ui-muted)' }} data-testid={testId ? `${testId}-text` : undefined}>
        {text ?? placeholder}
      </span>
      {onClear && text && !disabled && (
        <Button
          variant="text"
          small
          icon={<CloseCircleFilled />}
          aria-label={t('selector.clear')}
          style={{ color: 'var(--ui-muted)' }}
          onClick={onClear}
        />
      )}
      <Button small disabled={disabled} onClick={onChoose} data-testid={testId ? `${testId}-choose` : undefined}>
        {chooseLabel}
      </Button>
      {children}
    </span>
  );
}
