import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import {
  api,
  unversioned,
  call,
  confirmButton,
  dialogOf,
  leaveUnsaved,
  pickInTree,
  pagerPage,
  currentPage,
  pickOption,
  signIn,
  tokenOf,
  unique,
  expectToastFrom,
} from './kit';

async function open(page: Page, request: APIRequestContext, who: string, path: string) {
  await signIn(page, request, who);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
  await expect(page.locator('.ant-card, .ui-card').first()).toBeVisible();
}

interface RoleVO {
  roleId: number;
  roleName: string;
}
interface RoleDetail extends RoleVO {
  menuIds: number[];
  menuPermissionIds: number[];
  version: number;
}

const roleRow = (page: Page, name: string) => page.getByTestId('role-row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const treeNode = (dialog: Locator, title: string) =>
  dialog.locator('.ant-tree-treenode').filter({ has: dialog.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) });

test.describe('roles', () => {
  test('shop admin creates a role through the permission tree, edits and deletes it', async ({ page, request }) => {
    await open(page, request, 'shop_admin', '/rbac/role');
    const token = await tokenOf(page);
    const name = `仓管${unique()}`;

    await page.getByTestId('role-create').click();
    const dialog = dialogOf(page, 'role-form');
    await confirmButton(dialog).click();
    await expect(dialog.getByText('角色名称不能为空')).toBeVisible();

    await dialog.getByTestId('role-name').fill(name);
    await dialog.getByTestId('role-remark').fill('负责热搜');
    // Checking a menu checks its permissions; its directory becomes half-checked and is sent too.
    await treeNode(dialog, '热搜管理').locator('.ant-tree-checkbox').click();
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(roleRow(page, name)).toContainText('负责热搜');

    const roles = await api<RoleVO[]>(request, token, 'GET', '/mall_rbac/role/list');
    const created = roles.find((r) => r.roleName === name)!;
    const detail = await api<RoleDetail>(request, token, 'GET', `/mall_rbac/role?roleId=${created.roleId}`);
    expect(detail.menuIds.sort()).toEqual([145, 258]);
    const hotSearchCodes = await api<{ menuId: number; menuPermissions: { menuPermissionId: number }[] }[]>(
      request,
      token,
      'GET',
      '/mall_rbac/menu/list_with_permissions',
    );
    const expected = hotSearchCodes.find((m) => m.menuId === 258)!.menuPermissions.map((p) => p.menuPermissionId);
    expect(detail.menuPermissionIds.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));

    // Edit: the stored grants come back checked; untick one permission and rename.
    await roleRow(page, name).getByTestId('role-edit').click();
    const edit = dialogOf(page, 'role-form');
    await expect(edit.getByTestId('role-name')).toHaveValue(name);
    await expect(treeNode(edit, '热搜删除').locator('.ant-tree-checkbox-checked')).toBeVisible();
    await treeNode(edit, '热搜删除').locator('.ant-tree-checkbox').click();
    await edit.getByTestId('role-name').fill(`${name}改`);
    await expectToastFrom(page, '操作成功', () => confirmButton(edit).click());
    await expect(roleRow(page, `${name}改`)).toBeVisible();
    const edited = await api<RoleDetail>(request, token, 'GET', `/mall_rbac/role?roleId=${created.roleId}`);
    expect(edited.menuIds.sort()).toEqual([145, 258]);
    expect(edited.menuPermissionIds).toHaveLength(expected.length - 1);

    await roleRow(page, `${name}改`).getByTestId('role-delete').click();
    await expectToastFrom(page, '操作成功', () => confirmButton(page.locator('.ui-confirm')).click());
    await expect(roleRow(page, `${name}改`)).toHaveCount(0);
  });

  test('pages ten at a time', async ({ page, request }) => {
    await open(page, request, 'care_admin', '/rbac/role');
    const token = await tokenOf(page);
    const prefix = `页${unique()}-`;
    for (let i = 1; i <= 11; i++)
      await api(request, token, 'POST', '/mall_rbac/role', { roleName: `${prefix}${i}`, menuIds: [], menuPermissionIds: [] });
    await page.reload();
    // Newest first: page 1 holds the 11th to the 2nd; the 1st and the seeded role are on page 2.
    await expect(roleRow(page, `${prefix}11`)).toBeVisible();
    await expect(page.getByTestId('role-row')).toHaveCount(10);
    await expect(roleRow(page, `${prefix}1`)).toHaveCount(0);
    await pagerPage(page, 2).click();
    await expect(roleRow(page, `${prefix}1`)).toBeVisible();
    await expect(roleRow(page, '客服')).toBeVisible();
    await expect(page.getByTestId('role-row')).toHaveCount(2);
  });

  test('staff whose role gains the role menu see it at next load, without buttons, and are refused direct calls', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await browser.newPage();
    await open(admin, request, 'shop_admin', '/rbac/role');
    const adminToken = await tokenOf(admin);
    const staffRole = (await api<RoleVO[]>(request, adminToken, 'GET', '/mall_rbac/role/list')).find((r) => r.roleName === '店员')!;
    const before = unversioned(await api<RoleDetail>(request, adminToken, 'GET', `/mall_rbac/role?roleId=${staffRole.roleId}`));
    // Grant the permission directory and the role menu, but none of the role permission codes.
    await api(request, adminToken, 'PUT', '/mall_rbac/role', { ...before, menuIds: [...before.menuIds, 111, 134] });
    try {
      await signIn(page, request, 'shop_staff');
      await expect(page).not.toHaveURL(/\/login/);
      await page.getByTestId('sidebar').getByRole('button', { name: '权限管理' }).click();
      await expect(page.getByTestId('sidebar').getByRole('link', { name: '角色管理' })).toBeVisible();
      await page.goto('/rbac/role');
      await expect(page.getByTestId('role-row').first()).toBeVisible();
      await expect(page.getByTestId('role-create')).toHaveCount(0);
      await expect(page.getByTestId('role-edit')).toHaveCount(0);
      await expect(page.getByTestId('role-delete')).toHaveCount(0);

      const staffToken = await tokenOf(page);
      const refused = await call(request, staffToken, 'POST', '/mall_rbac/role', { roleName: '越权', menuIds: [], menuPermissionIds: [] });
      expect(refused.code).toBe('A00006');
      const refusedDelete = await call(request, staffToken, 'DELETE', `/mall_rbac/role?roleId=${staffRole.roleId}`);
      expect(refusedDelete.code).toBe('A00006');
      const names = (await api<RoleVO[]>(request, adminToken, 'GET', '/mall_rbac/role/list')).map((r) => r.roleName);
      expect(names).not.toContain('越权');
      expect(names).toContain('店员');
    } finally {
      await api(request, adminToken, 'PUT', '/mall_rbac/role', before);
      await admin.close();
    }
  });

  test('platform roles hold platform menus only', async ({ page, request }) => {
    await open(page, request, 'platform', '/platform/role');
    await page.getByTestId('role-create').click();
    const dialog = dialogOf(page, 'role-form');
    await expect(treeNode(dialog, '菜单管理')).toBeVisible();
    await expect(treeNode(dialog, '热搜管理')).toHaveCount(0);
    const name = `平台角色${unique()}`;
    await dialog.getByTestId('role-name').fill(name);
    await treeNode(dialog, '地址管理').locator('.ant-tree-checkbox').click();
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(roleRow(page, name)).toBeVisible();
  });
});

