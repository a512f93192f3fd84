import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import {
  api,
  leaveUnsaved,
  confirmModal,
  dialogOf as dialogWith,
  pickPicture as pickFromLibrary,
  signIn,
  expectToastFrom,
  tokenOf,
  unique,
  uploadPicture,
  withStaffMenus,
} from './kit';

const CATEGORY = '/product/category';
// The first render of a screen lazy-loads its chunks and antd's styles; on a busy machine that alone can pass 10 s.
const FIRST_RENDER = { timeout: 20_000 };

interface Category {
  categoryId: number;
  parentId: number;
  name: string;
  level: number;
  status: number;
}

async function openCategories(page: Page, request: APIRequestContext, who = 'shop_admin') {
  await signIn(page, request, who);
  await expect(page).toHaveURL(/\/order\/order/);
  await page.goto(CATEGORY);
  await expect(page.getByTestId('category-column').first()).toBeVisible(FIRST_RENDER);
}

const column = (page: Page, level: number) => page.getByTestId('category-column').nth(level);
const item = (scope: Page | Locator, name: string) => scope.locator(`[data-testid="category-item"][data-name="${name}"]`);
const dialogOf = (page: Page) => dialogWith(page, 'category-form');

async function pickPicture(page: Page, scope: Locator, name: string) {
  await pickFromLibrary(page, scope, name);
  await expect(scope.getByTestId('image-tile')).toBeVisible();
}

/** A product of the shop under `shopCategoryId`, sent to review (status 3) so it counts as live. */
async function productUnder(request: APIRequestContext, token: string, shopCategoryId: number, name: string): Promise<number> {
  const platform = await api<Category[]>(request, token, 'GET', '/mall_product/admin/category/platform_categories');
  const leaf = platform.find((c) => c.level === 2 && c.status === 1)!;
  const attrs = await api<{ attrId: number; name: string; searchType: number; attrValues: { attrValueId: number; value: string }[] }[]>(
    request,
    token,
    'GET',
    `/mall_product/admin/attr/get_attrs_by_category_id?categoryId=${leaf.categoryId}&attrType=1`,
  );
  const spuAttrValues = attrs.map((a) => ({
    attrId: a.attrId,
    attrName: a.name,
    attrValueId: a.attrValues[0]?.attrValueId ?? 0,
    attrValueName: a.attrValues[0]?.value ?? '其他',
  }));
  await api(request, token, 'POST', '/mall_product/admin/spu', {
    categoryId: leaf.categoryId,
    shopCategoryId,
    name,
    sellingPoint: '分类联动测试',
    seq: 1,
    productsType: 4,
    mainImgUrl: '/demo/products/1.svg',
    imgUrls: '/demo/products/1.svg',
    hasSkuImg: 0,
    detail: '',
    spuAttrValues,
    skuList: [{ priceFee: 1000, marketPriceFee: 1200, stock: 5, status: 1, spuSkuAttrValues: [] }],
  });
  const found = await api<{ list: { spuId: number }[] }>(
    request,
    token,
    'GET',
    `/mall_search/m/search/page?pageNum=1&pageSize=1&keyword=${encodeURIComponent(name)}`,
  );
  const spuId = found.list[0]!.spuId;
  await api(request, token, 'PUT', '/mall_product/admin/spu/prod_status', { status: 1, spuId });
  return spuId;
}

const statusOf = async (request: APIRequestContext, token: string, spuId: number) =>
  (await api<{ status: number }>(request, token, 'GET', `/mall_product/admin/spu?spuId=${spuId}`)).status;

