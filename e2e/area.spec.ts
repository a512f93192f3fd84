import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

// Each test signs in through the real captcha and walks several dialogs.
test.describe.configure({ timeout: 120_000 });

const AREA = '/system/area';
const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 90 + 10)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).last();
const confirmButton = (scope: Locator) => scope.getByRole('button', { name: /确\s*认/ });
const column = (page: Page, index: number) => page.getByTestId('area-column').nth(index);
const item = (scope: Locator, name: string) =>
  scope.getByTestId('area-item').filter({ has: scope.page().getByTestId('area-item-name').getByText(name, { exact: true }) });
const dialogOf = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('area-form') });

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'mall-Admin-Token');
  return decodeURIComponent(cookie!.value);
}

async function call(request: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { Authorization: token }, data });
  // A refused permission answers HTTP 403 with its envelope; everything else 200.
  expect([200, 403]).toContain(response.status());
  return (await response.json()) as { code: string; msg: string | null; data: unknown };
}

async function openAreas(page: Page, request: APIRequestContext) {
  await signIn(page, request, 'platform');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(AREA);
  await expect(column(page, 0).getByTestId('area-item').first()).toBeVisible({ timeout: 30_000 });
}

test.describe('address areas', () => {
  test('cascade by level: clicking an area shows its children', async ({ page, request }) => {
    await openAreas(page, request);
    await expect(column(page, 0).getByTestId('area-item')).toHaveCount(8);
    await expect(page.getByTestId('area-column')).toHaveCount(1);
    await column(page, 0).getByTestId('area-item').first().click();
    await expect(column(page, 1).getByTestId('area-item').first()).toBeVisible();
    await column(page, 1).getByTestId('area-item').first().click();
    await expect(column(page, 2).getByTestId('area-item').first()).toBeVisible();
    await column(page, 2).getByTestId('area-item').first().click();
    await expect(column(page, 3).getByTestId('area-item').first()).toBeVisible();
    // A district has no children: choosing one opens no fifth column.
    await column(page, 3).getByTestId('area-item').first().click();
    await expect(page.getByTestId('area-column')).toHaveCount(4);
    // Choosing another region closes the deeper columns.
    await column(page, 0).getByTestId('area-item').nth(1).click();
    await expect(page.getByTestId('area-column')).toHaveCount(2);
  });

  test('create with validation under the chosen parent, edit, delete with confirmation, empty text', async ({ page, request }) => {
    await openAreas(page, request);
    const region = `区域${unique()}`;

    await page.getByTestId('area-create').click();
    const dialog = dialogOf(page);
    await confirmButton(dialog).click();
    await expect(dialog.getByText('地区名称不能为空')).toBeVisible();
    await dialog.getByTestId('area-name').fill(region);
    await confirmButton(dialog).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(item(column(page, 0), region)).toBeVisible();

    // A new region has no children yet.
    await item(column(page, 0), region).click();
    await expect(column(page, 1).locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();

    // Create: the parent cascader starts at the chosen region.
    const province = `省份${unique()}`;
    await page.getByTestId('area-create').click();
    const second = dialogOf(page);
    await expect(second.getByTestId('area-parent')).toContainText(region);
    await second.getByTestId('area-name').fill(province);
    await confirmButton(second).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(item(column(page, 1), province)).toBeVisible();

    // Deleting an area that has children is refused.
    await item(column(page, 0), region).getByTestId('area-delete').click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm.getByText('确认删除当前地址项?')).toBeVisible();
    await confirmButton(confirm).click();
    await expect(toast(page, '该地区下还有下级地区，请先删除下级地区')).toBeVisible();
    await confirm.getByRole('button', { name: /取\s*消/ }).click();

    await item(column(page, 1), province).getByTestId('area-edit').click();
    const edit = dialogOf(page);
    await expect(edit.getByTestId('area-name')).toHaveValue(province);
    await edit.getByTestId('area-name').fill(`${province}改`);
    await confirmButton(edit).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(item(column(page, 1), `${province}改`)).toBeVisible();

    await item(column(page, 1), `${province}改`).getByTestId('area-delete').click();
    await expect(page.locator('.ant-modal-confirm').getByText('确认删除当前地址项?')).toBeVisible();
    await confirmButton(page.locator('.ant-modal-confirm')).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(item(column(page, 1), `${province}改`)).toHaveCount(0);
    await expect(column(page, 1).locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();

    await item(column(page, 0), region).getByTestId('area-delete').click();
    await confirmButton(page.locator('.ant-modal-confirm')).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(item(column(page, 0), region)).toHaveCount(0);
  });

  test('shop users read areas but are refused changes, even called directly', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).not.toHaveURL(/\/login/);
    const token = await tokenOf(page);
    expect((await call(request, token, 'GET', '/mall_delivery/m/area/list?parentId=0')).code).toBe('00000');
    const refused = await call(request, token, 'POST', '/mall_delivery/m/area', { areaName: '越权', parentId: 0 });
    expect(refused).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
    expect((await call(request, token, 'DELETE', '/mall_delivery/m/area?areaId=1')).code).not.toBe('00000');
    // The page is not a route of a shop, so no button can be reached.
    await page.goto(AREA);
    await expect(page.getByTestId('area-create')).toHaveCount(0);
  });
});
