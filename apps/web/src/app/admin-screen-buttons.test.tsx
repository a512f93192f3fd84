import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREA_PATHS, MENU_PATHS, MENU_PERMISSION_PATHS, ROLE_PATHS, type PermissionCode } from '@caremall/contract';
import { setLanguage } from '../shared/i18n';
import { fakeApi, renderScreen, type FakeApi } from '../test';
import RoleScreen from '../features/rbac/routes/role';
import MenuScreen from '../features/rbac/routes/menu';
import MenuPermissionScreen from '../features/rbac/routes/menu-permission';
import AreaScreen from '../features/delivery/routes/area';
// The screens' dialogs load lazily; loaded with the test, their first opening is not a module load.
import '../features/rbac/components/role-dialog';
import '../features/rbac/components/menu-dialog';
import '../features/rbac/components/menu-permission-dialog';
import '../features/delivery/components/area-dialog';

const role = (roleId: number, roleName: string) => ({
  roleId,
  roleName,
  remark: null,
  createUserId: 1,
  tenantId: 1,
  bizType: 1,
  createTime: '2026-01-01 00:00:00',
  updateTime: '2026-01-01 00:00:00',
});

let api: FakeApi;

beforeAll(async () => {
  await setLanguage('zh_CN');
});

beforeEach(() => {
  api = fakeApi({
    [`GET ${ROLE_PATHS.full.page}`]: { pages: 1, total: 1, list: [role(3, '店员')] },
    [`GET ${MENU_PATHS.full.list}`]: [
      { menuId: 145, parentId: 0, title: '店铺管理', icon: 'ShopOutlined', path: '/multishop', component: 'Layout', seq: 0, bizType: 1 },
    ],
    [`GET ${MENU_PERMISSION_PATHS.full.page}`]: {
      pages: 1,
      total: 1,
      list: [
        {
          menuPermissionId: 1,
          menuId: 258,
          menuTitle: '热搜管理',
          bizType: 1,
          permission: 'multishop:hotSearch:save',
          name: '热搜新增',
          uri: '/x',
          method: 2,
        },
      ],
    },
    [`GET ${AREA_PATHS.full.list}`]: ({ query }: { query: URLSearchParams }) =>
      query.get('parentId') === '0' ? [{ areaId: 1, parentId: 0, areaName: '华东', level: 0, shopId: 0 }] : [],
  });
});

afterEach(() => vi.restoreAllMocks());

const PAGES: [string, ComponentType, string, string, PermissionCode[]][] = [
  ['roles', RoleScreen, 'role-row', 'role', ['rbac:role:save', 'rbac:role:update', 'rbac:role:delete']],
  ['menus', MenuScreen, 'menu-row', 'menu', ['rbac:menu:save', 'rbac:menu:update', 'rbac:menu:delete']],
  [
    'menu permissions',
    MenuPermissionScreen,
    'permission-row',
    'permission',
    ['rbac:menuPermission:save', 'rbac:menuPermission:update', 'rbac:menuPermission:delete'],
  ],
  ['areas', AreaScreen, 'area-item', 'area', ['system:addrManage:save', 'system:addrManage:update', 'system:addrManage:delete']],
];

describe.each(PAGES)('%s page', { timeout: 60_000 }, (_name, Page, rowId, prefix, codes) => {
  it('hides create, edit and delete from a user without the codes', async () => {
    renderScreen(<Page />, { admin: false, permissions: ['multishop:hotSearch:save'] });
    expect((await screen.findAllByTestId(rowId)).length).toBeGreaterThan(0);
    for (const action of ['create', 'edit', 'delete']) expect(screen.queryByTestId(`${prefix}-${action}`)).toBeNull();
  });

  it('shows each button to a user holding its code', async () => {
    renderScreen(<Page />, { admin: false, permissions: codes });
    expect((await screen.findAllByTestId(rowId)).length).toBeGreaterThan(0);
    for (const action of ['create', 'edit', 'delete']) expect(screen.getAllByTestId(`${prefix}-${action}`).length).toBeGreaterThan(0);
  });

  it('shows only the button whose code is held', async () => {
    renderScreen(<Page />, { admin: false, permissions: [codes[1]!] });
    expect((await screen.findAllByTestId(rowId)).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId(`${prefix}-edit`).length).toBeGreaterThan(0);
    expect(screen.queryByTestId(`${prefix}-create`)).toBeNull();
    expect(screen.queryByTestId(`${prefix}-delete`)).toBeNull();
  });
});

describe('role list paging', { timeout: 60_000 }, () => {
  it('steps back a page when deleting the only row of the last page', async () => {
    const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => role(from + i, `角色${from + i}`));
    let deleted = false;
    api
      .on(`DELETE ${ROLE_PATHS.full.one}`, () => {
        deleted = true;
        return null;
      })
      .on(`GET ${ROLE_PATHS.full.page}`, ({ query }: { query: URLSearchParams }) => {
        const pages = deleted ? 1 : 2;
        const total = deleted ? 10 : 11;
        if (query.get('pageNum') === '2') return { pages, total, list: deleted ? [] : rows(100, 1) };
        return { pages, total, list: rows(1, 10) };
      });
    renderScreen(<RoleScreen />);
    expect(await screen.findAllByTestId('role-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('角色100');
    fireEvent.click(screen.getByTestId('role-delete'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*认|确\s*定/ }));
    await waitFor(() => expect(deleted).toBe(true));
    // Page 1 shows from the cache at once; its read again (the delete made it stale) may go out after.
    await screen.findByText('角色1');
    await waitFor(() => expect(api.callsTo(ROLE_PATHS.full.page).at(-1)?.query.get('pageNum')).toBe('1'));
    expect(screen.getAllByTestId('role-row')).toHaveLength(10);
  });
});