/** A top-level category and a child under it, made through the API (the UI's creation has a test of its own). */
async function topAndChild(request: APIRequestContext, token: string): Promise<{ picture: string; top: string; child: string }> {
  const picture = `分类图${unique()}.png`;
  const imgUrl = await uploadPicture(request, token, picture);
  const top = `康复护理${unique()}`;
  const child = `护理床垫${unique()}`;
  const save = (name: string, parentId: number) =>
    api(request, token, 'POST', '/mall_product/admin/category', { parentId, name, imgUrl, seq: 1, desc: null, status: 1 });
  await save(top, 0);
  const shop = await api<Category[]>(request, token, 'GET', '/mall_product/admin/category/shop_categories');
  await save(child, shop.find((c) => c.name === top)!.categoryId);
  return { picture, top, child };
}

test.describe('shop categories', () => {
  test('create a top level and a child with pictures and validation', async ({ page, request }) => {
    await openCategories(page, request);
    const token = await tokenOf(page);
    const picture = `分类图${unique()}.png`;
    await uploadPicture(request, token, picture);
    const top = `康复护理${unique()}`;
    const child = `护理床垫${unique()}`;

    // Validation, then a top-level category.
    await page.getByTestId('category-create').click();
    const dialog = dialogOf(page);
    await expect(dialog.getByText('建议图片尺寸为510*80')).toBeVisible();
    await expect(dialog.getByTestId('category-level')).toHaveText('一级分类');
    await expect(dialog.getByTestId('category-seq')).toHaveValue('1');
    await dialog.getByTestId('category-submit').click();
    await expect(dialog.getByText('分类名称不能为空')).toBeVisible();
    await expect(dialog.getByText('分类图片不能为空')).toBeVisible();
    await dialog.getByTestId('category-name').fill(top);
    await pickPicture(page, dialog, picture);
    await expect(dialog.getByText('分类图片不能为空')).toHaveCount(0);
    await expectToastFrom(page, '操作成功', () => dialog.getByTestId('category-submit').click());
    await expect(item(column(page, 0), top).getByTestId('category-status')).toHaveText('正常');

    // A child: the parent comes from the category selector, and the level follows it.
    await page.getByTestId('category-create').click();
    await dialog.getByTestId('category-name').fill(child);
    await dialog.getByTestId('category-parent-choose').click();
    const selector = page.locator('.ant-modal').filter({ has: page.getByTestId('category-selector') });
    await expect(selector.getByTestId('category-selector-confirm')).toBeDisabled();
    await selector.locator(`[data-testid="category-selector-item"][data-name="${top}"]`).click();
    await selector.getByTestId('category-selector-confirm').click();
    await expect(dialog.getByTestId('category-parent-text')).toHaveText(top);
    await expect(dialog.getByTestId('category-level')).toHaveText('二级分类');
    await expect(dialog.getByText('建议图片尺寸为510*80')).toHaveCount(0);
    await pickPicture(page, dialog, picture);
    await dialog.getByTestId('category-seq').fill('3');
    await expectToastFrom(page, '操作成功', () => dialog.getByTestId('category-submit').click());
    await item(column(page, 0), top).click();
    await expect(item(column(page, 1), child)).toBeVisible();
  });

  test('the same name under the same parent is refused; an edit keeps the parent fixed', async ({ page, request }) => {
    await openCategories(page, request);
    const { picture, top, child } = await topAndChild(request, await tokenOf(page));
    await page.reload();
    const dialog = dialogOf(page);
    await expect(item(column(page, 0), top)).toBeVisible(FIRST_RENDER);
    await item(column(page, 0), top).click();
    await expect(item(column(page, 1), child)).toBeVisible();

    // The same name under the same parent is refused by the server.
    await page.getByTestId('category-create').click();
    await dialog.getByTestId('category-name').fill(top);
    await pickPicture(page, dialog, picture);
    await expectToastFrom(page, '分类名已存在，请重新输入', () => dialog.getByTestId('category-submit').click());
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await leaveUnsaved(page);

    // Edit the child.
    await item(column(page, 1), child).getByTestId('category-edit').click();
    await expect(dialog.getByTestId('category-name')).toHaveValue(child);
    await expect(dialog.getByTestId('category-parent-text')).toHaveText(top);
    await expect(dialog.getByTestId('category-parent-choose')).toBeDisabled();
    await dialog.getByTestId('category-name').fill(`${child}改`);
    await dialog.getByTestId('category-submit').click();
    await expect(item(column(page, 1), `${child}改`)).toBeVisible();
  });

  test('shelf off and on take the category, its child and their products along; delete is refused while in use', async ({ page, request }) => {
    await openCategories(page, request);
    const token = await tokenOf(page);
    const { top, child } = await topAndChild(request, token);
    await page.reload();
    await expect(item(column(page, 0), top)).toBeVisible(FIRST_RENDER);
    await item(column(page, 0), top).click();
    await expect(item(column(page, 1), child)).toBeVisible();

    // Shelf off takes the category, its child and their products down; shelf on brings the categories back.
    const shop = await api<Category[]>(request, token, 'GET', '/mall_product/admin/category/shop_categories');
    const childId = shop.find((c) => c.name === child)!.categoryId;
    const productName = `分类商品${unique()}`;
    const spuId = await productUnder(request, token, childId, productName);
    expect(await statusOf(request, token, spuId)).toBe(3);
    await item(column(page, 0), top).getByTestId('category-toggle').click();
    await expectToastFrom(page, '操作成功', () => confirmModal(page, '下架后，该分类下的商品也会一并下架'));
    await expect(item(column(page, 0), top).getByTestId('category-status')).toHaveText('下架');
    await expect(item(column(page, 1), child).getByTestId('category-status')).toHaveText('下架');
    await expect(item(column(page, 0), top).getByTestId('category-toggle')).toHaveText(/上\s*架/);
    expect(await statusOf(request, token, spuId)).toBe(0);
    await item(column(page, 0), top).getByTestId('category-toggle').click();
    await confirmModal(page, '确定上架该分类吗？');
    await expect(item(column(page, 0), top).getByTestId('category-status')).toHaveText('正常');
    await expect(item(column(page, 1), child).getByTestId('category-status')).toHaveText('正常');

    // Delete: refused while it has a child or a product, then allowed.
    await item(column(page, 0), top).getByTestId('category-delete').click();
    await expectToastFrom(page, '该分类在使用中，不能进行删除操作', () => confirmModal(page, '确定进行删除操作?'));
    await item(column(page, 1), child).getByTestId('category-delete').click();
    await expectToastFrom(page, '该分类在使用中，不能进行删除操作', () => confirmModal(page, '确定进行删除操作?'));
    await api(request, token, 'DELETE', `/mall_product/admin/spu?spuId=${spuId}`);
    await item(column(page, 1), child).getByTestId('category-delete').click();
    await confirmModal(page, '确定进行删除操作?');
    await expect(item(column(page, 1), child)).toHaveCount(0);
    await item(column(page, 0), top).getByTestId('category-delete').click();
    await confirmModal(page, '确定进行删除操作?');
    await expect(item(column(page, 0), top)).toHaveCount(0);
  });

  test('staff without the category permissions see the categories and the shelf toggle the spec leaves ungated, but no create, edit or delete', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await browser.newPage();
    await signIn(admin, request, 'shop_admin');
    await expect(admin).toHaveURL(/\/order\/order/);
    const token = await tokenOf(admin);
    try {
      await withStaffMenus(request, token, [141, 139], async () => {
        await openCategories(page, request, 'shop_staff');
        await expect(item(column(page, 0), '健康护理')).toBeVisible();
        await item(column(page, 0), '健康护理').click();
        await expect(item(column(page, 1), '血压血糖')).toBeVisible();
        await expect(page.getByTestId('category-create')).toHaveCount(0);
        await expect(page.getByTestId('category-edit')).toHaveCount(0);
        await expect(page.getByTestId('category-toggle').first()).toBeVisible();
        await expect(page.getByTestId('category-delete')).toHaveCount(0);
      });
    } finally {
      await admin.close();
    }
  });
});
