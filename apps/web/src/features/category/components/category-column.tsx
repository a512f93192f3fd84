import { Button, Card, Empty, List, Space, Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { CategoryVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { imageSrc } from '../../../shared/widgets/image-src';

interface CategoryColumnProps {
  title: string;
  items: CategoryVO[];
  selectedId?: number;
  /** Whether items of this column can have children (clicking shows them). */
  expandable: boolean;
  hasChildren: (category: CategoryVO) => boolean;
  onSelect: (category: CategoryVO) => void;
  onEdit: (category: CategoryVO) => void;
  onToggle: (category: CategoryVO) => void;
  onDelete: (category: CategoryVO) => void;
}

/** One level of the shop's categories, each with its status tag, edit, shelf on/off and delete. */
export function CategoryColumn({ title, items, selectedId, expandable, hasChildren, onSelect, onEdit, onToggle, onDelete }: CategoryColumnProps) {
  const { t } = useTranslation('category');
  return (
    <Card
      size="small"
      title={title}
      style={{ width: 420, flex: 'none' }}
      styles={{ body: { padding: 0, height: 560, overflow: 'auto' } }}
      data-testid="category-column"
    >
      <List<CategoryVO>
        dataSource={items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        renderItem={(category) => (
          <List.Item
            data-testid="category-item"
            data-name={category.name}
            onClick={() => expandable && onSelect(category)}
            style={{
              cursor: expandable ? 'pointer' : 'default',
              padding: '6px 12px',
              background: category.categoryId === selectedId ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
            }}
            actions={[
              <Space key="actions" size={0} onClick={(e) => e.stopPropagation()}>
                <Auth perm="product:category:update">
                  <Button type="link" size="small" onClick={() => onEdit(category)} data-testid="category-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                <Button type="link" size="small" onClick={() => onToggle(category)} data-testid="category-toggle">
                  {category.status === 1 ? t('shelfOff') : t('shelfOn')}
                </Button>
                <Auth perm="product:category:delete">
                  <Button type="link" size="small" danger onClick={() => onDelete(category)} data-testid="category-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              </Space>,
            ]}
          >
            <Space>
              {category.imgUrl && (
                <img alt="" src={imageSrc(category.imgUrl)} style={{ width: 24, height: 24, objectFit: 'cover', borderRadius: 4 }} />
              )}
              <span data-testid="category-item-name">{category.name}</span>
              <Tag color={category.status === 1 ? 'green' : 'default'} data-testid="category-status">
                {t(`status.${category.status === 1 ? 1 : 0}`)}
              </Tag>
              {expandable && hasChildren(category) && <RightOutlined style={{ fontSize: 10, color: '#999' }} />}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
