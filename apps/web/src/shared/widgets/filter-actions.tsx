import { Button, Form, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

interface FilterActionsProps {
  form: FormInstance;
  /** Runs the list again without filters, once the fields are cleared. */
  onClear: () => void;
  /** Text of the clear button: the shared "reset" unless the screen's spec says otherwise. */
  clearLabel?: string;
  /** Gives the buttons the test ids `<prefix>-search` and `<prefix>-clear`. */
  testIdPrefix: string;
}

/** The search and clear buttons that close an inline list filter form. */
export function FilterActions({ form, onClear, clearLabel, testIdPrefix }: FilterActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid={`${testIdPrefix}-search`}>
          {t('search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onClear();
          }}
          data-testid={`${testIdPrefix}-clear`}
        >
          {clearLabel ?? t('reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
