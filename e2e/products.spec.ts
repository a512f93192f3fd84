import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import { api, pickPageSize, pickPicture, richText, signIn, tokenOf, unique, unsavedQuestion, uploadPicture, expectToastFrom } from './kit';

const LIST = '/product/list';
const PROD_INFO = '/product/prod_info';

// The first render of a screen lazy-loads its chunks and antd's styles; on a busy machine that alone can pass 10 s.
const FIRST_RENDER = { timeout: 20_000 };

async function openList(page: Page, request: APIRequestContext, who = 'shop_admin') {
  await signIn(page, request, who);
  await expect(page).toHaveURL(/\/order\/order/);
  await page.goto(LIST);
  await expect(page.getByTestId('product-row').first()).toBeVisible(FIRST_RENDER);
}

async function searchKeyword(page: Page, keyword: string) {
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('product-search').click();
}

const rowOf = (page: Page, name: string): Locator =>
  page.getByTestId('product-row').filter({ has: page.getByTestId('product-name').getByText(name, { exact: true }) });

interface SearchPage {
  total: number;
  list: {
    spuId: number;
    spuName: string;
    spuStatus: number;
    stock: number;
    seq: number;
    priceFee: number;
    skuList: { skuId: number; stock: number; priceFee: number }[];
  }[];
}

