// Each screen asks only for what its own menu may read: a staff member granted one screen's menu and no
// permission codes opens it, and no call the screen makes is refused (403). Generated from the shop menus,
// so a new screen is covered without a new test; the screens are walked in two tests of half of them each.
import { expect, type APIRequestContext, type Browser, type Response } from '@playwright/test';
import { test } from './kit/fixtures';
import { SHOP_MENUS } from '../packages/contract/src/rbac/catalogue.ts';
import { api, halfOf, HALVES, PASSWORD, signIn, tokenFor, unique } from './kit';

const screens = SHOP_MENUS.filter((m) => m.component !== 'Layout');
const parentOf = (menuId: number) => SHOP_MENUS.find((m) => m.menuId === SHOP_MENUS.find((s) => s.menuId === menuId)!.parentId)!;
const pathOf = (menuId: number) => `${parentOf(menuId).path}/${SHOP_MENUS.find((m) => m.menuId === menuId)!.path}`;

/** A new staff member with an account and one role of its own, made through the API; `grant` sets the role's menus. */
async function staffWithOwnRole(browser: Browser, request: APIRequestContext) {
  const adminToken = await tokenFor(browser, request, 'shop_admin');

  const roleName = `只看${unique()}`;
  await api(request, adminToken, 'POST', '/mall_rbac/role', { roleName, menuIds: [], menuPermissionIds: [] });
  const role = (await api<{ roleId: number; roleName: string }[]>(request, adminToken, 'GET', '/mall_rbac/role/list')).find(
    (r) => r.roleName === roleName,
  )!;
  const nickName = `只看员工${unique()}`;
  await api(request, adminToken, 'POST', '/mall_multishop/m/shop_user', { nickName, avatar: '/demo/avatars/2.svg', roleIds: [role.roleId] });
  const staff = (
    await api<{ list: { shopUserId: number }[] }>(
      request,
      adminToken,
      'GET',
      `/mall_multishop/m/shop_user/page?pageNum=1&pageSize=1&nickName=${encodeURIComponent(nickName)}`,
    )
  ).list[0]!;
  const username = `view${unique()}`;
  await api(request, adminToken, 'POST', '/mall_multishop/shop_user/account', { userId: staff.shopUserId, username, password: PASSWORD, status: 1 });

  const grant = (menuId: number) =>
    api(request, adminToken, 'PUT', '/mall_rbac/role', {
      roleId: role.roleId,
      roleName,
      menuIds: [parentOf(menuId).menuId, menuId],
      menuPermissionIds: [],
    });
  return { username, grant };
}

for (const which of HALVES) {
  test(`the ${which} half of the shop screens, each opened with its menu alone, makes no call the server refuses`, async ({
    page,
    request,
    browser,
  }) => {
    const walked = halfOf(screens, which);
    const { username, grant } = await staffWithOwnRole(browser, request);
    await grant(walked[0]!.menuId);
    await signIn(page, request, username);
    await expect(page).not.toHaveURL(/\/login/);

    const refused: string[] = [];
    let current = '';
    const watch = (response: Response) => {
      if (response.status() === 403) refused.push(`${current}: ${response.request().method()} ${new URL(response.url()).pathname}`);
    };
    page.on('response', watch);
    for (const screen of walked) {
      current = screen.name;
      await grant(screen.menuId);
      await page.goto(pathOf(screen.menuId));
      // The screen's own code is in (its reads start as it mounts), then nothing is in flight. A first render that
      // loads antd and the product form can pass 10 s on a busy machine (as in products.spec.ts).
      await expect(page.locator('#main-content > :not(h1, .page-spinner)').first()).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('OOPS!'), `${screen.name} opens`).toHaveCount(0);
    }
    page.off('response', watch);
    expect(refused).toEqual([]);
  });
}