const menuRow = (page: Page, title: string) => page.locator(`[data-testid="menu-row"][data-title="${title}"]`);

test.describe('menus', () => {
  test('create a directory and a menu with an icon, edit, refuse deleting a parent, delete', async ({ page, request }) => {
    await open(page, request, 'platform', '/platform/menu');
    await expect(menuRow(page, '热搜管理')).toBeVisible();
    const dir = `目录${unique()}`;

    await page.getByTestId('menu-create').click();
    const dialog = dialogOf(page, 'menu-form');
    await confirmButton(dialog).click();
    await expect(dialog.getByText('菜单名称不能为空')).toBeVisible();
    await expect(dialog.getByText('菜单URL不能为空')).toBeVisible();
    await expect(dialog.getByText('组件路径不能为空')).toBeVisible();
    await dialog.getByText('目录', { exact: true }).click();
    await expect(dialog.getByTestId('menu-component')).toHaveCount(0);
    await dialog.getByTestId('menu-title').fill(dir);
    await dialog.getByTestId('menu-path').fill(`/dir${unique()}`);
    await dialog.getByTestId('menu-icon').click();
    await page.keyboard.type('TeamOut');
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('menu-icon')).toContainText('TeamOutlined');
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(menuRow(page, dir)).toContainText('目录');
    await expect(menuRow(page, dir).locator('.anticon-team')).toBeVisible();

    // A page menu under the new directory.
    const child = `页面${unique()}`;
    await page.getByTestId('menu-create').click();
    const second = dialogOf(page, 'menu-form');
    await second.getByTestId('menu-title').fill(child);
    await pickInTree(page, second.getByTestId('menu-parent'), dir);
    await second.getByTestId('menu-path').fill('child');
    await second.getByTestId('menu-component').fill('product/list');
    await second.getByTestId('menu-seq').fill('3');
    await expectToastFrom(page, '操作成功', () => confirmButton(second).click());
    await expect(menuRow(page, child)).toContainText('product/list');

    await menuRow(page, child).getByTestId('menu-edit').click();
    const edit = dialogOf(page, 'menu-form');
    await expect(edit.getByTestId('menu-title')).toHaveValue(child);
    await edit.getByTestId('menu-title').fill(`${child}改`);
    await expectToastFrom(page, '操作成功', () => confirmButton(edit).click());
    await expect(menuRow(page, `${child}改`)).toBeVisible();

    await menuRow(page, dir).getByTestId('menu-delete').click();
    await expectToastFrom(page, '该菜单下还有子菜单，请先删除子菜单', () => confirmButton(page.locator('.ui-confirm')).click());
    await page
      .locator('.ui-confirm')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(menuRow(page, dir)).toBeVisible();

    await menuRow(page, `${child}改`).getByTestId('menu-delete').click();
    await expectToastFrom(page, '操作成功', () => confirmButton(page.locator('.ui-confirm')).click());
    await expect(menuRow(page, `${child}改`)).toHaveCount(0);

    // Without its child the directory can go.
    await menuRow(page, dir).getByTestId('menu-delete').click();
    await expectToastFrom(page, '操作成功', () => confirmButton(page.locator('.ui-confirm')).click());
    await expect(menuRow(page, dir)).toHaveCount(0);
  });

  test('a menu used by a role cannot be deleted', async ({ page, request }) => {
    await open(page, request, 'platform', '/platform/menu');
    await menuRow(page, '热搜管理').getByTestId('menu-delete').click();
    await expectToastFrom(page, '该菜单已被角色或权限使用，不能删除', () => confirmButton(page.locator('.ui-confirm')).click());
    await expect(menuRow(page, '热搜管理')).toBeVisible();
  });
});

