import { useId } from 'react';
import { InputNumber, Typography } from 'antd';

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
      <InputNumber
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        onBlur={onBlur}
        status={problem ? 'error' : undefined}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        style={{ width: '100%' }}
        data-testid={testId}
      />
      {problem && (
        <Typography.Text type="danger" id={problemId} role="alert" style={{ display: 'block', fontSize: 12 }} data-testid={`${testId}-problem`}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
