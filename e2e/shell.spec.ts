import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './support';

test.describe('layout shell', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
  });

  test('the tags bar opens a tag per page and its context menu refreshes and closes', async ({ page }) => {
    await page.getByTestId('sidebar').getByText('商品管理').click();
    await page.getByTestId('sidebar').getByText('商品列表').click();
    await expect(page).toHaveURL(/\/product\/list$/);
    const tags = page.getByTestId('tags-bar');
    await expect(tags.getByTestId('tag-/order/order')).toBeVisible();
    await expect(tags.getByTestId('tag-/product/list')).toBeVisible();

    await tags.getByTestId('tag-/product/list').click({ button: 'right' });
    await page.getByTestId('tags-refresh').click();
    await expect(page).toHaveURL(/\/product\/list$/);

    await tags.getByTestId('tag-/product/list').click({ button: 'right' });
    await page.getByTestId('tags-close').click();
    await expect(page).toHaveURL(/\/order\/order$/);
    await expect(tags.getByTestId('tag-/product/list')).toHaveCount(0);

    await page.goto('/product/list');
    await tags.getByTestId('tag-/product/list').click({ button: 'right' });
    await page.getByTestId('tags-close-others').click();
    await expect(tags.getByTestId('tag-/order/order')).toHaveCount(0);
    await expect(tags.getByTestId('tag-/product/list')).toBeVisible();

    await tags.getByTestId('tag-/product/list').click({ button: 'right' });
    await page.getByTestId('tags-close-all').click();
    await expect(page).toHaveURL(/\/order\/order$/);
  });

  test('closing the order page as the last tag brings it back', async ({ page }) => {
    const tags = page.getByTestId('tags-bar');
    await tags.getByTestId('tag-/order/order').click({ button: 'right' });
    await page.getByTestId('tags-close').click();
    await expect(page).toHaveURL(/\/order\/order$/);
    await expect(tags.getByTestId('tag-/order/order')).toBeVisible();
  });

  test('the language switch changes the texts and is kept in a cookie', async ({ page }) => {
    await page.getByTestId('lang-switch').click();
    await page.getByText('English', { exact: true }).click();
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en');
    await page.reload();
    await expect(page.getByTestId('navbar-user')).toBeVisible();
    expect(await page.title()).toContain('Merchant');
    await page.getByTestId('lang-switch').click();
    await page.getByText('中文', { exact: true }).click();
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('zh_CN');
  });

  test('below 992 px the sidebar closes', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await expect(page.getByTestId('sidebar')).toBeHidden();
  });
});

test('single sign-on: a ticket from the sign-on service signs the user in', async ({ page, request }) => {
  const session = await request.post('/sso-service/session', { data: { username: 'care_admin', password: PASSWORD } });
  const { data } = (await session.json()) as { data: { ssoToken: string } };
  await page.goto(`/?ssoToken=${encodeURIComponent(data.ssoToken)}`);
  await expect(page).toHaveURL(/\/order\/order/);
  await expect(page.getByTestId('navbar-username')).toHaveText('康乐店长');
});
