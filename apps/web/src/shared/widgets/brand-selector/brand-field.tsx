import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandSelector, type SelectableBrand } from './brand-selector';

export interface BrandFieldProps {
  brands: readonly SelectableBrand[];
  /** The chosen brand id (antd Form passes it); 0 or empty is none. */
  value?: number | null;
  onChange?: (brandId: number | null) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

/** A form control: the chosen brand's name, a clear icon and a button opening the brand selector. */
export function BrandField({ brands, value, onChange, disabled, 'data-testid': testId }: BrandFieldProps) {
  const { t } = useTranslation('category');
  const [open, setOpen] = useState(false);
  const brand = value ? brands.find((b) => b.brandId === value) : undefined;
  return (
    <Space data-testid={testId}>
      <Typography.Text type={brand ? undefined : 'secondary'} data-testid={testId ? `${testId}-text` : undefined}>
        {brand?.name ?? t('brand.none')}
      </Typography.Text>
      {brand && !disabled && (
        <CloseCircleFilled style={{ color: '#bbb', cursor: 'pointer' }} aria-label={t('selector.clear')} onClick={() => onChange?.(null)} />
      )}
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)} data-testid={testId ? `${testId}-choose` : undefined}>
        {t('brand.choose')}
      </Button>
      <BrandSelector
        open={open}
        brands={brands}
        value={value}
        onCancel={() => setOpen(false)}
        onConfirm={(chosen) => {
          onChange?.(chosen?.brandId ?? null);
          setOpen(false);
        }}
      />
    </Space>
  );
}
