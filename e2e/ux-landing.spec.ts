// Where each user lands and what it may open: the first granted screen, 401 and 404 inside the layout,
// guarded fixed pages, another shop's product, and role changes followed without signing out.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import { api, confirmButton, dialogOf, PASSWORD, Shell, signIn, signInWithCaptcha, tokenFor, tokenOf, unique, expectToastFrom } from './kit';
import { withStaffGrants } from './ux-helpers';

const ORDER_MENUS = [147, 148];
const HOT_SEARCH_MENUS = [145, 258];
const PRODUCT_LIST_MENUS = [141, 152];

async function expectInsideLayout(page: Page) {
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('navbar-user')).toBeVisible();
}

test('the platform administrator lands on its first screen and a 404 keeps the layout and log-out', async ({ page, request }) => {
  await signInWithCaptcha(page, request, 'platform');
  await expect(page).toHaveURL(/\/platform\/role$/);
  await expect(page.getByTestId('role-create')).toBeVisible();

  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('page-404')).toBeVisible();
  await expectInsideLayout(page);
  await page.getByTestId('page-404').getByRole('link').click();
  await expect(page).toHaveURL(/\/platform\/role$/);

  await page.goto('/product/prod_info');
  await expect(page).not.toHaveURL(/prod_info/);
  await expect(page.getByTestId('prod-info-submit')).toHaveCount(0);
  await new Shell(page).logOut();
});

test('staff without the order menu land on the first screen their menus grant', async ({ page, request, browser }) => {
  const adminToken = await tokenFor(browser, request, 'shop_admin');
  await withStaffGrants(request, adminToken, { menuIds: HOT_SEARCH_MENUS }, async () => {
    await signInWithCaptcha(page, request, 'shop_staff');
    await expect(page).toHaveURL(/\/multishop\/hot-search$/);
    await expect(page.getByTestId('sidebar')).toContainText('热搜管理');
    await page.goto('/order/order');
    await expect(page).toHaveURL(/\/401$/);
    await expectInsideLayout(page);
    await page.getByTestId('page-401').getByRole('link').click();
    await expect(page).toHaveURL(/\/multishop\/hot-search$/);
  });
});

test('a screen the user lacks shows the 401 page inside the layout, the publish form included', async ({ page, request }) => {
  await signIn(page, request, 'shop_staff');
  await expect(page).toHaveURL(/\/order\/order/);
  for (const path of ['/product/prod_info', '/product/list', '/rbac/role']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByTestId('page-401')).toBeVisible();
    await expect(page.getByTestId('prod-info-submit')).toHaveCount(0);
    await expectInsideLayout(page);
  }
  await new Shell(page).logOut();
});

test("deleting a staff member's only role says who holds it; they then sign in to a 401 page with log-out, never a loop", async ({
  page,
  request,
  browser,
}) => {
  const admin = await browser.newPage();
  await signIn(admin, request, 'shop_admin');
  await expect(admin).not.toHaveURL(/\/login/);
  const adminToken = await tokenOf(admin);
  const roleName = `唯一角色${unique()}`;
  await api(request, adminToken, 'POST', '/mall_rbac/role', { roleName, menuIds: HOT_SEARCH_MENUS, menuPermissionIds: [] });
  const role = (await api<{ roleId: number; roleName: string }[]>(request, adminToken, 'GET', '/mall_rbac/role/list')).find(
    (r) => r.roleName === roleName,
  )!;
  const nickName = `唯一角色员工${unique()}`;
  await api(request, adminToken, 'POST', '/mall_multishop/m/shop_user', { nickName, avatar: '/demo/avatars/2.svg', roleIds: [role.roleId] });
  const { list } = await api<{ list: { shopUserId: number }[] }>(
    request,
    adminToken,
    'GET',
    `/mall_multishop/m/shop_user/page?pageNum=1&pageSize=1&nickName=${encodeURIComponent(nickName)}`,
  );
  const username = `only${unique()}`;
  await api(request, adminToken, 'POST', '/mall_multishop/shop_user/account', {
    userId: list[0]!.shopUserId,
    username,
    password: PASSWORD,
    status: 1,
  });

  await admin.goto('/rbac/role');
  const row = admin.getByTestId('role-row').filter({ has: admin.getByRole('cell', { name: roleName, exact: true }) });
  await row.getByTestId('role-delete').click();
  const confirm = admin.locator('.ui-confirm');
  await expect(confirm).toContainText('该角色正被 1 名员工持有，删除后他们将失去该角色的权限。');
  await expectToastFrom(admin, '操作成功', () => confirmButton(confirm).click());
  await admin.close();

  await signInWithCaptcha(page, request, username);
  await expect(page).toHaveURL(/\/401$/);
  const denied = page.getByTestId('page-401');
  await expect(denied).toContainText('抱歉，您没有访问权限！');
  await expect(denied).toContainText('您的账号还没有可以进入的页面');
  await expect(denied.getByRole('link')).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/401$/);
  await denied.getByTestId('page-401-logout').click();
  await expect(page).toHaveURL(/\/login/);
});

