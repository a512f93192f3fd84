import { useState } from 'react';
import { Button, Card, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { useDeleteRole, useRolePage, type PageQuery, type RoleVO } from '../api';
import { RoleDialog } from '../components/role-dialog';
import { paginationOf, useLastPageAfterDelete } from '../../../shared/widgets/list-paging';

/** Menus 134 (shop) and 301 (platform) `rbac/role`: the roles of the caller's tenant. */
export default function RolePage() {
  const { t } = useTranslation('rbac');
  const askDelete = useConfirmDelete();
  const [query, setQuery] = useState<PageQuery>({ pageNum: 1, pageSize: 10 });
  const [dialogId, setDialogId] = useState<number | null>(null);
  const page = useRolePage(query);
  const remove = useDeleteRole();
  // Deleting the only row of the last page would leave an empty page: show the one before it.
  useLastPageAfterDelete(query, page.data, setQuery);

  return (
    <Card>
      <Auth perm="rbac:role:save">
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setDialogId(0)} data-testid="role-create">
          {t('common:create')}
        </Button>
      </Auth>
      <Table<RoleVO>
        rowKey="roleId"
        bordered
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: t('common:noData') }}
        onRow={() => ({ 'data-testid': 'role-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('role.roleName'), dataIndex: 'roleName' },
          { title: t('role.remark'), dataIndex: 'remark' },
          { title: t('role.createTime'), dataIndex: 'createTime', align: 'center', width: 180 },
          { title: t('role.updateTime'), dataIndex: 'updateTime', align: 'center', width: 180 },
          {
            title: t('actions'),
            align: 'center',
            width: 180,
            render: (_value, row) => (
              <Space>
                <Auth perm="rbac:role:update">
                  <Button type="link" onClick={() => setDialogId(row.roleId)} data-testid="role-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                <Auth perm="rbac:role:delete">
                  <Button type="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.roleId))} data-testid="role-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
        pagination={paginationOf(query, page.data?.total ?? 0, (total) => t('total', { total }), setQuery)}
      />
      <RoleDialog roleId={dialogId} onClose={() => setDialogId(null)} />
    </Card>
  );
}
