import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import {
  api,
  confirmButton,
  currentPage,
  dialogOf as dialogWith,
  pagerPage,
  signIn,
  expectToastFrom,
  tokenOf,
  unique,
  uploadPicture,
  withStaffMenus,
} from './kit';

const SHOP_USERS = '/rbac/shop_user';

const rowNamed = (page: Page, name: string) => page.locator(`[data-testid="shop-user-row"][data-name="${name}"]`);

async function openShopUsers(page: Page, request: APIRequestContext, who = 'shop_admin') {
  await signIn(page, request, who);
  await expect(page).toHaveURL(/\/order\/order/);
  await page.goto(SHOP_USERS);
  await expect(page.locator('.ui-table')).toBeVisible();
}

async function searchNickname(page: Page, text: string) {
  await page.getByTestId('shop-user-filter-nickname').fill(text);
  await page.getByTestId('shop-user-search').click();
}

/** A staff member with the demo staff role (店员) and no account, made through the API; its id. */
async function staffMember(request: APIRequestContext, token: string, nickName: string): Promise<number> {
  const roles = await api<{ roleId: number; roleName: string }[]>(request, token, 'GET', '/mall_rbac/role/list');
  const roleIds = [roles.find((r) => r.roleName === '店员')!.roleId];
  await api(request, token, 'POST', '/mall_multishop/m/shop_user', { nickName, avatar: '/demo/avatars/1.svg', roleIds });
  const { list } = await api<{ list: { shopUserId: number }[] }>(
    request,
    token,
    'GET',
    `/mall_multishop/m/shop_user/page?pageNum=1&pageSize=10&nickName=${encodeURIComponent(nickName)}`,
  );
  expect(list).toHaveLength(1);
  return list[0]!.shopUserId;
}

/** A second signed-in window as the shop administrator. */
async function adminWindow(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openShopUsers(page, request);
  return { page, close: () => context.close() };
}

