import { useTranslation } from 'react-i18next';
import type { MenuPermissionPageQuery, MenuPermissionVO } from '@caremall/contract';
import { ListPage, useCrudList, useDialogId } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button } from '../../../shared/ui';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { menuPermissionApi } from '../api';
import { BizTypeSwitch } from '../components/biz-type-switch';
import { methodLabel } from '../lib/http-methods';
import { menuText, permissionText } from '../../../shared/i18n/menu-texts';

const MenuPermissionDialog = lazyInAntdScope(() => import('../components/menu-permission-dialog').then((m) => m.MenuPermissionDialog));

/** Platform menu 303 `rbac/menu-permission`: which permission tag guards which request. */
export default function MenuPermissionScreen() {
  const { t } = useTranslation('rbac');
  const askDelete = useConfirmDelete();
  const list = useCrudList<MenuPermissionPageQuery, MenuPermissionVO>(menuPermissionApi.usePage, { sysType: 1 }, { sysType: 'number' });
  const remove = menuPermissionApi.useDelete();
  const [dialogId, setDialogId] = useDialogId('permission');
  const sysType = list.query.sysType ?? 1;

  return (
    <ListPage<MenuPermissionPageQuery, MenuPermissionVO>
      list={list}
      testId="permission"
      toolbar={<BizTypeSwitch value={sysType === 0 ? 0 : 1} onChange={(value) => list.search({ sysType: value })} />}
      create={{ perm: 'rbac:menuPermission:save', onClick: () => setDialogId(0) }}
      rowKey="menuPermissionId"
      rowName={(row) => permissionText(row.name, t)}
      columns={[
        { title: t('permission.name'), dataIndex: 'name', render: (name: string) => permissionText(name, t) },
        { title: t('permission.menu'), dataIndex: 'menuTitle', render: (title: string) => menuText(title, t) },
        { title: t('permission.method'), dataIndex: 'method', align: 'center', width: 100, render: (method: number) => methodLabel(method) },
        { title: t('permission.uri'), dataIndex: 'uri' },
        { title: t('permission.permission'), dataIndex: 'permission' },
        {
          title: t('actions'),
          align: 'center',
          width: 160,
          render: (_value, row) => (
            <span className="ui-space">
              <Auth perm="rbac:menuPermission:update">
                <Button variant="link" onClick={() => setDialogId(row.menuPermissionId)} data-testid="permission-edit">
                  {t('common:edit')}
                </Button>
              </Auth>
              <Auth perm="rbac:menuPermission:delete">
                <Button
                  variant="link"
                  danger
                  onClick={() => askDelete(() => remove.mutateAsync(row.menuPermissionId))}
                  data-testid="permission-delete"
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
        <MenuPermissionDialog menuPermissionId={dialogId} sysType={sysType} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </ListPage>
  );
}