test.describe('product list', () => {
  test('tabs, filters, page sizes and batch rules', async ({ page, request }) => {
    await openList(page, request);
    for (const [tab, status] of [
      [1, '上架'],
      [3, '下架'],
      [4, '待审核'],
      [5, '违规下架'],
      [6, '审核未通过'],
    ] as const) {
      await page.getByTestId(`product-tab-${tab}`).click();
      await expect(page.getByTestId('product-status').first()).toHaveText(status);
    }
    await page.getByTestId('product-tab-2').click();
    await expect(page.getByTestId('product-stock').first()).toHaveText('0');
    // Batch buttons follow the tab: none on "all", only take-off on "on sale", only put-on on "off shelf".
    await page.getByTestId('product-tab-0').click();
    await expect(page.getByTestId('product-batch-on')).toHaveCount(0);
    await expect(page.getByTestId('product-batch-off')).toHaveCount(0);
    await page.getByTestId('product-tab-1').click();
    await expect(page.getByTestId('product-batch-on')).toHaveCount(0);
    await expectToastFrom(page, '请选择商品', () => page.getByTestId('product-batch-off').click());
    await page.getByTestId('product-tab-3').click();
    await expect(page.getByTestId('product-batch-off')).toHaveCount(0);
    await expect(page.getByTestId('product-batch-on')).toBeVisible();

    await page.getByTestId('product-tab-0').click();
    await searchKeyword(page, '血压计');
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    await expect(page.getByTestId('product-name')).toHaveText('上臂式智能电子血压计');
    await page.getByTestId('product-reset').click();
    await page.getByTestId('filter-price-min').fill('4000');
    await page.getByTestId('product-search').click();
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    await expect(page.getByTestId('product-name')).toHaveText('家用全身电动按摩椅');
    await page.getByTestId('product-reset').click();
    await page.getByTestId('filter-party-code').fill('CM10021');
    await page.getByTestId('product-search').click();
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    await expect(page.getByTestId('product-name')).toHaveText('上臂式智能电子血压计');
    await page.getByTestId('product-reset').click();

    await expect(page.getByTestId('product-row')).toHaveCount(10);
    await pickPageSize(page, 20);
    await expect(page.getByTestId('product-row')).toHaveCount(20);
    // Sorted by price, lowest first (other specs add products of their own, so no fixed first price).
    await page.getByRole('columnheader', { name: '现价' }).click();
    await expect(page.getByRole('columnheader', { name: '现价' })).toHaveAttribute('aria-sort', 'ascending');
    const ascending = async () => {
      const prices = (await page.getByTestId('product-price').allTextContents()).map((text) => parseFloat(text));
      return prices.length === 20 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    };
    await expect.poll(ascending).toBe(true);
  });

  test("a row's edit opens the product form on that product", async ({ page, request }) => {
    await openList(page, request);
    // Products on sale cannot be edited: the first row whose edit is offered.
    const row = page
      .getByTestId('product-row')
      .filter({ has: page.locator('[data-testid="product-edit"]:not([disabled])') })
      .first();
    const name = (await row.getByTestId('product-name').textContent())!.trim();
    await row.getByTestId('product-edit').click();
    await expect(page).toHaveURL(/\/product\/prod_info\?spuId=\d+/);
    await expect(page.getByTestId('form-name')).toHaveValue(name, FIRST_RENDER);
    // Named for the edit wherever the page is named: its tab, the breadcrumb, the page's heading and the window.
    const named = async (title: string) => {
      await expect(page.locator('.tags-bar__tag--active .tags-bar__open')).toHaveText(title);
      await expect(page.locator('.navbar__breadcrumb [aria-current="page"]')).toHaveText(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title} - `));
    };
    await named('编辑商品');
    // The same page opened to publish is named so again, in the same tab.
    await page.getByTestId('sidebar').getByRole('link', { name: '发布商品' }).click();
    await expect(page.getByTestId('form-name')).toHaveValue('');
    await named('发布商品');
    await expect(page.locator('[data-testid^="tag-/product/prod_info"]')).toHaveCount(1);
  });

  test('the filters, tab and page outlive an edit and Back, another page and back, and a reload', async ({ page, request }) => {
    await openList(page, request);
    // Products of its own (a new one is off shelf), so that tests changing others meanwhile change nothing listed here.
    const keyword = `留存筛选${unique()}`;
    for (const suffix of ['甲', '乙']) await twoAttributeProduct(request, await tokenOf(page), `${keyword}${suffix}`);
    await searchKeyword(page, keyword);
    await page.getByRole('tab', { name: '已下架' }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
    await expect(page).toHaveURL(/dataType=/);
    const rows = page.getByTestId('product-row');
    await expect(rows).toHaveCount(2);
    const shown = await rows.allTextContents();
    const stillFiltered = async () => {
      await expect(page.getByTestId('filter-keyword')).toHaveValue(keyword);
      await expect(page.getByRole('tab', { name: '已下架' })).toHaveAttribute('aria-selected', 'true');
      await expect(rows).toHaveText(shown);
    };
    // An edit, then Back.
    await rows.first().getByTestId('product-edit').click();
    await expect(page).toHaveURL(/\/product\/prod_info\?spuId=\d+/);
    await expect(page.getByTestId('form-name')).not.toHaveValue('', FIRST_RENDER);
    await page.goBack();
    await stillFiltered();
    // Another page by the sidebar, and the list's tag.
    await page.getByTestId('sidebar').getByRole('link', { name: '发布商品' }).click();
    await expect(page).toHaveURL(/prod_info$/);
    await page.locator('[data-testid^="tag-/product/list"]').getByRole('button', { name: '商品列表', exact: true }).click();
    await stillFiltered();
    // A reload.
    await page.reload();
    await stillFiltered();
    // A saved edit goes back to the list as it was left.
    await rows.first().getByTestId('product-edit').click();
    await expect(page.getByTestId('form-name')).not.toHaveValue('', FIRST_RENDER);
    await expectToastFrom(page, '操作成功', () => page.getByTestId('prod-info-submit').click());
    await expect(page).toHaveURL(/\/product\/list\?/);
    await stillFiltered();
  });

  test('inline edits of name, price, stock and seq', async ({ page, request }) => {
    await openList(page, request);
    await searchKeyword(page, '红外线额温枪');
    await expect(rowOf(page, '红外线额温枪')).toHaveCount(1);
    const spuId = await rowOf(page, '红外线额温枪').getAttribute('data-spu-id');
    const row = page.locator(`[data-testid="product-row"][data-spu-id="${spuId}"]`);

    await row.getByTestId('edit-name').click();
    await row.getByTestId('edit-name-input').fill(' ');
    await expectToastFrom(page, '请输入商品名称', () => row.getByTestId('edit-name-input').press('Enter'));
    // Escape discards and hands the focus back to the pencil, where the keyboard opens the field again.
    await row.getByTestId('edit-name-input').press('Escape');
    await expect(row.getByTestId('edit-name')).toBeFocused();
    await expect(row.getByTestId('product-name')).toHaveText('红外线额温枪');
    await page.keyboard.press('Enter');
    const renamed = `红外线额温枪${unique()}`;
    await row.getByTestId('edit-name-input').fill(renamed);
    await expectToastFrom(page, '操作成功', () => row.getByTestId('edit-name-input').press('Enter'));
    await searchKeyword(page, renamed);
    const edited = row;
    await expect(edited.getByTestId('product-name')).toHaveText(renamed);

    await edited.getByTestId('edit-price').click();
    const pricePopover = page.getByTestId('edit-price-popover');
    await pricePopover.getByTestId('edit-price-input').first().fill('0');
    await expectToastFrom(page, '商品价格不能小于0.01', () => pricePopover.getByTestId('edit-price-save').click());
    await pricePopover.getByTestId('edit-price-input').first().fill('');
    await expectToastFrom(page, '请输入商品价格', () => pricePopover.getByTestId('edit-price-save').click());
    await pricePopover.getByTestId('edit-price-input').first().fill('45.5');
    await pricePopover.getByTestId('edit-price-save').click();
    await expect(edited.getByTestId('product-price')).toHaveText('45.50');

    const stockBefore = Number(await edited.getByTestId('product-stock').textContent());
    await edited.getByTestId('edit-stock').click();
    const stockPopover = page.getByTestId('edit-stock-popover');
    const input = stockPopover.getByTestId('edit-stock-input').first();
    const skuStock = Number(await input.inputValue());
    await input.fill(String(skuStock - 1));
    await expectToastFrom(page, '请输入大于或等于原本的库存', () => stockPopover.getByTestId('edit-stock-save').click());
    await input.fill('');
    await expectToastFrom(page, '请输入商品库存', () => stockPopover.getByTestId('edit-stock-save').click());
    await input.fill(String(skuStock + 7));
    await stockPopover.getByTestId('edit-stock-save').click();
    await expect(edited.getByTestId('product-stock')).toHaveText(String(stockBefore + 7));

    await edited.getByTestId('edit-seq').click();
    await edited.getByTestId('edit-seq-input').fill('');
    await expectToastFrom(page, '请输入序号', () => edited.getByTestId('edit-seq-input').press('Enter'));
    await edited.getByTestId('edit-seq-input').press('Escape');
    await expect(edited.getByTestId('edit-seq')).toBeFocused();
    await page.keyboard.press('Enter');
    await edited.getByTestId('edit-seq-input').fill('321');
    await edited.getByTestId('edit-seq-input').press('Enter');
    await expect(edited.getByTestId('product-seq')).toHaveText('321');
  });

  // The review toast after batch shelf-on does not show yet: to be investigated.
  test('batch shelf off and on (review), and the take-down dialog with reapply', async ({ page, request }) => {
    await openList(page, request);
    const token = await tokenOf(page);
    const onSale = await api<SearchPage>(request, token, 'GET', '/mall_search/m/search/page?pageNum=1&pageSize=2&dataType=1&priceFeeSort=0');
    const names = onSale.list.map((r) => r.spuName);
    await page.getByTestId('product-tab-1').click();
    await page.getByRole('columnheader', { name: '现价' }).click();
    await page.getByRole('columnheader', { name: '现价' }).click();
    await expect(page.getByRole('columnheader', { name: '现价' })).toHaveAttribute('aria-sort', 'descending');
    for (const name of names) await rowOf(page, name).getByRole('checkbox', { name }).check();
    await expectToastFrom(page, '操作成功', () => page.getByTestId('product-batch-off').click());
    await page.getByTestId('product-tab-3').click();
    for (const name of names) await searchKeyword(page, name).then(() => expect(rowOf(page, name)).toHaveCount(1));
    await page.getByTestId('product-reset').click();
    await searchKeyword(page, names[0]!);
    await page.getByTestId('product-select-all').check();
    await expectToastFrom(page, '请耐心等待审核！', () => page.getByTestId('product-batch-on').click());
    await page.getByTestId('product-tab-4').click();
    await expect(rowOf(page, names[0]!)).toHaveCount(1);

    await page.getByTestId('product-reset').click();
    await page.getByTestId('product-tab-5').click();
    const violating = page.getByTestId('product-row').first();
    await violating.getByTestId('product-offline').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('offline-dialog') });
    await expect(dialog.getByText('商品描述含夸大功效用语').first()).toBeVisible();
    await expectToastFrom(page, '请填写申请理由', () => dialog.getByTestId('offline-apply').click());
    await dialog.getByTestId('offline-reason').fill('已删除夸大用语，请重新审核');
    // A reason written is not thrown away by Escape: the dialog asks, and staying keeps it.
    await page.keyboard.press('Escape');
    await unsavedQuestion(page).getByRole('button', { name: '继续编辑' }).click();
    await expect(dialog.getByTestId('offline-reason')).toHaveValue('已删除夸大用语，请重新审核');
    await expectToastFrom(page, '操作成功', () => dialog.getByTestId('offline-apply').click());
    await violating.getByTestId('product-offline').click();
    await expect(page.getByTestId('offline-status')).toHaveText('等待审核');
  });
});

test("on a phone the product form's fields stay within the screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, request, 'shop_admin');
  await page.goto('/product/prod_info');
  await expect(page.getByTestId('form-products-type')).toBeVisible(FIRST_RENDER);
  const width = page.viewportSize()!.width;
  for (const field of ['form-products-type', 'form-name', 'form-seq']) {
    const box = (await page.getByTestId(field).boundingBox())!;
    expect(box.x + box.width, field).toBeLessThanOrEqual(width);
  }
});

test.describe('spu pages', () => {
  test('the spu list searches by name and the detail dialog saves the text', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    await page.goto('/product/spu');
    await expect(page.getByTestId('spu-row').first()).toBeVisible(FIRST_RENDER);
    await page.getByTestId('spu-filter-name').fill('荞麦壳护颈枕');
    await page.getByTestId('spu-search').click();
    await expect(page.getByTestId('spu-row')).toHaveCount(1);
    const spuId = (await page.getByTestId('spu-row').locator('td').first().textContent())!.trim();

    await page.goto('/product/spu_detail');
    await expect(page.getByTestId('spu-detail-filter')).toBeVisible(FIRST_RENDER);
    await page.getByTestId('spu-detail-filter').fill(spuId);
    await page.getByTestId('spu-detail-filter').press('Enter');
    const row = page.getByTestId('spu-detail-row').filter({ hasText: '荞麦壳护颈枕' });
    await expect(page.getByTestId('spu-detail-row')).toHaveCount(1);
    await row.getByTestId('spu-detail-open').click();
    const text = `透气荞麦壳，支撑颈椎${unique()}`;
    await page.getByTestId('form-detail').fill(`<p>${text}</p><script>alert(1)</script>`);
    // The text written is not thrown away by a slip: cancel asks first, and staying keeps it.
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await unsavedQuestion(page).getByRole('button', { name: '继续编辑' }).click();
    await expect(page.getByTestId('form-detail')).toHaveValue(`<p>${text}</p><script>alert(1)</script>`);
    await expectToastFrom(page, '操作成功', () => page.getByTestId('spu-detail-save').click());
    await expect(row).toContainText(text);
    await expect(row).not.toContainText('alert');

    // Changed elsewhere after the dialog opened: the save is refused and keeps what was typed; reopened, the dialog
    // shows the other change, and saves.
    await row.getByTestId('spu-detail-open').click();
    const token = await tokenOf(page);
    const { version } = await api<{ version: number }>(request, token, 'GET', `/mall_product/m/spu_detail?spuId=${spuId}`);
    await api(request, token, 'PUT', '/mall_product/m/spu_detail', { spuId: Number(spuId), detail: '<p>另一个标签页写的</p>', version });
    await page.getByTestId('form-detail').fill('<p>这个对话框写的</p>');
    await expectToastFrom(page, '商品已在别处修改，请重新打开后再保存', () => page.getByTestId('spu-detail-save').click());
    await expect(page.getByTestId('form-detail')).toHaveValue('<p>这个对话框写的</p>');
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await unsavedQuestion(page).getByRole('button', { name: '离开' }).click();
    await expect(row).toContainText('另一个标签页写的');
    await row.getByTestId('spu-detail-open').click();
    await expect(page.getByTestId('form-detail')).toHaveValue('<p>另一个标签页写的</p>');
    await expectToastFrom(page, '操作成功', () => page.getByTestId('spu-detail-save').click());
  });
});

// ---------------------------------------------------------------------------------------------
// Publish and edit

interface Category {
  categoryId: number;
  parentId: number;
  name: string;
  level: number;
  status: number;
}
interface Brand {
  brandId: number;
  name: string;
  status: number;
}
interface Attr {
  attrId: number;
  name: string;
  searchType: number;
  attrValues: { value: string }[];
}

function namesTo(list: Category[], leaf: Category): string[] {
  const names = [leaf.name];
  let parent = list.find((c) => c.categoryId === leaf.parentId);
  while (parent) {
    names.unshift(parent.name);
    const next = parent.parentId;
    parent = list.find((c) => c.categoryId === next);
  }
  return names;
}

/** A platform leaf (preferably with an important basic attribute and brands), its brands, and a shop category, by names. */
async function categoriesFor(request: APIRequestContext, token: string) {
  const platform = await api<Category[]>(request, token, 'GET', '/mall_product/admin/category/platform_categories');
  const leaves = platform.filter((c) => c.level === 2 && c.status === 1 && namesTo(platform, c).length === 3);
  let chosen: { leaf: Category; important: Attr[]; brands: Brand[] } | undefined;
  for (const leaf of leaves) {
    const attrs = await api<Attr[]>(
      request,
      token,
      'GET',
      `/mall_product/admin/attr/get_attrs_by_category_id?categoryId=${leaf.categoryId}&attrType=1`,
    );
    const brands = await api<Brand[]>(request, token, 'GET', `/mall_product/admin/brand/get_brand_by_category_id?categoryId=${leaf.categoryId}`);
    const important = attrs.filter((a) => a.searchType === 1);
    if (important.length && brands.some((b) => b.status === 1)) {
      chosen = { leaf, important, brands };
      break;
    }
    chosen ??= { leaf, important, brands };
  }
  const shop = await api<Category[]>(request, token, 'GET', '/mall_product/admin/category/shop_categories');
  const shopLeaf = shop.find((c) => c.status === 1 && c.parentId !== 0) ?? shop.find((c) => c.status === 1)!;
  return {
    platformPath: namesTo(platform, chosen!.leaf),
    important: chosen!.important,
    brands: chosen!.brands,
    shopPath: namesTo(shop, shopLeaf),
    categoryId: chosen!.leaf.categoryId,
    shopCategoryId: shopLeaf.categoryId,
  };
}

/** Chooses a category path column by column in the category selector dialog. */
async function pickCategory(page: Page, testId: string, names: string[]) {
  await page.getByTestId(`${testId}-choose`).click();
  const selector = page.locator('.ant-modal').filter({ has: page.getByTestId('category-selector') });
  const confirm = selector.getByTestId('category-selector-confirm');
  for (const [level, name] of names.entries()) {
    await expect(confirm).toBeDisabled();
    await selector.getByTestId('category-selector-column').nth(level).locator(`[data-testid="category-selector-item"][data-name="${name}"]`).click();
  }
  await confirm.click();
  await expect(selector).toBeHidden();
  await expect(page.getByTestId(`${testId}-text`)).toHaveText(names.join(' > '));
}

async function submitExpect(page: Page, message: string) {
  await expectToastFrom(page, message, () => page.getByTestId('prod-info-submit').click());
}

/** A product like the form publishes (colour × size, 6 skus, a bold line of details), made through the API. */
async function twoAttributeProduct(request: APIRequestContext, token: string, name = `适老羊毛开衫${unique()}`) {
  const picture = `商品图${unique()}.png`;
  const imgUrl = await uploadPicture(request, token, picture);
  const { platformPath, important, brands, shopPath, categoryId, shopCategoryId } = await categoriesFor(request, token);
  const brand = brands.find((b) => b.status === 1)!;
  const combos = ['酒红', '藏青', '浅灰'].flatMap((colour) => ['L', 'XL'].map((size) => [colour, size] as const));
  await api(request, token, 'POST', '/mall_product/admin/spu', {
    categoryId,
    shopCategoryId,
    brandId: brand.brandId,
    name,
    sellingPoint: '柔软保暖，开衫设计方便穿脱',
    seq: 8,
    productsType: 4,
    mainImgUrl: imgUrl,
    imgUrls: imgUrl,
    hasSkuImg: 0,
    detail: '<p><strong>加厚羊毛，适合秋冬</strong></p>',
    spuAttrValues: important.map((attr) => ({ attrId: attr.attrId, attrName: attr.name, attrValueName: attr.attrValues[0]?.value ?? '其他' })),
    skuList: combos.map(([colour, size], i) => ({
      skuName: `${colour} ${size}`,
      priceFee: (88 + i) * 100,
      marketPriceFee: 12000,
      stock: 10 + i,
      status: 1,
      spuSkuAttrValues: [
        { attrName: '颜色', attrValueName: colour },
        { attrName: '尺码', attrValueName: size },
      ],
    })),
  });
  return { name, platformPath, shopPath, brand };
}

test.describe('publish and edit', () => {
  // Needs the category, attribute and brand screens and endpoints of the catalogue.
  test('publishes a two-attribute product with 6 skus through the nine checks', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const token = await tokenOf(page);
    const picture = `商品图${unique()}.png`;
    await uploadPicture(request, token, picture);
    const { platformPath, important, brands, shopPath } = await categoriesFor(request, token);
    const name = `适老羊毛开衫${unique()}`;

    await page.goto(PROD_INFO);
    await expect(page.getByTestId('prod-info-title')).toHaveText('发布新商品', FIRST_RENDER);
    await expect(page.getByText('请先选择分类再填写以下商品信息！')).toBeVisible();
    await expect(page.getByTestId('form-name')).toBeDisabled();
    await expect(page.getByTestId('form-brand-choose')).toBeDisabled();
    await submitExpect(page, '请先将必填信息填写完整！');

    await pickCategory(page, 'form-category', platformPath);
    await pickCategory(page, 'form-shop-category', shopPath);
    // The brand chooser offers the brands of the chosen category, one at a time.
    const brand = brands.find((b) => b.status === 1)!;
    await page.getByTestId('form-brand-choose').click();
    const brandDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('brand-selector') });
    await expect(brandDialog.getByTestId('brand-selector-item')).toHaveCount(brands.length);
    await brandDialog.locator(`[data-testid="brand-selector-item"][data-name="${brand.name}"]`).click();
    await expect(brandDialog.locator('.ant-radio-wrapper-checked')).toHaveCount(1);
    await brandDialog.getByTestId('brand-selector-confirm').click();
    await expect(page.getByTestId('form-brand-text')).toHaveText(brand.name);
    await page.getByTestId('form-name').fill(name);
    await page.getByTestId('form-selling-point').fill('柔软保暖，开衫设计方便穿脱');
    await page.getByTestId('form-products-type').selectOption({ label: '老年服饰' });
    await page.getByTestId('form-seq').fill('8');
    if (important.length) {
      await submitExpect(page, '重要基本属性不能为空！');
      for (const attr of important)
        await page
          .getByTestId(`form-basic-attr-${attr.attrId}`)
          .locator('input')
          .fill(attr.attrValues[0]?.value ?? '其他');
    }
    await submitExpect(page, '请上传商品主图！');
    await pickPicture(page, page.locator('form'), picture, 'image-upload-add');
    await submitExpect(page, '请上传商品轮播图！');
    await pickPicture(page, page.locator('form'), picture, 'multi-image-add');

    // Sales attributes: name and value limits, no duplicates, values required.
    await page.getByTestId('sales-attr-add').click();
    await page.getByTestId('sales-attr-new-name').locator('input').fill('一二三四五六七八九十一');
    await expectToastFrom(page, '属性名长度不可超过10个字符', () => page.getByTestId('sales-attr-confirm').click());
    await page.getByTestId('sales-attr-new-name').locator('input').fill('颜色');
    await page.getByTestId('sales-attr-confirm').click();
    const colors = page.getByTestId('sales-attr-values-0');
    await colors.locator('input').fill('超'.repeat(21));
    await expectToastFrom(page, '属性名长度不可超过20个字符', () => colors.locator('input').press('Enter'));
    for (const value of ['酒红', '藏青', '浅灰']) {
      await colors.locator('input').fill(value);
      await colors.locator('input').press('Enter');
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('sales-attr-add').click();
    await page.getByTestId('sales-attr-new-name').locator('input').fill('颜色');
    await expectToastFrom(page, '规格名不能重复', () => page.getByTestId('sales-attr-confirm').click());
    await page.getByTestId('sales-attr-new-name').locator('input').fill('尺码');
    await page.getByTestId('sales-attr-confirm').click();
    await submitExpect(page, '请选择已添加销售属性的属性值！');
    const sizes = page.getByTestId('sales-attr-values-1');
    for (const value of ['L', 'XL']) {
      await sizes.locator('input').fill(value);
      await sizes.locator('input').press('Enter');
    }
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('sku-row')).toHaveCount(6);

    await page.getByTestId('form-has-sku-img').click();
    await submitExpect(page, '请上传属性图片！');
    await page.getByTestId('form-has-sku-img').click();
    await submitExpect(page, '商品库存不能为空！');
    const rows = page.getByTestId('sku-row');
    for (let i = 0; i < 6; i++) {
      await rows
        .nth(i)
        .getByTestId('sku-stock')
        .fill(String(10 + i));
      await rows.nth(i).getByTestId('sku-party-code').fill(`E2E${i}`);
    }
    await submitExpect(page, '商品销售价格必须大于0！');
    for (let i = 0; i < 6; i++) {
      await rows
        .nth(i)
        .getByTestId('sku-price')
        .fill(String(88 + i));
      await rows.nth(i).getByTestId('sku-market-price').fill('120');
    }
    // Details are rich text: a bold heading line typed into the editor.
    const detail = await richText(page, 'form-detail-rich');
    await detail.locator('.rte-content').click();
    await detail.getByTestId('rte-bold').click();
    await page.keyboard.type('加厚羊毛，适合秋冬');
    await expectToastFrom(page, '操作成功', () => page.getByTestId('prod-info-submit').click());
    await expect(page).toHaveURL(/\/product\/list/);

    await searchKeyword(page, name);
    const row = rowOf(page, name);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('product-price')).toHaveText('88.00');
    await expect(row.getByTestId('product-stock')).toHaveText(String(10 + 11 + 12 + 13 + 14 + 15));
    await expect(row.getByTestId('product-status')).toHaveText('下架');
  });

  test('an edit brings back the saved attributes, rows and details; stock may not go below the original', async ({ page, request }) => {
    await openList(page, request);
    const token = await tokenOf(page);
    const { name, platformPath, shopPath, brand } = await twoAttributeProduct(request, token);
    await searchKeyword(page, name);
    const row = rowOf(page, name);
    await expect(row).toHaveCount(1);

    // Edit: the saved attributes and rows come back; stock may not go below the original.
    await row.getByTestId('product-edit').click();
    await expect(page.getByTestId('prod-info-title')).toHaveText('编辑商品信息');
    await expect(page.getByTestId('sku-row')).toHaveCount(6);
    await expect(page.getByTestId('form-name')).toHaveValue(name);
    await expect(page.getByTestId('form-category-text')).toHaveText(platformPath.join(' > '));
    await expect(page.getByTestId('form-shop-category-text')).toHaveText(shopPath.join(' > '));
    await expect(page.getByTestId('form-brand-text')).toHaveText(brand.name);
    await expect((await richText(page, 'form-detail-rich')).locator('.rte-content strong')).toHaveText('加厚羊毛，适合秋冬');
    const first = page.getByTestId('sku-row').first().getByTestId('sku-stock');
    await first.fill('1');
    await expectToastFrom(page, '输入库存不得小于原有库存', () => first.blur());
    await expect(first).toHaveValue('10');
    await first.fill('30');
    await page.getByTestId('form-name').fill(`${name}改`);
    await page.getByTestId('prod-info-submit').click();
    await expect(page).toHaveURL(/\/product\/list/);
    await searchKeyword(page, `${name}改`);
    const edited = rowOf(page, `${name}改`);
    await expect(edited.getByTestId('product-stock')).toHaveText(String(30 + 11 + 12 + 13 + 14 + 15));

    // On shelf goes to review; the row then offers neither edit nor delete.
    await expectToastFrom(page, '请耐心等待审核！', () => edited.getByTestId('product-shelf-on').click());
    await expect(edited.getByTestId('product-status')).toHaveText('待审核');
    await expect(edited.getByTestId('product-edit')).toBeDisabled();
  });

  test('a care shop publishes a service for chosen communities', async ({ page, request }) => {
    await signIn(page, request, 'care_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const token = await tokenOf(page);
    const picture = `服务图${unique()}.png`;
    await uploadPicture(request, token, picture);
    const { platformPath, important, shopPath } = await categoriesFor(request, token);
    const name = `上门助浴${unique()}`;

    await page.goto(PROD_INFO);
    await expect(page.getByTestId('form-category-choose')).toBeVisible(FIRST_RENDER);
    await pickCategory(page, 'form-category', platformPath);
    await pickCategory(page, 'form-shop-category', shopPath);
    await page.getByTestId('form-name').fill(name);
    await page.getByTestId('form-selling-point').fill('两人上门，安全助浴');
    await page.getByTestId('form-publication-1').click();
    await page.getByTestId('form-serve-type').selectOption({ label: '助浴' });
    for (const attr of important)
      await page
        .getByTestId(`form-basic-attr-${attr.attrId}`)
        .locator('input')
        .fill(attr.attrValues[0]?.value ?? '其他');
    await pickPicture(page, page.locator('form'), picture, 'image-upload-add');
    await pickPicture(page, page.locator('form'), picture, 'multi-image-add');
    const row = page.getByTestId('sku-row').first();
    await row.getByTestId('sku-price').fill('120');
    await row.getByTestId('sku-stock').fill('50');
    await page.getByTestId('form-keywords').locator('input').fill('助浴');
    await page.getByTestId('form-keywords').locator('input').press('Enter');
    await submitExpect(page, '请选择社区/驿站！');

    await page.getByTestId('community-choose').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('community-name') });
    await expectToastFrom(page, '请选择！', () => dialog.getByTestId('community-ok').click());
    await dialog.getByTestId('community-name').fill('幸福里');
    await dialog.getByTestId('community-search').click();
    await expect(dialog.getByTestId('community-row')).toHaveCount(2);
    await dialog.getByTestId('community-row').first().locator('.ant-checkbox-input').check();
    await dialog.getByTestId('community-ok').click();
    await expect(page.getByTestId('community-tag')).toHaveCount(1);
    await page.getByTestId('prod-info-submit').click();
    await expect(page).toHaveURL(/\/product\/list/);
    await searchKeyword(page, name);
    await expect(rowOf(page, name)).toHaveCount(1);
  });
});
