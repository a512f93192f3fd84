import { useId } from 'react';
import { NumberInput } from '../../../shared/ui';

interface SkuNumberInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  /** What limit the value breaks, said under the field; null when it is fine. */
  problem: string | null;
  label: string;
  testId: string;
  onBlur?: () => void;
}

/**
 * A number cell of the SKU table. It has no min, max or precision on purpose: what the user typed stays as
 * typed, and the limit it breaks is said under it (the save is blocked until it is fixed).
 */
export function SkuNumberInput({ value, onChange, problem, label, testId, onBlur }: SkuNumberInputProps) {
  const problemId = useId();
  return (
    <div>
      <NumberInput
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        style={{ width: '100%' }}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        data-testid={testId}
      />
      {problem && (
        <span className="ui-problem" id={problemId} role="alert" data-testid={`${testId}-problem`}>
          {problem}
        </span>
      )}
    </div>
  );
}
