import { useEffect, useState } from 'react';
import { Empty, Input, Radio, Space, Tag, type ButtonProps } from 'antd';
import { Modal } from '../modal';
import type { BrandVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../image-src';
import { useClearButton } from '../clear-button';

/** What the brand selector needs of a brand. */
export type SelectableBrand = Pick<BrandVO, 'brandId' | 'name' | 'status'> & Partial<Pick<BrandVO, 'imgUrl' | 'firstLetter'>>;

export interface BrandSelectorProps {
  open: boolean;
  brands: readonly SelectableBrand[];
  value?: number | null;
  onConfirm: (brand: SelectableBrand | null) => void;
  onCancel: () => void;
}

/** Chooses one brand of the product's category (radio, single choice); offline brands cannot be chosen. */
export function BrandSelector({ open, brands, value, onConfirm, onCancel }: BrandSelectorProps) {
  const { t } = useTranslation('category');
  const clearButton = useClearButton();
  const [chosen, setChosen] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (open) {
      setChosen(value ?? null);
      setKeyword('');
    }
  }, [open, value]);
  const shown = brands.filter(
    (b) => !keyword.trim() || b.name.includes(keyword.trim()) || b.firstLetter?.toUpperCase() === keyword.trim().toUpperCase(),
  );
  return (
    <Modal
      open={open}
      title={t('brand.title')}
      onCancel={onCancel}
      onOk={() => onConfirm(brands.find((b) => b.brandId === chosen) ?? null)}
      okButtonProps={{ 'data-testid': 'brand-selector-confirm' } as ButtonProps}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <div data-testid="brand-selector">
        {/* It filters as the user types: no search button (antd's reads its icon's English name, "search"). */}
        <Input
          allowClear={clearButton}
          aria-label={t('brand.search')}
          placeholder={t('brand.search')}
          onChange={(e) => setKeyword(e.target.value)}
          style={{ marginBottom: 12 }}
          data-testid="brand-selector-search"
        />
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('brand.empty')} />
        ) : (
          <Radio.Group aria-label={t('brand.title')} value={chosen} onChange={(e) => setChosen(e.target.value as number)} style={{ width: '100%' }}>
            <Space orientation="vertical" style={{ width: '100%', maxHeight: 360, overflow: 'auto' }}>
              {shown.map((b) => (
                <Radio key={b.brandId} value={b.brandId} disabled={b.status !== 1} data-testid="brand-selector-item" data-name={b.name}>
                  <Space>
                    {b.imgUrl && <img alt="" src={imageSrc(b.imgUrl)} style={{ width: 28, height: 28, objectFit: 'cover', borderRadius: 4 }} />}
                    <span>{b.name}</span>
                    {b.status !== 1 && <Tag>{t('brand.offline')}</Tag>}
                  </Space>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </div>
    </Modal>
  );
}