const permissionRow = (page: Page, code: string) => page.getByTestId('permission-row').filter({ hasText: code });

test.describe('menu permissions', () => {
  test('create with every required message, edit, delete and page', async ({ page, request }) => {
    await open(page, request, 'platform', '/platform/menu_permission');
    await expect(page.getByTestId('permission-row')).toHaveCount(10);
    const code = `multishop:test${unique()}:export`;

    await page.getByTestId('permission-create').click();
    const dialog = dialogOf(page, 'permission-form');
    await confirmButton(dialog).click();
    for (const text of ['权限名称不能为空', '所属菜单不能为空', '请求方法不能为空', '资源路径不能为空', '权限标识不能为空']) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await dialog.getByTestId('permission-name').fill('热搜导出');
    await pickInTree(page, dialog.getByTestId('permission-menu'), '热搜管理');
    await pickOption(page, dialog.getByTestId('permission-method'), 'GET');
    await dialog.getByTestId('permission-uri').fill('/mall_multishop/admin/hot_search/export');
    await dialog.getByTestId('permission-code').fill(code);
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(permissionRow(page, code)).toContainText('热搜管理');
    await expect(permissionRow(page, code)).toContainText('GET');

    // A duplicate tag is refused by the server.
    await page.getByTestId('permission-create').click();
    const dup = dialogOf(page, 'permission-form');
    await dup.getByTestId('permission-name').fill('重复');
    await pickInTree(page, dup.getByTestId('permission-menu'), '热搜管理');
    await pickOption(page, dup.getByTestId('permission-method'), 'POST');
    await dup.getByTestId('permission-uri').fill('/x');
    await dup.getByTestId('permission-code').fill(code);
    await expectToastFrom(page, '权限编码已存在，请勿重复添加', () => confirmButton(dup).click());
    await dup.getByRole('button', { name: /取\s*消/ }).click();
    await leaveUnsaved(page);

    await permissionRow(page, code).getByTestId('permission-edit').click();
    const edit = dialogOf(page, 'permission-form');
    await expect(edit.getByTestId('permission-code')).toHaveValue(code);
    await edit.getByTestId('permission-name').fill('热搜导出改');
    await expectToastFrom(page, '操作成功', () => confirmButton(edit).click());
    await expect(permissionRow(page, code)).toContainText('热搜导出改');

    await permissionRow(page, code).getByTestId('permission-delete').click();
    await expectToastFrom(page, '操作成功', () => confirmButton(page.locator('.ui-confirm')).click());
    await expect(permissionRow(page, code)).toHaveCount(0);

    await pagerPage(page, 2).click();
    await expect(currentPage(page)).toHaveText('2');
    await expect(page.getByTestId('permission-row').first()).toBeVisible();
  });

  test('shop users cannot change menus or permissions, even called directly', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).not.toHaveURL(/\/login/);
    const token = await tokenOf(page);
    const menu = await call(request, token, 'POST', '/mall_rbac/menu', { title: 'x', path: '/x', component: 'Layout', parentId: 0 });
    expect(menu).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
    const permission = await call(request, token, 'POST', '/mall_rbac/menu_permission', {
      name: 'x',
      menuId: 258,
      method: 1,
      uri: '/x',
      permission: 'x:y',
    });
    expect(permission).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
    // The platform screens are not routes of a shop.
    await page.goto('/platform/menu');
    await expect(page.getByTestId('menu-create')).toHaveCount(0);
  });
});
