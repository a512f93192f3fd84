import { RightOutlined } from '@ant-design/icons';
import type { CategoryVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { Button, ColumnItem, ColumnList, Tag } from '../../../shared/ui';
import { imageSrc } from '../../../shared/widgets/image-src';

interface CategoryColumnProps {
  title: string;
  items: CategoryVO[];
  busy: boolean;
  /** The categories could not be read: how to read them again. */
  onRetry?: () => void;
  selectedId?: number;
  /** Whether items of this column can have children (choosing one shows them). */
  expandable: boolean;
  hasChildren: (category: CategoryVO) => boolean;
  onSelect: (category: CategoryVO) => void;
  onEdit: (category: CategoryVO) => void;
  onToggle: (category: CategoryVO) => void;
  onDelete: (category: CategoryVO) => void;
}

/** One level of the shop's categories, each with its status tag, edit, shelf on/off and delete. */
export function CategoryColumn({
  title,
  items,
  busy,
  onRetry,
  selectedId,
  expandable,
  hasChildren,
  onSelect,
  onEdit,
  onToggle,
  onDelete,
}: CategoryColumnProps) {
  const { t } = useTranslation('category');
  return (
    <ColumnList
      title={title}
      busy={busy}
      onRetry={onRetry}
      isEmpty={items.length === 0}
      emptyText={t('empty')}
      width={420}
      height={560}
      data-testid="category-column"
    >
      {items.map((category) => (
        <ColumnItem
          key={category.categoryId}
          data-testid="category-item"
          data-name={category.name}
          selected={expandable ? category.categoryId === selectedId : undefined}
          itemName={category.name}
          onOpen={expandable ? () => onSelect(category) : undefined}
          name={
            <>
              {category.imgUrl && (
                <img alt="" src={imageSrc(category.imgUrl)} style={{ width: 24, height: 24, objectFit: 'cover', borderRadius: 4 }} />
              )}
              <span data-testid="category-item-name">{category.name}</span>
              <Tag tone={category.status === 1 ? 'green' : 'default'} data-testid="category-status">
                {t(`status.${category.status === 1 ? 1 : 0}`)}
              </Tag>
              {expandable && hasChildren(category) && <RightOutlined aria-hidden style={{ fontSize: 10, color: 'var(--ui-muted)' }} />}
            </>
          }
          actions={
            <>
              <Auth perm="product:category:update">
                <Button variant="link" small onClick={() => onEdit(category)} data-testid="category-edit">
                  {t('common:edit')}
                </Button>
              </Auth>
              <Button variant="link" small onClick={() => onToggle(category)} data-testid="category-toggle">
                {category.status === 1 ? t('shelfOff') : t('shelfOn')}
              </Button>
              <Auth perm="product:category:delete">
                <Button variant="link" small danger onClick={() => onDelete(category)} data-testid="category-delete">
                  {t('common:delete')}
                </Button>
              </Auth>
            </>
          }
        />
      ))}
    </ColumnList>
  );
}
