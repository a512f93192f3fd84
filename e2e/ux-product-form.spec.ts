// The product form of a care shop: unsaved changes ask before leaving, field rules block the save, numbers out
// of range are said (never changed), and the community/station picker counts one choice once.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import { api, fillLogin, PASSWORD, signIn, submitAndSolveCaptcha, tokenOf, expectToastFrom, unique } from './kit';

/** Opens the edit form of one of the care shop's products that is off the shelf (editable). */
async function openCareProduct(page: Page, request: APIRequestContext) {
  await signIn(page, request, 'care_admin');
  await expect(page).toHaveURL(/\/order\/order/);
  const token = await tokenOf(page);
  const { list } = await api<{ list: { spuId: number; spuStatus: number }[] }>(
    request,
    token,
    'GET',
    '/mall_search/m/search/page?pageNum=1&pageSize=50',
  );
  const product = list.find((p) => p.spuStatus === 0)!;
  await page.goto(`/product/prod_info?spuId=${product.spuId}`);
  await expect(page.getByTestId('form-name')).not.toHaveValue('', { timeout: 20_000 });
}

test('leaving the product form with unsaved changes asks first', async ({ page, request }) => {
  await openCareProduct(page, request);
  const formUrl = page.url();
  const ask = page.locator('.ui-confirm').filter({ hasText: '有未保存的修改' });
  await page.getByTestId('form-name').fill('改了但没保存');
  await page.getByTestId('sidebar').getByText('商品列表', { exact: true }).click();
  await ask.getByRole('button', { name: '继续编辑' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/prod_info/);
  await expect(page.getByTestId('form-name')).toHaveValue('改了但没保存');
  // Closing the page's tag asks the same; staying keeps the page and its tag.
  const tag = page.getByTestId('tags-bar').locator(`[data-testid="tag-${new URL(formUrl).pathname}${new URL(formUrl).search}"]`);
  await tag.getByRole('button', { name: /关闭/ }).click();
  await ask.getByRole('button', { name: '继续编辑' }).click();
  await expect(page).toHaveURL(/prod_info/);
  await expect(tag).toBeVisible();
  await tag.getByRole('button', { name: /关闭/ }).click();
  await ask.getByRole('button', { name: /离\s*开/ }).click();
  await expect(page).not.toHaveURL(/prod_info/);
  await expect(tag).toHaveCount(0);

  await page.goto(formUrl);
  await expect(page.getByTestId('form-name')).not.toHaveValue('');
  await page.getByTestId('form-name').fill('又改了');
  await page.getByTestId('sidebar').getByText('商品列表', { exact: true }).click();
  await ask.getByRole('button', { name: /离\s*开/ }).click();
  await expect(page).toHaveURL(/\/product\/list$/);
});

test('signing out with unsaved changes asks first; staying keeps the session and the changes', async ({ page, request }) => {
  await openCareProduct(page, request);
  const formPath = new URL(page.url()).pathname + new URL(page.url()).search;
  const ask = page.locator('.ui-confirm').filter({ hasText: '有未保存的修改' });
  await page.getByTestId('form-name').fill('改了但没保存');
  const signOut = async () => {
    await page.getByTestId('navbar-user').click();
    await page.getByTestId('navbar-logout').click();
  };
  await signOut();
  await ask.getByRole('button', { name: '继续编辑' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('form-name')).toHaveValue('改了但没保存');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  // Still signed in: the session answers.
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  await api(request, token, 'GET', '/mall_multishop/m/shop_user/info');

  await signOut();
  await ask.getByRole('button', { name: /离\s*开/ }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(formPath)}`);
  await expect(page.getByTestId('login-username')).toBeVisible();
});

test('work not saved when the session ends comes back after 重新登录, and saves', async ({ page, request }) => {
  await openCareProduct(page, request);
  const formPath = new URL(page.url()).pathname + new URL(page.url()).search;
  const name = `重新登录后保存${unique()}`;
  await page.getByTestId('form-name').fill(name);
  // Meanwhile the session ends (signed out in another tab): the save is answered A00004.
  await api(request, await tokenOf(page), 'POST', '/mall_auth/login_out');
  let asked = false;
  page.on('dialog', (question) => {
    asked = true;
    void question.dismiss();
  });
  await page.getByTestId('prod-info-submit').click();
  const loggedOut = page.locator('.ui-confirm').filter({ hasText: '您已经登出，您可以继续留在该页面，或者重新登录' });
  await loggedOut.getByRole('button', { name: '重新登录' }).click();
  // The work waits in the tab: the reload goes without the browser's "leave the site?" question.
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(formPath)}`);
  expect(asked).toBe(false);
  await fillLogin(page, 'care_admin', PASSWORD);
  await submitAndSolveCaptcha(page, request);
  await expect(page).toHaveURL(formPath);
  await expect(page.getByTestId('prod-info-restored')).toHaveText('已恢复重新登录前未保存的修改：点“立即发布”保存，点“重置”放弃');
  await expect(page.getByTestId('form-name')).toHaveValue(name);
  await expectToastFrom(page, '操作成功', () => page.getByTestId('prod-info-submit').click());
  await expect(page).toHaveURL(/\/product\/list/);
  await expect(page.getByTestId('product-row').filter({ hasText: name })).toHaveCount(1);
});

test('a form read before someone else changed the product is refused, and keeps what was typed', async ({ page, request }) => {
  await openCareProduct(page, request);
  const spuId = Number(new URL(page.url()).searchParams.get('spuId'));
  // Meanwhile, in another tab: the list's inline name edit.
  await api(request, await tokenOf(page), 'PUT', '/mall_product/admin/spu/update_spu_data', { spuId, name: '另一个标签页改的' });
  await page.getByTestId('form-name').fill('这个表单改的');
  await expectToastFrom(page, '商品已在别处修改，请重新打开后再保存', () => page.getByTestId('prod-info-submit').click());
  await expect(page).toHaveURL(/prod_info/);
  await expect(page.getByTestId('form-name')).toHaveValue('这个表单改的');
  await expect(page.getByTestId('prod-info-submit')).toBeEnabled();
});

test('a keyword over 10 characters blocks the save', async ({ page, request }) => {
  await openCareProduct(page, request);
  let saves = 0;
  page.on('request', (r) => {
    if (r.url().includes('/mall_product/admin/spu') && ['POST', 'PUT'].includes(r.method())) saves++;
  });
  await page.getByTestId('form-keywords').locator('input').fill('一二三四五六七八九十一');
  await page.getByTestId('form-keywords').locator('input').press('Enter');
  await expectToastFrom(page, '关键词不能超过10个字符', () => page.getByTestId('prod-info-submit').click());
  await expect(page.locator('[data-field="keywords"] .ui-form-row__problem')).toHaveText('关键词不能超过10个字符');
  await page.getByTestId('form-name').click();
  expect(saves).toBe(0);
  await expect(page).toHaveURL(/prod_info/);
});

test('the community picker counts one choice once across searches and pages', async ({ page, request }) => {
  await openCareProduct(page, request);
  const chosenBefore = await page.getByTestId('community-tag').count();
  await page.getByTestId('community-choose').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('community-name') });
  const count = dialog.getByText(/已选择 \d+ 个/);
  await expect(count).toHaveText(`已选择 ${chosenBefore} 个`);
  const unticked = dialog.getByTestId('community-row').filter({ has: page.locator('.ant-checkbox-input:not(:checked)') });
  await unticked.first().locator('.ant-checkbox-input').check();
  await expect(count).toHaveText(`已选择 ${chosenBefore + 1} 个`);
  await dialog.getByTestId('community-search').click();
  await unticked.first().locator('.ant-checkbox-input').check();
  await expect(count).toHaveText(`已选择 ${chosenBefore + 2} 个`);
  await dialog.getByTestId('community-search').click();
  await expect(count).toHaveText(`已选择 ${chosenBefore + 2} 个`);
  await dialog.getByTestId('community-ok').click();
  await expect(page.getByTestId('community-tag')).toHaveCount(chosenBefore + 2);
});

