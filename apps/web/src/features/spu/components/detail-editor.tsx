import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface DetailEditorProps {
  value?: string;
  onChange?: (html: string) => void;
}

/** The product details (HTML); the server cleans it before storing. */
export function DetailEditor({ value, onChange }: DetailEditorProps) {
  const { t } = useTranslation('spu');
  return (
    <Input.TextArea
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      rows={8}
      maxLength={200_000}
      placeholder={t('form.detailPlaceholder')}
      style={{ maxWidth: 800 }}
      data-testid="form-detail"
    />
  );
}
