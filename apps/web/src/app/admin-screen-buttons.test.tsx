import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../shared/i18n';
import { useSessionStore } from '../shared/session/session-store';
import RolePage from '../features/rbac/routes/role';
import MenuPage from '../features/rbac/routes/menu';
import MenuPermissionPage from '../features/rbac/routes/menu-permission';
import AreaPage from '../features/delivery/routes/area';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: '00000', msg: null, data, success: true }), { status: 200 });

beforeAll(async () => {
  await setLanguage('zh_CN');
});

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/role/page'))
      return envelope({
        pages: 1,
        total: 1,
        list: [{ roleId: 3, roleName: '店员', remark: null, createTime: '2026-01-01 00:00:00', updateTime: '2026-01-01 00:00:00' }],
      });
    if (url.includes('/menu/list'))
      return envelope([
        { menuId: 145, parentId: 0, title: '店铺管理', icon: 'ShopOutlined', path: '/multishop', component: 'Layout', seq: 0, bizType: 1 },
      ]);
    if (url.includes('/menu_permission/page'))
      return envelope({
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
      });
    if (url.includes('/area/list')) return envelope(url.includes('parentId=0') ? [{ areaId: 1, parentId: 0, areaName: '华东', level: 0 }] : []);
    return envelope(null);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ isAdmin: false, permissions: [] });
});

function renderPage(Page: ComponentType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <Page />
      </App>
    </QueryClientProvider>,
  );
}

const PAGES: [string, ComponentType, string, string, string[]][] = [
  ['roles', RolePage, 'role-row', 'role', ['rbac:role:save', 'rbac:role:update', 'rbac:role:delete']],
  ['menus', MenuPage, 'menu-row', 'menu', ['rbac:menu:save', 'rbac:menu:update', 'rbac:menu:delete']],
  [
    'menu permissions',
    MenuPermissionPage,
    'permission-row',
    'permission',
    ['rbac:menuPermission:save', 'rbac:menuPermission:update', 'rbac:menuPermission:delete'],
  ],
  ['areas', AreaPage, 'area-item', 'area', ['system:addrManage:save', 'system:addrManage:update', 'system:addrManage:delete']],
];

describe.each(PAGES)('%s page', { timeout: 60_000 }, (_name, Page, rowId, prefix, codes) => {
  it('hides create, edit and delete from a user without the codes', async () => {
    useSessionStore.setState({ isAdmin: false, permissions: ['multishop:hotSearch:save'] });
    renderPage(Page);
    expect((await screen.findAllByTestId(rowId)).length).toBeGreaterThan(0);
    for (const action of ['create', 'edit', 'delete']) expect(screen.queryByTestId(`${prefix}-${action}`)).toBeNull();
  });

  it('shows each button to a user holding its code', async () => {
    useSessionStore.setState({ isAdmin: false, permissions: codes });
    renderPage(Page);
    expect((await screen.findAllByTestId(rowId)).length).toBeGreaterThan(0);
    for (const action of ['create', 'edit', 'delete']) expect(screen.getAllByTestId(`${prefix}-${action}`).length).toBeGreaterThan(0);
  });

  it('shows only the button whose code is held', async () => {
    useSessionStore.setState({ isAdmin: false, permissions: [codes[1]!] });
    renderPage(Page);
    expect((await screen.findAllByTestId(rowId)).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId(`${prefix}-edit`).length).toBeGreaterThan(0);
    expect(screen.queryByTestId(`${prefix}-create`)).toBeNull();
    expect(screen.queryByTestId(`${prefix}-delete`)).toBeNull();
  });
});

describe('role list paging', { timeout: 60_000 }, () => {
  it('steps back a page when deleting the only row of the last page', async () => {
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        roleId: from + i,
        roleName: `角色${from + i}`,
        remark: null,
        createTime: '2026-01-01 00:00:00',
        updateTime: '2026-01-01 00:00:00',
      }));
    let deleted = false;
    const pageRequests: string[] = [];
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'DELETE') {
        deleted = true;
        return envelope(null);
      }
      if (url.includes('/role/page')) {
        pageRequests.push(url);
        const second = url.includes('pageNum=2');
        if (second) return envelope({ pages: deleted ? 1 : 2, total: deleted ? 10 : 11, list: deleted ? [] : rows(100, 1) });
        return envelope({ pages: deleted ? 1 : 2, total: deleted ? 10 : 11, list: rows(1, 10) });
      }
      return envelope(null);
    });
    useSessionStore.setState({ isAdmin: true, permissions: [''] });
    renderPage(RolePage);
    expect(await screen.findAllByTestId('role-row')).toHaveLength(10);
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await screen.findByText('角色100');
    fireEvent.click(screen.getByTestId('role-delete'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*认|确\s*定/ }));
    await waitFor(() => expect(deleted).toBe(true));
    await screen.findByText('角色1');
    expect(pageRequests.at(-1)).toContain('pageNum=1');
    expect(screen.getAllByTestId('role-row')).toHaveLength(10);
  });
});