test("another shop's product opens as not found, not as an empty edit form", async ({ page, request, browser }) => {
  const careToken = await tokenFor(browser, request, 'care_admin');
  const { list } = await api<{ list: { spuId: number }[] }>(request, careToken, 'GET', '/mall_search/m/search/page?pageNum=1&pageSize=1');
  const foreign = list[0]!.spuId;
  await signIn(page, request, 'shop_admin');
  await expect(page).toHaveURL(/\/order\/order/);
  for (const query of [`spuId=${foreign}`, 'spuId=abc']) {
    await page.goto(`/product/prod_info?${query}`);
    await expect(page.getByTestId('prod-info-not-found')).toBeVisible();
    await expect(page.getByTestId('prod-info-submit')).toHaveCount(0);
    await expect(page.getByTestId('prod-info-title')).toHaveCount(0);
  }
});

test("a role's new menus and buttons reach its signed-in holder on the next navigation", async ({ page, request, browser }) => {
  const adminToken = await tokenFor(browser, request, 'shop_admin');
  const permissions = await api<{ menuId: number; menuPermissions: { menuPermissionId: number; permission: string }[] }[]>(
    request,
    adminToken,
    'GET',
    '/mall_rbac/menu/list_with_permissions',
  );
  const hotSearchSave = permissions.find((m) => m.menuId === 258)!.menuPermissions.find((p) => p.permission === 'multishop:hotSearch:save')!;
  await withStaffGrants(request, adminToken, { menuIds: [...ORDER_MENUS, ...HOT_SEARCH_MENUS] }, async (set) => {
    await signIn(page, request, 'shop_staff');
    await expect(page).toHaveURL(/\/order\/order/);
    const shell = new Shell(page);
    await shell.openMenu('店铺管理', '热搜管理');
    await expect(page.getByTestId('hot-search-row').first()).toBeVisible();
    await expect(page.getByTestId('hot-search-create')).toHaveCount(0);
    await expect(shell.sidebar).not.toContainText('商品管理');

    await set({ menuIds: [...ORDER_MENUS, ...HOT_SEARCH_MENUS, ...PRODUCT_LIST_MENUS], menuPermissionIds: [hotSearchSave.menuPermissionId] });
    await shell.sidebar.getByText('订单管理', { exact: true }).last().click();
    await expect(page).toHaveURL(/\/order\/order/);
    await expect(shell.sidebar).toContainText('商品管理');
    await shell.tag('/multishop/hot-search').click();
    await expect(page.getByTestId('hot-search-create')).toBeVisible();
  });
});

const treeNode = (dialog: Locator, title: string) =>
  dialog.locator('.ant-tree-treenode').filter({ has: dialog.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) });

test('a role can hold a menu alone, to view it, without any of its buttons', async ({ page, request }) => {
  await signIn(page, request, 'shop_admin');
  await expect(page).toHaveURL(/\/order\/order/);
  const token = await tokenOf(page);
  await page.goto('/rbac/role');
  const name = `只读${unique()}`;
  await page.getByTestId('role-create').click();
  const dialog = dialogOf(page, 'role-form');
  await dialog.getByTestId('role-name').fill(name);
  await treeNode(dialog, '热搜管理').locator('.ant-tree-checkbox').click();
  for (const button of ['热搜新增', '热搜修改', '热搜删除']) await treeNode(dialog, button).locator('.ant-tree-checkbox').click();
  await expect(treeNode(dialog, '热搜管理').locator('.ant-tree-checkbox-indeterminate')).toBeVisible();
  await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());

  const roles = await api<{ roleId: number; roleName: string }[]>(request, token, 'GET', '/mall_rbac/role/list');
  const roleId = roles.find((r) => r.roleName === name)!.roleId;
  const detail = await api<{ menuIds: number[]; menuPermissionIds: number[] }>(request, token, 'GET', `/mall_rbac/role?roleId=${roleId}`);
  expect(detail.menuIds.sort()).toEqual(HOT_SEARCH_MENUS);
  expect(detail.menuPermissionIds).toEqual([]);
  await api(request, token, 'DELETE', `/mall_rbac/role?roleId=${roleId}`);
});
