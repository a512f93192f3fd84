import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import { api, currentPage, dialogOf as dialogWith, pagerPage, signIn, tokenOf, unique, withStaffMenus, expectToastFrom } from './kit';

const ATTRS = '/product/attr';
const PRODUCT_MENU = 141;
const ATTR_MENU = 137;

async function openAttrs(page: Page, request: APIRequestContext, who = 'shop_admin') {
  await signIn(page, request, who);
  await expect(page).toHaveURL(/\/order\/order/);
  await page.goto(ATTRS);
  await expect(page.getByTestId('attr-row').first()).toBeVisible();
}

const rowOf = (page: Page, name: string): Locator => page.locator(`[data-testid="attr-row"][data-name="${name}"]`);
const dialogOf = (page: Page) => dialogWith(page, 'attr-form');
const tagsIn = (scope: Locator) => scope.getByTestId('attr-value-tag');

async function addValue(dialog: Locator, value: string, how: 'enter' | 'button' = 'enter') {
  await dialog.getByTestId('attr-value-input').fill(value);
  if (how === 'enter') await dialog.getByTestId('attr-value-input').press('Enter');
  else await dialog.getByTestId('attr-value-add').click();
}

async function searchName(page: Page, name: string) {
  await page.getByTestId('attr-filter-name').fill(name);
  await page.getByTestId('attr-search').click();
}

