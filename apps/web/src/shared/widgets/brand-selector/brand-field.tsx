import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickedField } from '../picked-field';
import { lazyInAntdScope } from '../../theme/lazy-in-scope';
import { WhenOpened } from '../when-opened';
import type { SelectableBrand } from './brand-selector';

const BrandSelector = lazyInAntdScope(() => import('./brand-selector').then((m) => m.BrandSelector));

export interface BrandFieldProps {
  brands: readonly SelectableBrand[];
  /** The chosen brand id (antd Form passes it); 0 or empty is none. */
  value?: number | null;
  onChange?: (brandId: number | null) => void;
  disabled?: boolean;
  /** A form row's label and problem: the text and its buttons are a group they name and describe. */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * A form control: the chosen brand's name, a clear button and a button opening the brand selector. It is drawn
 * without antd; the selector (antd) loads the first time it opens.
 */
export function BrandField({
  brands,
  value,
  onChange,
  disabled,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: BrandFieldProps) {
  const { t } = useTranslation('category');
  const [open, setOpen] = useState(false);
  const brand = value ? brands.find((b) => b.brandId === value) : undefined;
  return (
    <PickedField
      text={brand?.name ?? null}
      placeholder={t('brand.none')}
      chooseLabel={t('brand.choose')}
      onChoose={() => setOpen(true)}
      onClear={() => onChange?.(null)}
      disabled={disabled}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <WhenOpened open={open}>
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
      </WhenOpened>
    </PickedField>
  );
}
