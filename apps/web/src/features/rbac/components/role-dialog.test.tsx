import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_PATHS, PERMISSION_TREE_OFFSET, ROLE_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen, type FakeApi } from '../../../test';
import { RoleDialog } from './role-dialog';

const MENUS = [
  { menuId: 145, parentId: 0, title: '店铺管理', menuPermissions: [] },
  {
    menuId: 258,
    parentId: 145,
    title: '热搜管理',
    menuPermissions: [
      { menuPermissionId: 1, menuId: 258, name: '热搜新增', permission: 'multishop:hotSearch:save' },
      { menuPermissionId: 3, menuId: 258, name: '热搜删除', permission: 'multishop:hotSearch:delete' },
    ],
  },
  { menuId: 146, parentId: 145, title: '轮播图管理', menuPermissions: [] },
];

let api: FakeApi;
/** Every write the dialog made. */
const writes = () =>
  api.calls
    .filter((c) => c.method !== 'GET')
    .map((c) => ({ method: c.method, body: c.body as { roleName: string; menuIds: number[]; menuPermissionIds: number[] } }));

beforeAll(async () => {
  await setLanguage('zh_CN');
  // jsdom has no ResizeObserver; the tree only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  api = fakeApi({
    [`GET ${MENU_PATHS.full.withPermissions}`]: MENUS,
    [`GET ${ROLE_PATHS.full.one}`]: { roleId: 9, roleName: '店员', remark: null, menuIds: [145, 258], menuPermissionIds: [1] },
  });
});

afterEach(() => vi.restoreAllMocks());

const renderDialog = (roleId: number) => renderScreen(<RoleDialog roleId={roleId} onClose={() => {}} />);

const checkbox = (title: string) =>
  screen.getByText(title, { selector: '.ant-tree-title' }).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('role dialog', { timeout: 60_000 }, () => {
  it('sends the checked menu with its permissions and the half-checked directory', async () => {
    renderDialog(0);
    await screen.findByText('热搜管理', { selector: '.ant-tree-title' });
    fireEvent.change(screen.getByTestId('role-name'), { target: { value: '热搜专员' } });
    fireEvent.click(checkbox('热搜管理'));
    fireEvent.click(within(document.querySelector('.ant-modal')! as HTMLElement).getByRole('button', { name: /确\s*定|确\s*认/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.method).toBe('POST');
    expect(sorted(writes()[0]!.body.menuIds)).toEqual([145, 258]);
    expect(sorted(writes()[0]!.body.menuPermissionIds)).toEqual([1, 3]);
  });

  it("a permission's name ticks and unticks it, as its box does", async () => {
    renderDialog(0);
    const name = await screen.findByText('热搜管理', { selector: '.ant-tree-title' });
    fireEvent.click(name);
    expect(checkbox('热搜管理').classList.contains('ant-tree-checkbox-checked')).toBe(true);
    fireEvent.click(name);
    expect(checkbox('热搜管理').classList.contains('ant-tree-checkbox-checked')).toBe(false);
  });

  it('shows a stored role with only its granted leaves checked and sends it back unchanged', async () => {
    renderDialog(9);
    await waitFor(() => expect(screen.getByTestId('role-name')).toHaveProperty('value', '店员'));
    await waitFor(() => expect(checkbox('热搜新增').classList.contains('ant-tree-checkbox-checked')).toBe(true));
    expect(checkbox('热搜删除').classList.contains('ant-tree-checkbox-checked')).toBe(false);
    expect(checkbox('轮播图管理').classList.contains('ant-tree-checkbox-checked')).toBe(false);
    fireEvent.click(within(document.querySelector('.ant-modal')! as HTMLElement).getByRole('button', { name: /确\s*定|确\s*认/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.method).toBe('PUT');
    expect(sorted(writes()[0]!.body.menuIds)).toEqual([145, 258]);
    expect(writes()[0]!.body.menuPermissionIds).toEqual([1]);
    expect(PERMISSION_TREE_OFFSET).toBe(5498415864);
  });

  it("says each item's level and place among its siblings, and names each view leaf with its menu", async () => {
    renderDialog(0);
    await screen.findByText('热搜管理', { selector: '.ant-tree-title' });
    const item = (name: string) => screen.getByRole('treeitem', { name });
    expect(item('店铺管理')).toHaveAttribute('aria-level', '1');
    expect(item('热搜管理')).toHaveAttribute('aria-level', '2');
    expect(item('热搜管理')).toHaveAttribute('aria-posinset', '1');
    expect(item('轮播图管理')).toHaveAttribute('aria-posinset', '2');
    expect(item('轮播图管理')).toHaveAttribute('aria-setsize', '2');
    expect(item('热搜新增')).toHaveAttribute('aria-level', '3');
    expect(item('热搜新增')).toHaveAttribute('aria-posinset', '2');
    expect(screen.getByRole('checkbox', { name: '热搜管理 查看（仅菜单）' })).toBeInTheDocument();
  });

  it('requires a role name', async () => {
    renderDialog(0);
    await screen.findByText('热搜管理', { selector: '.ant-tree-title' });
    fireEvent.click(within(document.querySelector('.ant-modal')! as HTMLElement).getByRole('button', { name: /确\s*定|确\s*认/ }));
    expect(await screen.findByText('角色名称不能为空')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });
});
