import { useMemo, useState } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../shared/widgets/menu-icons';
import { menuText } from '../../../shared/i18n/menu-texts';
import { Auth } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import type { MenuListItemVO } from '@caremall/contract';
import { useDeleteMenu, useMenuList } from '../api';
import { MenuDialog } from '../components/menu-dialog';
import { isDirectory, nestMenus, type Nested } from '../lib/menu-tree';
import { BizTypeSwitch } from '../components/biz-type-switch';

/** Platform menu 302 `rbac/menu`: the shop or platform menus as a tree table. */
export default function MenuScreen() {
  const { t } = useTranslation('rbac');
  const askDelete = useConfirmDelete();
  const [sysType, setSysType] = useState<0 | 1>(1);
  const [dialogId, setDialogId] = useState<number | null>(null);
  const list = useMenuList(sysType);
  const remove = useDeleteMenu();
  const tree = useMemo(() => nestMenus(list.data ?? []), [list.data]);

  return (
    <Card>
      <Space style={{ marginBottom: 16 }} wrap>
        <BizTypeSwitch value={sysType} onChange={setSysType} />
        <Auth perm="rbac:menu:save">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogId(0)} data-testid="menu-create">
            {t('common:create')}
          </Button>
        </Auth>
      </Space>
      <Table<Nested<MenuListItemVO>>
        rowKey="menuId"
        bordered
        pagination={false}
        loading={list.isFetching}
        dataSource={tree}
        locale={{ emptyText: t('common:noData') }}
        expandable={{ defaultExpandAllRows: true }}
        key={`${sysType}-${tree.length}`}
        onRow={(row) => ({ 'data-testid': 'menu-row', 'data-menu-id': row.menuId, 'data-title': row.title }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('menu.title'), dataIndex: 'title', render: (title: string) => menuText(title, t) },
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
              isDirectory(component) ? <Tag color="blue">{t('menu.directory')}</Tag> : <Tag color="green">{t('menu.menu')}</Tag>,
          },
          { title: t('menu.seq'), dataIndex: 'seq', align: 'center', width: 80 },
          { title: t('menu.path'), dataIndex: 'path' },
          { title: t('menu.component'), dataIndex: 'component', render: (component: string) => (isDirectory(component) ? '' : component) },
          {
            title: t('actions'),
            align: 'center',
            width: 160,
            render: (_value, row) => (
              <Space>
                <Auth perm="rbac:menu:update">
                  <Button type="link" onClick={() => setDialogId(row.menuId)} data-testid="menu-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                <Auth perm="rbac:menu:delete">
                  <Button type="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.menuId))} data-testid="menu-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      <MenuDialog menuId={dialogId} sysType={sysType} onClose={() => setDialogId(null)} />
    </Card>
  );
}
