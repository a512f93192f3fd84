import { useTranslation } from 'react-i18next';
import type { RolePageQuery, RoleVO } from '@caremall/contract';
import { ListPage, useCrudList, useDialogId } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button } from '../../../shared/ui';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { roleApi } from '../api';

const RoleDialog = lazyInAntdScope(() => import('../components/role-dialog').then((m) => m.RoleDialog));

/** Menus 134 (shop) and 301 (platform) `rbac/role`: the roles of the caller's tenant. */
export default function RoleScreen() {
  const { t } = useTranslation('rbac');
  const askDelete = useConfirmDelete();
  const list = useCrudList<RolePageQuery, RoleVO>(roleApi.usePage, {}, {});
  const remove = roleApi.useDelete();
  const [dialogId, setDialogId] = useDialogId('role');

  return (
    <ListPage<RolePageQuery, RoleVO>
      list={list}
      testId="role"
      create={{ perm: 'rbac:role:save', onClick: () => setDialogId(0) }}
      rowKey="roleId"
      rowName={(row) => row.roleName}
      columns={[
        // Spec §2: createTime, updateTime, roleName, remark.
        { title: t('role.createTime'), dataIndex: 'createTime', align: 'center', width: 180 },
        { title: t('role.updateTime'), dataIndex: 'updateTime', align: 'center', width: 180 },
        { title: t('role.roleName'), dataIndex: 'roleName' },
        { title: t('role.remark'), dataIndex: 'remark' },
        {
          title: t('actions'),
          align: 'center',
          width: 180,
          render: (_value, row) => (
            <span className="ui-space">
              <Auth perm="rbac:role:update">
                <Button variant="link" onClick={() => setDialogId(row.roleId)} data-testid="role-edit">
                  {t('common:edit')}
                </Button>
              </Auth>
              <Auth perm="rbac:role:delete">
                <Button
                  variant="link"
                  danger
                  onClick={() =>
                    askDelete(() => remove.mutateAsync(row.roleId), {
                      warning: row.userCount ? t('role.heldByUsers', { count: row.userCount }) : undefined,
                    })
                  }
                  data-testid="role-delete"
                >
                  {t('common:delete')}
                </Button>
              </Auth>
            </span>
          ),
        },
      ]}
    >
      <WhenOpened open={dialogId !== null}>
        <RoleDialog roleId={dialogId} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </ListPage>
  );
}