test('numbers out of range on the product form are kept as typed, their limit said, and the save blocked', async ({ page, request }) => {
  await openCareProduct(page, request);
  let saves = 0;
  page.on('request', (r) => {
    if (r.url().includes('/mall_product/admin/spu') && ['POST', 'PUT'].includes(r.method())) saves++;
  });
  const row = page.getByTestId('sku-row').first();
  const price = row.getByTestId('sku-price');
  const problem = (testId: string) => row.getByTestId(`${testId}-problem`);

  await price.fill('-5');
  await price.blur();
  await expect(price).toHaveValue('-5');
  await expect(problem('sku-price')).toHaveText('商品价格不能小于0.01');
  await price.fill('0');
  await expect(problem('sku-price')).toHaveText('商品价格不能小于0.01');
  await price.fill('99999999999');
  await price.blur();
  await expect(price).toHaveValue('99999999999');
  await expect(problem('sku-price')).toHaveText('商品价格不能超过1000000000');
  await price.fill('0.01');
  await expect(problem('sku-price')).toBeHidden();
  await price.fill('99999999999');

  const market = row.getByTestId('sku-market-price');
  await market.fill('-5');
  await market.blur();
  await expect(market).toHaveValue('-5');
  await expect(problem('sku-market-price')).toHaveText('市场价不能小于0');

  // Above the saved stock, so only the half is wrong.
  const stock = row.getByTestId('sku-stock');
  const saved = Number(await stock.inputValue());
  await stock.fill(`${saved + 1}.5`);
  await stock.blur();
  await expect(stock).toHaveValue(`${saved + 1}.5`);
  await expect(problem('sku-stock')).toHaveText('库存必须为整数');

  const seq = page.getByTestId('form-seq');
  const seqItem = page.locator('[data-field="seq"]');
  await seq.fill('99999');
  await seq.blur();
  await expect(seq).toHaveValue('99999');
  await expect(seqItem.getByText('商品排序不能超过32767')).toBeVisible();
  await seq.fill('1.5');
  await seq.blur();
  await expect(seq).toHaveValue('1.5');
  await expect(seqItem.getByText('商品排序必须为整数')).toBeVisible();
  await seq.fill('0');
  await seq.blur();
  await expect(seqItem.getByText('商品排序不能小于1')).toBeVisible();
  await seq.fill('5');
  await expect(seqItem.getByRole('alert')).toBeHidden();

  await expectToastFrom(page, '商品价格不能超过1000000000', () => page.getByTestId('prod-info-submit').click());
  await expect(page).toHaveURL(/prod_info/);
  expect(saves).toBe(0);
});
