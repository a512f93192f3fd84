import { useMemo, useState } from 'react';
import { DownOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuListItemVO } from '@caremall/contract';
import { menuText } from '../../../shared/i18n/menu-texts';
import { Auth } from '../../../shared/permission';
import { useAddressParam } from '../../../shared/routing/use-address-param';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button, Table, Tag } from '../../../shared/ui';
import { retryOf } from '../../../shared/crud/use-crud-list';
import { MenuIcon } from '../../../shared/widgets/menu-icons';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { useDeleteMenu, useMenuList } from '../api';
import { BizTypeSwitch } from '../components/biz-type-switch';
import { isDirectory, nestMenus, visibleRows, type TreeRow } from '../lib/menu-tree';
import { useDialogId } from '../../../shared/crud';

const MenuDialog = lazyInAntdScope(() => import('../components/menu-dialog').then((m) => m.MenuDialog));

/** Platform menu 302 `rbac/menu`: the shop or platform menus as a tree table. */
export default function MenuScreen() {
  const { t } = useTranslation('rbac');
  const askDelete = useConfirmDelete();
  // Shop or platform menus, kept in the address as the menu permissions' list keeps it: another screen and back, or a
  // reload, shows the same menus.
  const [sysTypeText, setSysTypeText] = useAddressParam('sysType');
  const sysType: 0 | 1 = sysTypeText === '0' ? 0 : 1;
  const setSysType = (next: 0 | 1) => setSysTypeText(next === 1 ? null : '0');
  const [dialogId, setDialogId] = useDialogId('menu');
  const list = useMenuList(sysType);
  const remove = useDeleteMenu();
  const tree = useMemo(() => nestMenus(list.data ?? []), [list.data]);
  // Every directory starts open; a click on its title closes or opens it.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => visibleRows(tree, collapsed), [tree, collapsed]);
  const toggle = (menuId: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(menuId)) next.add(menuId);
      return next;
    });

  return (
    <div className="ui-card">
      <div className="ui-toolbar">
        <BizTypeSwitch value={sysType} onChange={setSysType} />
        <Auth perm="rbac:menu:save">
          <Button variant="primary" icon={<PlusOutlined />} onClick={() => setDialogId(0)} data-testid="menu-create">
            {t('common:create')}
          </Button>
        </Auth>
      </div>
      <Table<TreeRow<MenuListItemVO>>
        rowKey="menuId"
        // A directory and its one screen often share a title; their paths tell them apart.
        rowName={(row) => `${menuText(row.title, t)} ${row.path}`}
        rows={rows}
        busy={list.isFetching}
        emptyText={t('common:noData')}
        onRetry={retryOf(list)}
        rowProps={(row) =>
          ({ 'data-testid': 'menu-row', 'data-menu-id': row.menuId, 'data-title': row.title }) as React.HTMLAttributes<HTMLTableRowElement>
        }
        data-testid="menu-table"
        columns={[
          {
            title: t('menu.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <span style={{ paddingLeft: row.depth * 20 }}>
                {row.hasChildren ? (
                  <button type="button" className="ui-tree-toggle" aria-expanded={!collapsed.has(row.menuId)} onClick={() => toggle(row.menuId)}>
                    {collapsed.has(row.menuId) ? <RightOutlined aria-hidden /> : <DownOutlined aria-hidden />}
                    {menuText(title, t)}
                  </button>
                ) : (
                  menuText(title, t)
                )}
              </span>
            ),
          },
          {
            title: t('menu.icon'),
            dataIndex: 'icon',
            align: 'center',
            width: 80,
            render: (icon: string | null) => (icon ? <MenuIcon name={icon} /> : null),
          },
          {
            title: t('menu.type'),
            dataIndex: 'component',
            key: 'type',
            align: 'center',
            width: 100,
            render: (component: string) =>
              isDirectory(component) ? <Tag tone="blue">{t('menu.directory')}</Tag> : <Tag tone="green">{t('menu.menu')}</Tag>,
          },
          { title: t('menu.seq'), dataIndex: 'seq', align: 'center', width: 80 },
          { title: t('menu.path'), dataIndex: 'path' },
          { title: t('menu.component'), dataIndex: 'component', render: (component: string) => (isDirectory(component) ? '' : component) },
          {
            title: t('actions'),
            align: 'center',
            width: 160,
            render: (_value, row) => (
              <span className="ui-space">
                <Auth perm="rbac:menu:update">
                  <Button variant="link" onClick={() => setDialogId(row.menuId)} data-testid="menu-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                <Auth perm="rbac:menu:delete">
                  <Button variant="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.menuId))} data-testid="menu-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              </span>
            ),
          },
        ]}
      />
      <WhenOpened open={dialogId !== null}>
        <MenuDialog menuId={dialogId} sysType={sysType} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </div>
  );
}
