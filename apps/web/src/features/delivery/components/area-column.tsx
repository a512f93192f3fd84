import { useTranslation } from 'react-i18next';
import type { AreaVO } from '@caremall/contract';
import { Auth } from '../../../shared/permission';
import { Button, ColumnItem, ColumnList } from '../../../shared/ui';
import { useAreaChildren } from '../api';
import { retryOf } from '../../../shared/crud/use-crud-list';

interface AreaColumnProps {
  parentId: number;
  title: string;
  selectedId?: number;
  /** The viewer's shop (0: the platform): only its own areas show edit and delete. */
  ownShopId: number;
  onSelect: (area: AreaVO) => void;
  onEdit: (area: AreaVO) => void;
  onDelete: (area: AreaVO) => void;
}

/** One level of the area cascade: the children of `parentId`, each with edit and delete. */
export function AreaColumn({ parentId, title, selectedId, ownShopId, onSelect, onEdit, onDelete }: AreaColumnProps) {
  const { t } = useTranslation('delivery');
  const children = useAreaChildren(parentId);
  const areas = children.data ?? [];
  return (
    <ColumnList
      title={title}
      busy={children.isFetching}
      isEmpty={children.data?.length === 0}
      onRetry={retryOf(children)}
      emptyText={t('empty')}
      width={280}
      height={520}
      data-testid="area-column"
    >
      {areas.map((area) => (
        <ColumnItem
          key={area.areaId}
          data-testid="area-item"
          selected={area.areaId === selectedId}
          onOpen={() => onSelect(area)}
          name={<span data-testid="area-item-name">{area.areaName}</span>}
          itemName={area.areaName}
          actions={
            area.shopId === ownShopId && (
              <>
                <Auth perm="system:addrManage:update">
                  <Button variant="link" small onClick={() => onEdit(area)} data-testid="area-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                <Auth perm="system:addrManage:delete">
                  <Button variant="link" small danger onClick={() => onDelete(area)} data-testid="area-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              </>
            )
          }
        />
      ))}
    </ColumnList>
  );
}
