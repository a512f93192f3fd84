import { Button, Card, Empty, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import type { AreaVO } from '@caremall/contract';
import { useAreaChildren } from '../api';

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
  return (
    <Card
      size="small"
      title={title}
      style={{ width: 280, flex: 'none' }}
      styles={{ body: { padding: 0, height: 520, overflow: 'auto' } }}
      data-testid="area-column"
    >
      <Spin spinning={children.isFetching}>
        <div style={{ minHeight: 80 }}>
          {children.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />}
          {(children.data ?? []).map((area) => (
            <div
              key={area.areaId}
              data-testid="area-item"
              onClick={() => onSelect(area)}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                cursor: 'pointer',
                padding: '6px 12px',
                borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
                background: area.areaId === selectedId ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
              }}
            >
              <span data-testid="area-item-name">{area.areaName}</span>
              {area.shopId === ownShopId && (
                <Space size={0} onClick={(e) => e.stopPropagation()}>
                  <Auth perm="system:addrManage:update">
                    <Button type="link" size="small" onClick={() => onEdit(area)} data-testid="area-edit">
                      {t('common:edit')}
                    </Button>
                  </Auth>
                  <Auth perm="system:addrManage:delete">
                    <Button type="link" size="small" danger onClick={() => onDelete(area)} data-testid="area-delete">
                      {t('common:delete')}
                    </Button>
                  </Auth>
                </Space>
              )}
            </div>
          ))}
        </div>
      </Spin>
    </Card>
  );
}
