import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';
import { Form, InputNumber, type FormRule, type GetRef, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';

type InputNumberRef = GetRef<typeof InputNumber>;

export type NumberFieldProps = InputNumberProps<number> & {
  ref?: Ref<InputNumberRef>;
  /** A count to pick within `min` and `max` (how many of an item to ship), not a value to check: kept within them. */
  clamp?: boolean;
};

/**
 * antd's number field with its step buttons named in the user's language: antd names them "Increase Value" and
 * "Decrease Value" whatever the language and takes no other names, so they are renamed once drawn (React leaves an
 * attribute it did not change alone). Every antd number field of the app is this one.
 *
 * Unless it `clamp`s, `min` and `max` are told to screen readers only: a number out of range is said by the field's
 * rule (`wholeNumberRule`), never changed. Given to antd, they kept the last value in range in the form while the
 * field showed the typed one, and moved it into range on leaving the field (40000 became 32767 without a word).
 */
export function NumberField({ ref, min, max, clamp = false, ...props }: NumberFieldProps) {
  const { t } = useTranslation('controls');
  const field = useRef<InputNumberRef | null>(null);
  const attach = useCallback(
    (node: InputNumberRef | null) => {
      field.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useLayoutEffect(() => {
    const root = field.current?.nativeElement;
    root?.querySelector('.ant-input-number-action-up')?.setAttribute('aria-label', t('increase'));
    root?.querySelector('.ant-input-number-action-down')?.setAttribute('aria-label', t('decrease'));
  });
  const range = clamp ? { min, max } : { 'aria-valuemin': min, 'aria-valuemax': max };
  return <InputNumber<number> {...props} {...range} ref={attach} />;
}

/** What a whole-number field says of a typed value: not whole, below its least, above its most. */
export interface WholeNumberTexts {
  whole: string;
  min: string;
  max: string;
}

/** The rule of a whole number from `min` to `max` (an empty field is the `required` rule's, where there is one). */
export function wholeNumberRule(min: number, max: number, say: WholeNumberTexts): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      const number = Number(value);
      if (!Number.isInteger(number)) throw new Error(say.whole);
      if (number < min) throw new Error(say.min);
      if (number > max) throw new Error(say.max);
    },
  };
}

export interface SeqFormItemProps extends Omit<NumberFieldProps, 'min' | 'max'> {
  label: string;
  /** The form's field: `seq` unless told. */
  name?: string;
  max: number;
  /** A namespaced key prefix (`category:dialog`) whose `seqInteger`, `seqMin` and `seqMax` ({{max}}) say the rule's words. */
  texts: string;
  /** What an empty field says, where one is required. */
  requiredMessage?: string;
}

/** A form's sort order: a whole number from 0 to `max`, said when it is not, never changed. */
export function SeqFormItem({ label, name = 'seq', max, texts, requiredMessage, ...field }: SeqFormItemProps) {
  const { t } = useTranslation();
  const rules: FormRule[] = [
    ...(requiredMessage ? [{ required: true, message: requiredMessage }] : []),
    wholeNumberRule(0, max, { whole: t(`${texts}.seqInteger`), min: t(`${texts}.seqMin`), max: t(`${texts}.seqMax`, { max }) }),
  ];
  return (
    <Form.Item name={name} label={label} rules={rules}>
      <NumberField min={0} max={max} {...field} />
    </Form.Item>
  );
}
