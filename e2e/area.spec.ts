import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import { api, call, confirmButton, dialogOf as dialogWith, signIn, tokenFor, tokenOf, unique, expectToastFrom } from './kit';

const dialogOf = (page: Page) => dialogWith(page, 'area-form');

const AREA = '/system/area';
const column = (page: Page, index: number) => page.getByTestId('area-column').nth(index);
const item = (scope: Locator, name: string) =>
  scope.getByTestId('area-item').filter({ has: scope.page().getByTestId('area-item-name').getByText(name, { exact: true }) });

async function openAreas(page: Page, request: APIRequestContext) {
  await signIn(page, request, 'platform');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(AREA);
  await expect(column(page, 0).getByTestId('area-item').first()).toBeVisible();
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
    await expectToastFrom(page, '操作成功', () => confirmButton(dialog).click());
    await expect(item(column(page, 0), region)).toBeVisible();

    // A new region has no children yet.
    await item(column(page, 0), region).click();
    await expect(column(page, 1).getByText('暂无数据', { exact: true })).toBeVisible();

    // Create: the parent cascader starts at the chosen region.
    const province = `省份${unique()}`;
    await page.getByTestId('area-create').click();
    const second = dialogOf(page);
    await expect(second.getByTestId('area-parent')).toContainText(region);
    await second.getByTestId('area-name').fill(province);
    await expectToastFrom(page, '操作成功', () => confirmButton(second).click());
    await expect(item(column(page, 1), province)).toBeVisible();

    // Deleting an area that has children is refused.
    await item(column(page, 0), region).getByTestId('area-delete').click();
    const confirm = page.locator('.ui-confirm');
    await expect(confirm.getByText('确认删除当前地址项?')).toBeVisible();
    await expectToastFrom(page, '该地区下还有下级地区，请先删除下级地区', () => confirmButton(confirm).click());
    await confirm.getByRole('button', { name: /取\s*消/ }).click();

    await item(column(page, 1), province).getByTestId('area-edit').click();
    const edit = dialogOf(page);
    await expect(edit.getByTestId('area-name')).toHaveValue(province);
    await edit.getByTestId('area-name').fill(`${province}改`);
    await expectToastFrom(page, '操作成功', () => confirmButton(edit).click());
    await expect(item(column(page, 1), `${province}改`)).toBeVisible();

    await item(column(page, 1), `${province}改`).getByTestId('area-delete').click();
    await expect(page.locator('.ui-confirm').getByText('确认删除当前地址项?')).toBeVisible();
    await expectToastFrom(page, '操作成功', () => confirmButton(page.locator('.ui-confirm')).click());
    await expect(item(column(page, 1), `${province}改`)).toHaveCount(0);
    await expect(column(page, 1).getByText('暂无数据', { exact: true })).toBeVisible();

    await item(column(page, 0), region).getByTestId('area-delete').click();
    await expectToastFrom(page, '操作成功', () => confirmButton(page.locator('.ui-confirm')).click());
    await expect(item(column(page, 0), region)).toHaveCount(0);
  });

  test("the platform is told why an area holding shops' delivery areas cannot be deleted, though its column shows nothing", async ({
    page,
    request,
    browser,
  }) => {
    const LIAONING = 21;
    const city = `QA测试市${unique()}`;
    const shopToken = await tokenFor(browser, request, 'shop_admin');

    await openAreas(page, request);
    const platformToken = await tokenOf(page);
    await api(request, platformToken, 'POST', '/mall_delivery/m/area', { areaName: city, parentId: LIAONING });
    const [created] = (
      await api<{ areaId: number; areaName: string }[]>(request, platformToken, 'GET', `/mall_delivery/m/area/list?parentId=${LIAONING}`)
    ).filter((a) => a.areaName === city);
    await api(request, shopToken, 'POST', '/mall_delivery/m/area', { areaName: `配送站${unique()}`, parentId: created!.areaId });

    await item(column(page, 0), '东北').click();
    await item(column(page, 1), '辽宁省').click();
    await item(column(page, 2), city).click();
    await expect(column(page, 3).getByText('暂无数据', { exact: true })).toBeVisible();
    await item(column(page, 2), city).getByTestId('area-delete').click();
    const confirm = page.locator('.ui-confirm');
    await expectToastFrom(page, '该地区下挂有1个店铺的配送区域，待店铺删除这些配送区域后才能删除该地区', () => confirmButton(confirm).click());
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(item(column(page, 2), city)).toBeVisible();
  });

  test("shop users read the platform's areas but cannot change them, even called directly", async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).not.toHaveURL(/\/login/);
    const token = await tokenOf(page);
    expect((await call(request, token, 'GET', '/mall_delivery/m/area/list?parentId=0')).code).toBe('00000');
    const renamed = await call(request, token, 'PUT', '/mall_delivery/m/area', { areaId: 1, areaName: '越权', parentId: 0 });
    expect(renamed).toMatchObject({ msg: '无权限操作！' });
    expect((await call(request, token, 'DELETE', '/mall_delivery/m/area?areaId=1')).msg).toBe('无权限操作！');
  });
});
