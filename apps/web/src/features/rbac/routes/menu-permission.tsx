import { useState } from 'react';
import { Button, Card, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { useDeleteMenuPermission, useMenuPermissionPage, type MenuPermissionVO, type PageQuery } from '../api';
import { BizTypeSwitch } from '../components/biz-type-switch';
import { METHODS, MenuPermissionDialog } from '../components/menu-permission-dialog';
import { paginationOf, useLastPageAfterDelete } from '../../../shared/widgets/list-paging';

/** Platform menu 303 `rbac/menu-permission`: which permission tag guards which request. */
export default function MenuPermissionPage() {
  const { t } = useTranslation('rbac');
  const askDelete = useConfirmDelete();
  const [sysType, setSysType] = useState<0 | 1>(1);
  const [query, setQuery] = useState<PageQuery>({ pageNum: 1, pageSize: 10 });
  const [dialogId, setDialogId] = useState<number | null>(null);
  const page = useMenuPermissionPage({ ...query, sysType });
  const remove = useDeleteMenuPermission();
  // Deleting the only row of the last page would leave an empty page: show the one before it.
  useLastPageAfterDelete(query, page.data, setQuery);

  return (
    <Card>
      <Space style={{ marginBottom: 16 }} wrap>
        <BizTypeSwitch
          value={sysType}
          onChange={(value) => {
            setSysType(value);
            setQuery((q) => ({ ...q, pageNum: 1 }));
          }}
        />
        <Auth perm="rbac:menuPermission:save">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogId(0)} data-testid="permission-create">
            {t('common:create')}
          </Button>
        </Auth>
      </Space>
      <Table<MenuPermissionVO>
        rowKey="menuPermissionId"
        bordered
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: t('common:noData') }}
        onRow={() => ({ 'data-testid': 'permission-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('permission.name'), dataIndex: 'name' },
          { title: t('permission.menu'), dataIndex: 'menuTitle' },
          {
            title: t('permission.method'),
            dataIndex: 'method',
            align: 'center',
            width: 100,
            render: (method: number) => METHODS.find((m) => m.value === method)?.label ?? method,
          },
          { title: t('permission.uri'), dataIndex: 'uri' },
          { title: t('permission.permission'), dataIndex: 'permission' },
          {
            title: t('actions'),
            align: 'center',
            width: 160,
            render: (_value, row) => (
              <Space>
                <Auth perm="rbac:menuPermission:update">
                  <Button type="link" onClick={() => setDialogId(row.menuPermissionId)} data-testid="permission-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                <Auth perm="rbac:menuPermission:delete">
                  <Button
                    type="link"
                    danger
                    onClick={() => askDelete(() => remove.mutateAsync(row.menuPermissionId))}
                    data-testid="permission-delete"
                  >
                    {t('common:delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
        pagination={paginationOf(query, page.data?.total ?? 0, (total) => t('total', { total }), setQuery)}
      />
      <MenuPermissionDialog menuPermissionId={dialogId} sysType={sysType} onClose={() => setDialogId(null)} />
    </Card>
  );
}
