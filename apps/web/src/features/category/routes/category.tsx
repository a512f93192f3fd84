import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import type { CategoryVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../../shared/http';
import { Auth } from '../../../shared/permission';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button } from '../../../shared/ui';
import { retryOf } from '../../../shared/crud/use-crud-list';
import { childrenOf } from '../../../shared/widgets/category-selector/selector-rules';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { useCategoryStatus, useDeleteCategory, useShopCategoryList } from '../api';
import { CategoryColumn } from '../components/category-column';
import { useDialogId } from '../../../shared/crud';

const CategoryDialog = lazyInAntdScope(() => import('../components/category-dialog').then((m) => m.CategoryDialog));

/** Shop menu 139 `product/category`: the shop's categories as cascading columns, one per level. */
export default function CategoryPage() {
  const { t } = useTranslation('category');
  const list = useShopCategoryList();
  const categories = list.data ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialogId, setDialogId] = useDialogId('category');
  const toggle = useCategoryStatus();
  const remove = useDeleteCategory();

  const selected = categories.find((c) => c.categoryId === selectedId && c.parentId === 0);
  const columns = [childrenOf(categories, 0), ...(selected ? [childrenOf(categories, selected.categoryId)] : [])];

  const confirmToggle = (category: CategoryVO) => {
    const status = category.status === 1 ? 0 : 1;
    getFeedback().modal.confirm({
      title: t('common:tips'),
      content: status === 0 ? t('shelfOffConfirm') : t('shelfOnConfirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        // A refusal was already shown as a toast by the http layer; the confirmation just closes.
        const done = await toggle.mutateAsync({ categoryId: category.categoryId, status }).catch(() => undefined);
        if (done) getFeedback().message.success({ content: t('common:actionSuccess'), duration: 1.5 });
        else if (done !== undefined) getFeedback().message.error({ content: String(done), duration: 1.5 });
      },
    });
  };

  // Like the shared delete confirmation, except that a refusal (in use) closes it: the toast says why.
  const onDelete = (category: CategoryVO) =>
    getFeedback().modal.confirm({
      title: t('common:tips'),
      content: t('common:deleteConfirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        const removed = await remove.mutateAsync(category.categoryId).then(
          () => true,
          () => false,
        );
        if (!removed) return;
        getFeedback().message.success({ content: t('common:actionSuccess'), duration: 1.5 });
        if (category.categoryId === selectedId) setSelectedId(null);
      },
    });

  return (
    <div className="ui-card">
      <Auth perm="product:category:save">
        <div className="ui-toolbar">
          <Button variant="primary" icon={<PlusOutlined />} onClick={() => setDialogId(0)} data-testid="category-create">
            {t('common:create')}
          </Button>
        </div>
      </Auth>
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto' }}>
        {columns.map((items, level) => (
          <CategoryColumn
            key={level}
            title={t(`levels.${level}`)}
            items={items}
            busy={list.isFetching}
            onRetry={level === 0 ? retryOf(list) : undefined}
            selectedId={level === 0 ? selected?.categoryId : undefined}
            expandable={level === 0}
            hasChildren={(c) => childrenOf(categories, c.categoryId).length > 0}
            onSelect={(c) => setSelectedId(c.categoryId)}
            onEdit={(c) => setDialogId(c.categoryId)}
            onToggle={confirmToggle}
            onDelete={onDelete}
          />
        ))}
      </div>
      <WhenOpened open={dialogId !== null}>
        <CategoryDialog categoryId={dialogId} categories={categories} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </div>
  );
}
