import { useEffect, useMemo, useState } from 'react';
import { Card, Empty, List, Tag, Typography, type ButtonProps } from 'antd';
import { Modal } from '../modal';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canConfirm, childrenOf, depthOf, pathOf, type SelectableCategory, type SelectorMode } from './selector-rules';

export interface CategorySelectorProps<T extends SelectableCategory> {
  open: boolean;
  mode: SelectorMode;
  /** The flat list (platform_categories or shop_categories). */
  categories: readonly T[];
  /** The category chosen before, to open on its path. */
  value?: number | null;
  onConfirm: (path: T[]) => void;
  onCancel: () => void;
}

/** Chooses a category column by column: platform categories (3 levels) or the shop's own (2 levels). */
export function CategorySelector<T extends SelectableCategory>({ open, mode, categories, value, onConfirm, onCancel }: CategorySelectorProps<T>) {
  const { t } = useTranslation('category');
  const [chosen, setChosen] = useState<T[]>([]);
  const depth = depthOf(mode);
  // Products bind categories on shelf only; a new category may go under an off-shelf parent.
  const offShelfSelectable = mode === 'shop-parent';

  useEffect(() => {
    if (open) setChosen(pathOf(categories, value).slice(0, depth));
  }, [open, categories, value, depth]);

  const columns = useMemo(() => {
    const parents = [0, ...chosen.map((c) => c.categoryId)].slice(0, depth);
    return parents.map((parentId) => childrenOf(categories, parentId));
  }, [categories, chosen, depth]);

  const pick = (level: number, category: T) => setChosen((path) => [...path.slice(0, level), category]);
  const ready = canConfirm(mode, categories, chosen);

  return (
    <Modal
      open={open}
      title={t('selector.title')}
      width={depth * 240 + 48}
      onCancel={onCancel}
      onOk={() => ready && onConfirm(chosen)}
      okButtonProps={{ disabled: !ready, 'data-testid': 'category-selector-confirm' } as ButtonProps}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <div data-testid="category-selector" style={{ display: 'flex', gap: 8 }}>
        {columns.map((items, level) => (
          <Card
            key={level}
            size="small"
            style={{ width: 232, flex: 'none' }}
            styles={{ body: { padding: 0, height: 320, overflow: 'auto' } }}
            data-testid="category-selector-column"
          >
            <List<T>
              dataSource={items}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
              renderItem={(category) => {
                const off = category.status !== 1;
                const disabled = off && !offShelfSelectable;
                const hasChildren = level + 1 < depth && childrenOf(categories, category.categoryId).length > 0;
                return (
                  <List.Item
                    data-testid="category-selector-item"
                    data-name={category.name}
                    aria-disabled={disabled}
                    onClick={() => !disabled && pick(level, category)}
                    style={{
                      cursor: disabled ? 'not-allowed' : 'pointer',
                      padding: '6px 12px',
                      opacity: disabled ? 0.5 : 1,
                      background: chosen[level]?.categoryId === category.categoryId ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
                    }}
                  >
                    <span>
                      {category.name} {off && <Tag color="default">{t('status.0')}</Tag>}
                    </span>
                    {hasChildren && <RightOutlined aria-hidden style={{ fontSize: 10, color: '#999' }} />}
                  </List.Item>
                );
              }}
            />
          </Card>
        ))}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="category-selector-chosen">
        {t('selector.chosen')}
        {chosen.length ? chosen.map((c) => c.name).join(' > ') : t('selector.none')}
      </Typography.Paragraph>
    </Modal>
  );
}