test.describe('shop staff', () => {
  test('creates a staff member with a role (the form says what is missing or wrong first), then edits it', async ({ page, request }) => {
    const u = unique();
    const nickName = `护工${u}`;
    await openShopUsers(page, request);
    const picture = `头像${u}.png`;
    await uploadPicture(request, await tokenOf(page), picture);

    await page.getByTestId('shop-user-create').click();
    const dialog = dialogWith(page, 'shop-user-form');
    await confirmButton(dialog).click();
    await expect(dialog.getByText('昵称不能为空')).toBeVisible();
    await expect(dialog.getByText('头像不能为空')).toBeVisible();

    await dialog.getByTestId('shop-user-nickname').fill(nickName);
    await dialog.getByTestId('shop-user-code').fill('N01');
    await dialog.getByTestId('shop-user-phone').fill('123');
    await confirmButton(dialog).click();
    await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
    await dialog.getByTestId('shop-user-phone').fill('13912345678');

    await dialog.getByTestId('image-upload-add').click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-search').fill(picture);
    await manager.getByTestId('pm-search-button').click();
    await manager.locator(`[data-testid="pm-tile"][data-name="${picture}"]`).getByTestId('pm-tile-pick').click();
    await manager.getByTestId('pm-confirm').click();
    await expect(dialog.getByTestId('image-tile')).toBeVisible();
    await expect(dialog.getByText('头像不能为空')).toHaveCount(0);

    await dialog.getByTestId('shop-user-roles').click();
    await page.locator('.ant-select-dropdown').getByText('店员', { exact: true }).click();
    await dialog.locator('.ant-modal-title').click();
    await expect(dialog.getByTestId('shop-user-roles')).toContainText('店员');
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    const row = rowNamed(page, nickName);
    await expect(row).toContainText('13912345678');
    await expect(row).toContainText('N01');
    await expect(row).toContainText('未设置');
    await expect(row.locator('img')).toBeVisible();

    await row.getByTestId('shop-user-edit').click();
    await expect(dialog.getByTestId('shop-user-nickname')).toHaveValue(nickName);
    await expect(dialog.getByTestId('shop-user-roles')).toContainText('店员');
    await dialog.getByTestId('shop-user-code').fill('N02');
    await confirmButton(dialog).click();
    await expect(row).toContainText('N02');
  });

  test("sets a staff member's account (its rules, a taken username), signs in as it and sees only its role's menus", async ({ page, request }) => {
    const u = unique();
    const username = `nurse${u}`;
    const password = `pw_${u}`;
    const nickName = `护工${u}`;
    await openShopUsers(page, request);
    await staffMember(request, await tokenOf(page), nickName);
    await searchNickname(page, nickName);
    const row = rowNamed(page, nickName);
    await expect(row).toContainText('未设置');

    // Set the account: the spec's messages first, then a taken username, then a good one.
    await row.getByTestId('shop-user-set-account').click();
    const account = dialogWith(page, 'account-form');
    await expect(account.locator('.ant-modal-title')).toHaveText('设置账号');
    await confirmButton(account).click();
    await expect(account.getByText('请输入用户名')).toBeVisible();
    await expect(account.getByText('请输入密码')).toBeVisible();
    await account.getByTestId('account-username').fill('1234');
    await account.getByTestId('account-password').fill('5678');
    await expect(account.getByText('用户名不能为纯数字且由数字字母下划线 4-16位组成')).toBeVisible();
    await expect(account.getByText('密码不能为纯数字且由数字字母下划线 4-16位组成')).toBeVisible();
    await account.getByTestId('account-username').fill('shop_staff');
    await account.getByTestId('account-password').fill(password);
    await expectToastFrom(page, '用户名已存在，请更换用户名再次尝试', () => confirmButton(account).click());
    await account.getByTestId('account-username').fill(username);
    await expectToastFrom(page, '操作成功', () => confirmButton(account).click());
    await expect(row).toContainText('已设置');
    await expect(row.getByTestId('shop-user-modify-account')).toBeVisible();
    await expect(row.getByTestId('shop-user-set-account')).toHaveCount(0);

    // The new account signs in and sees only its role's menus.
    await page.getByTestId('navbar-user').click();
    await page.getByTestId('navbar-logout').click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, request, username, password);
    await expect(page).toHaveURL(/\/order\/order/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toContainText('订单管理');
    await expect(sidebar).toContainText('店铺管理');
    await expect(sidebar).not.toContainText('权限管理');
    await expect(sidebar).not.toContainText('商品管理');
  });

  test('the administrator disables an account: its live session ends and it can no longer sign in', async ({ page, request, browser }) => {
    const u = unique();
    const nickName = `护工${u}`;
    const username = `nurse${u}`;
    const password = `pw_${u}`;
    const admin = await adminWindow(browser, request);
    try {
      const token = await tokenOf(admin.page);
      const userId = await staffMember(request, token, nickName);
      await api(request, token, 'POST', '/mall_multishop/shop_user/account', { userId, username, password, status: 1 });
      await signIn(page, request, username, password);
      await expect(page).toHaveURL(/\/order\/order/);

      await searchNickname(admin.page, nickName);
      await rowNamed(admin.page, nickName).getByTestId('shop-user-modify-account').click();
      const modify = dialogWith(admin.page, 'account-form');
      await expect(modify.locator('.ant-modal-title')).toHaveText('修改账号');
      await expect(modify.getByTestId('account-username')).toHaveValue(username);
      await expect(modify.getByTestId('account-password')).toHaveValue('');
      await expect(modify.getByTestId('account-status')).toHaveAttribute('aria-checked', 'true');
      await modify.getByTestId('account-status').click();
      await expectToastFrom(admin.page, '操作成功', () => confirmButton(modify).click());
    } finally {
      await admin.close();
    }
    await page.goto('/order/order');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, request, username, password);
    await expect(page.getByText('用户已禁用，请联系客服')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('searches by nickname, pages ten at a time and deletes after confirming', async ({ page, request }) => {
    await openShopUsers(page, request);
    const token = await tokenOf(page);
    const prefix = `翻页${unique()}-`;
    for (let i = 1; i <= 11; i++) {
      await api(request, token, 'POST', '/mall_multishop/m/shop_user', { nickName: `${prefix}${i}`, avatar: '/demo/avatars/1.svg', roleIds: [] });
    }
    await searchNickname(page, prefix);
    await expect(page.getByText('共 11 条')).toBeVisible();
    await expect(page.getByTestId('shop-user-row')).toHaveCount(10);
    await expect(rowNamed(page, `${prefix}11`)).toBeVisible();
    await expect(rowNamed(page, `${prefix}1`)).toHaveCount(0);
    await pagerPage(page, 2).click();
    await expect(rowNamed(page, `${prefix}1`)).toBeVisible();
    await expect(page.getByTestId('shop-user-row')).toHaveCount(1);

    await rowNamed(page, `${prefix}1`).getByTestId('shop-user-delete').click();
    await expect(page.getByText('确定进行删除操作?')).toBeVisible();
    await expectToastFrom(page, '操作成功', () =>
      page
        .locator('.ui-confirm')
        .getByRole('button', { name: /确\s*认/ })
        .click(),
    );
    await expect(page.getByText('共 10 条')).toBeVisible();
    await expect(rowNamed(page, `${prefix}1`)).toHaveCount(0);
    // The emptied second page is gone: the list is back on the first.
    await expect(currentPage(page)).toHaveText('1');
    await expect(page.getByTestId('shop-user-row')).toHaveCount(10);

    // The administrator's own row offers no delete.
    await searchNickname(page, '乐享店长');
    await expect(rowNamed(page, '乐享店长')).toBeVisible();
    await expect(rowNamed(page, '乐享店长').getByTestId('shop-user-delete')).toHaveCount(0);
  });

  test('staff without the staff permissions see the list but no buttons', async ({ page, request, browser }) => {
    const admin = await adminWindow(browser, request);
    try {
      await withStaffMenus(request, await tokenOf(admin.page), [111, 112], async () => {
        await openShopUsers(page, request, 'shop_staff');
        await expect(page.getByTestId('sidebar')).toContainText('用户管理');
        await expect(page.getByTestId('shop-user-row').first()).toBeVisible();
        await searchNickname(page, '乐享店员');
        await expect(rowNamed(page, '乐享店员')).toBeVisible();
        for (const id of ['shop-user-create', 'shop-user-edit', 'shop-user-delete', 'shop-user-set-account', 'shop-user-modify-account']) {
          await expect(page.getByTestId(id)).toHaveCount(0);
        }
      });
    } finally {
      await admin.close();
    }
  });
});
