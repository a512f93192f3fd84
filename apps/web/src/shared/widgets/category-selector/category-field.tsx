import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CategorySelector } from './category-selector';
import { pathOf, type SelectableCategory, type SelectorMode } from './selector-rules';

export interface CategoryFieldProps {
  mode: SelectorMode;
  categories: readonly SelectableCategory[];
  /** The chosen path of ids, root first (antd Form passes it). */
  value?: number[];
  onChange?: (path: number[]) => void;
  disabled?: boolean;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  allowClear?: boolean;
  'data-testid'?: string;
}

/** A form control: the chosen category path as text, and a button opening the category selector. */
export function CategoryField({ mode, categories, value, onChange, disabled, placeholder, allowClear, 'data-testid': testId }: CategoryFieldProps) {
  const { t } = useTranslation('category');
  const [open, setOpen] = useState(false);
  const leafId = value?.at(-1);
  const names = pathOf(categories, leafId).map((c) => c.name);
  return (
    <Space data-testid={testId}>
      <Typography.Text type={names.length ? undefined : 'secondary'} data-testid={testId ? `${testId}-text` : undefined}>
        {names.length ? names.join(' > ') : (placeholder ?? t('selector.none'))}
      </Typography.Text>
      {allowClear && names.length > 0 && !disabled && (
        <CloseCircleFilled style={{ color: '#bbb', cursor: 'pointer' }} aria-label={t('selector.clear')} onClick={() => onChange?.([])} />
      )}
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)} data-testid={testId ? `${testId}-choose` : undefined}>
        {t('selector.choose')}
      </Button>
      <CategorySelector
        open={open}
        mode={mode}
        categories={categories}
        value={leafId}
        onCancel={() => setOpen(false)}
        onConfirm={(path) => {
          onChange?.(path.map((c) => c.categoryId));
          setOpen(false);
        }}
      />
    </Space>
  );
}
