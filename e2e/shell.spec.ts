import { expect, type Locator } from '@playwright/test';
import { test } from './kit/fixtures';
import { expectNoAxeViolations, PASSWORD, Shell, signIn } from './kit';

test.describe('layout shell', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
  });

  test('the tags bar opens a tag per page and its context menu refreshes and closes', async ({ page }) => {
    const shell = new Shell(page);
    await shell.openMenu('商品管理', '商品列表');
    await expect(page).toHaveURL(/\/product\/list$/);
    await expect(shell.tag('/order/order')).toBeVisible();
    await expect(shell.tag('/product/list')).toBeVisible();

    await shell.onTag('/product/list', 'refresh');
    await expect(page).toHaveURL(/\/product\/list$/);

    await shell.onTag('/product/list', 'close');
    await expect(page).toHaveURL(/\/order\/order$/);
    await expect(shell.tag('/product/list')).toHaveCount(0);

    await page.goto('/product/list');
    await shell.onTag('/product/list', 'close-others');
    await expect(shell.tag('/order/order')).toHaveCount(0);
    await expect(shell.tag('/product/list')).toBeVisible();

    await shell.onTag('/product/list', 'close-all');
    await expect(page).toHaveURL(/\/order\/order$/);
  });

  test('the tags bar scrolls to the page shown', async ({ page }) => {
    const shell = new Shell(page);
    await page.setViewportSize({ width: 1100, height: 700 });
    // Every screen of the sidebar, one after another: more tags than the bar shows at once.
    for (const directory of await shell.sidebar.getByTestId('sidebar-menu').getByRole('button').all()) {
      if ((await directory.getAttribute('aria-expanded')) === 'false') await directory.click();
    }
    const links = await shell.sidebar.getByRole('link').all();
    expect(links.length).toBeGreaterThan(8);
    // The tag of the screen a link opens, once it is the active one (the previous screen's tag stays active until then).
    const activeTagOf = async (link: Locator) => {
      const tag = shell.tags.getByTestId(`tag-${await link.getAttribute('href')}`);
      await expect(tag).toHaveClass(/tags-bar__tag--active/);
      return tag;
    };
    for (const link of links) {
      await link.click();
      await activeTagOf(link);
    }
    const bar = shell.tags.locator('.tags-bar__scroll');
    const within = async (tag: Locator) => {
      const [shown, box] = [(await bar.boundingBox())!, (await tag.boundingBox())!];
      return box.x >= shown.x - 1 && box.x + box.width <= shown.x + shown.width + 1;
    };
    expect(await bar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect.poll(() => within(shell.tags.locator('.tags-bar__tag--active'))).toBe(true);

    // A narrower window (still a desktop's): the bar narrows and keeps the active tag, at its right end, in view.
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect.poll(() => within(shell.tags.locator('.tags-bar__tag--active'))).toBe(true);

    // Back to the first screen through the sidebar, its tag scrolled out of sight: the bar scrolls back to it.
    await bar.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await links[0]!.click();
    const first = await activeTagOf(links[0]!);
    await expect.poll(() => within(first)).toBe(true);
    expect(await bar.evaluate((element) => element.scrollLeft)).toBeLessThan(
      await bar.evaluate((element) => element.scrollWidth - element.clientWidth),
    );
  });

  test("a click on the page being left's tag counts while the next page's code still loads", async ({ page }) => {
    const shell = new Shell(page);
    // The next screen's code is held back until the click is made, as on a slow line.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await shell.openMenu('店铺管理', '热搜管理');
    await expect(page).toHaveURL(/\/multishop\/hot-search$/);
    await shell.tag('/order/order').getByRole('button', { name: '订单管理', exact: true }).click();
    release();
    await expect(page).toHaveURL(/\/order\/order$/);
    await expect(shell.tag('/order/order')).toHaveClass(/tags-bar__tag--active/);
    await expect(page.getByTestId('order-search')).toBeVisible();
  });

  test('closing the order page as the last tag brings it back', async ({ page }) => {
    const shell = new Shell(page);
    await shell.onTag('/order/order', 'close');
    await expect(page).toHaveURL(/\/order\/order$/);
    await expect(shell.tag('/order/order')).toBeVisible();
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

  test('a collapsed sidebar opens a directory beside its icon, by mouse and by keyboard, and stays collapsed', async ({ page }) => {
    const sidebar = page.getByTestId('sidebar');
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toHaveClass(/shell__sider--collapsed/);
    const products = sidebar.getByRole('button', { name: '商品管理' });

    await products.click();
    const flyout = page.getByRole('dialog', { name: '商品管理' });
    const productList = flyout.getByRole('link', { name: '商品列表' });
    await expect(productList).toBeFocused();
    await expectNoAxeViolations(page, 'collapsed sidebar, a directory open', ['[data-testid=sidebar]', '.side-menu__flyout']);
    const [sidebarBox, flyoutBox] = [await sidebar.boundingBox(), await flyout.boundingBox()];
    expect(flyoutBox!.x).toBeGreaterThanOrEqual(sidebarBox!.x + sidebarBox!.width);
    await productList.click();
    await expect(page).toHaveURL(/\/product\/list$/);
    await expect(flyout).toHaveCount(0);
    await expect(sidebar).toHaveClass(/shell__sider--collapsed/);

    await products.focus();
    await page.keyboard.press('Enter');
    await expect(productList).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(flyout).toHaveCount(0);
    await expect(products).toBeFocused();

    // The choice is kept: a new load starts collapsed.
    await page.reload();
    await expect(sidebar).toHaveClass(/shell__sider--collapsed/);
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