test.describe('product attributes', () => {
  test('create with validation and value rules, find, edit values and delete', async ({ page, request }) => {
    await openAttrs(page, request);
    const name = `面料${unique()}`;

    await page.getByTestId('attr-create').click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    // The dialog zooms in: measure once the animation settles.
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(750);

    // Name required; then at least one value.
    await dialog.getByTestId('attr-submit').click();
    await expect(dialog.getByText('请输入属性名称')).toBeVisible();
    await dialog.getByTestId('attr-name').fill('一二三四五六七八九十一二三四五六七八九十超出');
    await expect(dialog.getByTestId('attr-name')).toHaveValue('一二三四五六七八九十一二三四五六七八九十');
    await dialog.getByTestId('attr-name').fill(name);
    await expectToastFrom(page, '请至少创建一个属性值', () => dialog.getByTestId('attr-submit').click());

    // Values: an empty add is ignored, an existing value replaces the old tag.
    await addValue(dialog, '纯棉');
    await addValue(dialog, '   ', 'button');
    await addValue(dialog, '真丝', 'button');
    await addValue(dialog, '纯棉');
    await expect(tagsIn(dialog)).toHaveText(['真丝', '纯棉']);

    // Editing a tag in place; left empty it is removed with a warning.
    await tagsIn(dialog).filter({ hasText: '真丝' }).locator('span').first().click();
    await dialog.getByTestId('attr-value-edit-input').fill('桑蚕丝');
    await dialog.getByTestId('attr-value-edit-input').press('Enter');
    await expect(tagsIn(dialog)).toHaveText(['桑蚕丝', '纯棉']);
    await tagsIn(dialog).filter({ hasText: '纯棉' }).locator('span').first().click();
    await dialog.getByTestId('attr-value-edit-input').fill('');
    await expectToastFrom(page, '已创建的属性值不能为空！请重新创建', () => dialog.getByTestId('attr-value-edit-input').press('Enter'));
    await expect(tagsIn(dialog)).toHaveText(['桑蚕丝']);

    await addValue(dialog, '亚麻');
    await dialog.getByTestId('attr-desc').fill('上衣面料');
    await expectToastFrom(page, '操作成功', () => dialog.getByTestId('attr-submit').click());
    await expect(dialog).toBeHidden();

    // Found by a part of its name; the row shows description and value tags.
    await searchName(page, name.slice(0, 5));
    const row = rowOf(page, name);
    await expect(row).toBeVisible();
    await expect(row).toContainText('上衣面料');
    await expect(row.getByTestId('attr-row-value')).toHaveText(['桑蚕丝', '亚麻']);
    await searchName(page, `不存在${unique()}`);
    await expect(page.getByTestId('attr-row')).toHaveCount(0);
    await page.getByTestId('attr-clear').click();
    await expect(page.getByTestId('attr-filter-name')).toHaveValue('');
    await expect(page.getByTestId('attr-row').first()).toBeVisible();

    // Edit: remove one value, add another, rename.
    await searchName(page, name);
    await rowOf(page, name).getByTestId('attr-edit').click();
    await expect(dialog.getByTestId('attr-name')).toHaveValue(name);
    await expect(tagsIn(dialog)).toHaveText(['桑蚕丝', '亚麻']);
    await tagsIn(dialog).filter({ hasText: '桑蚕丝' }).locator('.ant-tag-close-icon').click();
    await addValue(dialog, '羊毛');
    // A value typed but not yet added is saved too.
    await dialog.getByTestId('attr-value-input').fill('涤纶');
    await dialog.getByTestId('attr-name').fill(`${name}改`);
    await expectToastFrom(page, '操作成功', () => dialog.getByTestId('attr-submit').click());
    await expect(dialog).toBeHidden();
    const edited = rowOf(page, `${name}改`);
    await expect(edited.getByTestId('attr-row-value')).toHaveText(['亚麻', '羊毛', '涤纶']);

    // The product publish page offers it as a sales attribute.
    const shopAttrs = await api<{ name: string; attrValues: { value: string }[] }[]>(
      request,
      await tokenOf(page),
      'GET',
      '/mall_product/admin/attr/get_shop_attrs',
    );
    expect(shopAttrs.find((a) => a.name === `${name}改`)?.attrValues.map((v) => v.value)).toEqual(['亚麻', '羊毛', '涤纶']);

    // Delete after confirming.
    await edited.getByTestId('attr-delete').click();
    await expectToastFrom(page, '操作成功', () =>
      page
        .locator('.ui-confirm')
        .getByRole('button', { name: /确\s*认/ })
        .click(),
    );
    await expect(rowOf(page, `${name}改`)).toHaveCount(0);
  });

  test('pages ten at a time', async ({ page, request }) => {
    await openAttrs(page, request);
    const prefix = `分页${unique()}`;
    const token = await tokenOf(page);
    for (let i = 1; i <= 11; i++) {
      await api(request, token, 'POST', '/mall_product/admin/attr', { name: `${prefix}-${i}`, attrValues: [{ value: `值${i}` }] });
    }
    await searchName(page, prefix);
    await expect(page.getByTestId('attr-row')).toHaveCount(10);
    await expect(page.getByText('共 11 条')).toBeVisible();
    await expect(rowOf(page, `${prefix}-11`)).toBeVisible();
    await expect(rowOf(page, `${prefix}-1`)).toHaveCount(0);
    await pagerPage(page, 2).click();
    await expect(page.getByTestId('attr-row')).toHaveCount(1);
    await expect(rowOf(page, `${prefix}-1`)).toBeVisible();
    // Deleting the only row of the last page goes back to the first.
    await rowOf(page, `${prefix}-1`).getByTestId('attr-delete').click();
    await page
      .locator('.ui-confirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(page.getByTestId('attr-row')).toHaveCount(10);
    await expect(currentPage(page)).toHaveText('1');
  });

  test('staff without the attribute permissions see the list but no create, edit or delete', async ({ page, request, browser }) => {
    const admin = await browser.newPage();
    await signIn(admin, request, 'shop_admin');
    await expect(admin).toHaveURL(/\/order\/order/);
    const token = await tokenOf(admin);
    try {
      await withStaffMenus(request, token, [PRODUCT_MENU, ATTR_MENU], async () => {
        await openAttrs(page, request, 'shop_staff');
        await searchName(page, '颜色');
        await expect(rowOf(page, '颜色')).toBeVisible();
        await expect(page.getByTestId('attr-create')).toHaveCount(0);
        await expect(page.getByTestId('attr-edit')).toHaveCount(0);
        await expect(page.getByTestId('attr-delete')).toHaveCount(0);
      });
    } finally {
      await admin.close();
    }
  });
});
