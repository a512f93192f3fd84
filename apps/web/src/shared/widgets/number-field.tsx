import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';
import { InputNumber, type GetRef, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';

type InputNumberRef = GetRef<typeof InputNumber>;

export type NumberFieldProps = InputNumberProps<number> & { ref?: Ref<InputNumberRef> };

/**
 * antd's number field with its step buttons named in the user's language: antd names them "Increase Value" and
 * "Decrease Value" whatever the language and takes no other names, so they are renamed once drawn (React leaves an
 * attribute it did not change alone). Every antd number field of the app is this one.
 */
export function NumberField({ ref, ...props }: NumberFieldProps) {
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
  return <InputNumber<number> {...props} ref={attach} />;
}
