// The spec's last rules as a merchant meets them (issue 17): delivery areas of their own, ungated buttons, page sizes,
// the order recipient, role columns, the product list's creation-time sort, untitled notices and the page-cover flag.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import { api, confirmButton, confirmModal, dialogOf, openAs, pager, pickPageSize, signIn, tokenOf, unique, expectToastFrom } from './kit';

const column = (page: Page, index: number) => page.getByTestId('area-column').nth(index);
const item = (scope: Locator, name: string) =>
  scope.getByTestId('area-item').filter({ has: scope.page().getByTestId('area-item-name').getByText(name, { exact: true }) });

test.describe("a shop's delivery areas", () => {
  test('a shop admin adds, renames and deletes its own delivery areas among the shared ones it cannot change', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    await page.getByTestId('sidebar').getByRole('button', { name: '店铺管理' }).click();
    await page.getByTestId('sidebar').getByRole('link', { name: '配送区域' }).click();
    await expect(page).toHaveURL(/\/multishop\/area/);
    const regions = column(page, 0);
    await expect(regions.getByTestId('area-item')).toHaveCount(8);
    // Shared address areas: no edit, no delete.
    await expect(regions.getByTestId('area-edit')).toHaveCount(0);
    await expect(regions.getByTestId('area-delete')).toHaveCount(0);

    const zone = `配送区${unique()}`;
    await page.getByTestId('area-create').click();
    const dialog = dialogOf(page, 'area-form');
    await confirmButton(dialog).click();
    await expect(dialog.getByText('地区名称不能为空')).toBeVisible();
    await dialog.getByTestId('area-name').fill(zone);
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(item(regions, zone).getByTestId('area-edit')).toBeVisible();

    await item(regions, zone).getByTestId('area-edit').click();
    const edit = dialogOf(page, 'area-form');
    await expect(edit.getByTestId('area-name')).toHaveValue(zone);
    await edit.getByTestId('area-name').fill(`${zone}东`);
    await confirmButton(edit).click();
    await expect(item(regions, `${zone}东`)).toBeVisible();

    await item(regions, `${zone}东`).getByTestId('area-delete').click();
    await confirmModal(page, '确认删除当前地址项?');
    await expect(item(regions, `${zone}东`)).toHaveCount(0);
    await expect(regions.getByTestId('area-item')).toHaveCount(8);
  });

  test('staff without the delivery-area menu have no such screen', async ({ page, request }) => {
    await signIn(page, request, 'shop_staff');
    await expect(page).toHaveURL(/\/order\/order/);
    await page.getByTestId('sidebar').getByRole('button', { name: '店铺管理' }).click();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: '热搜管理' })).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: '配送区域' })).toHaveCount(0);
  });
});

test.describe('smaller rules', () => {
  test('lists other than products offer 20, 30 and 50 a page', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/multishop/hot-search');
    await expect(page.getByTestId('hot-search-row').first()).toBeVisible();
    const options = pager(page).getByRole('combobox', { name: '每页条数' }).getByRole('option');
    // The size in use (10) is listed too, as the pager always shows the current size.
    await expect(options).toHaveText(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    await pickPageSize(page, 20);
    await expect(options).toHaveText(['20 条/页', '30 条/页', '50 条/页']);
  });

  test('the role list shows createTime, updateTime, roleName and remark in that order', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/rbac/role');
    await expect(page.getByTestId('role-row').first()).toBeVisible();
    const headers = await page.getByTestId('role-table').getByRole('columnheader').allTextContents();
    const named = headers.map((h) => h.trim()).filter(Boolean);
    expect(named.slice(0, 4)).toEqual(['创建时间', '更新时间', '角色名称', '备注']);
  });

  test('a pickup order shows the province, city, area and address of its recipient', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const token = await tokenOf(page);
    const pickups = await api<{ list: { orderId: number; orderAddr: { province: string; city: string; addr: string } }[] }>(
      request,
      token,
      'GET',
      '/mall_order/m/order/page?pageNum=1&pageSize=1&deliveryType=2',
    );
    const order = pickups.list[0]!;
    await page.getByTestId('order-filter-orderId').fill(String(order.orderId));
    await page.getByTestId('order-search').click();
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await page.getByTestId('order-card-detail').click();
    const recipient = page.getByTestId('order-detail-recipient');
    await expect(recipient).toContainText('提货人');
    await expect(recipient).toContainText('省份');
    await expect(recipient).toContainText(order.orderAddr.province);
    await expect(recipient).toContainText('城市');
    await expect(recipient).toContainText(order.orderAddr.city);
    await expect(recipient).toContainText('区县');
    await expect(recipient).toContainText(order.orderAddr.addr);
  });

  test('the product list sorts by creation time, and the header is flagged once the page scrolls past 80 px', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    await page.goto('/product/list');
    // The product screens' first render is the heaviest of the app (as in products.spec.ts).
    await expect(page.getByTestId('product-row').first()).toBeVisible({ timeout: 20_000 });
    const [sorted] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/mall_search/m/search/page') && r.url().includes('createTimeSort')),
      page.getByRole('columnheader', { name: '创建时间' }).click(),
    ]);
    expect(new URL(sorted.url()).searchParams.get('createTimeSort')).toBe('1');

    const header = page.locator('header.shell__header');
    await expect(header).toHaveAttribute('data-page-cover', 'false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-page-cover', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-page-cover', 'true');
  });

  test('a notice saves without a title (notices have no field rules)', async ({ page, request }) => {
    await openAs(page, request, 'shop_admin', '/multishop/notice');
    await page.getByTestId('notice-create').click();
    const dialog = dialogOf(page, 'notice-form');
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(dialog).toBeHidden();
  });
});
