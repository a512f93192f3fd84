// The home screen opened directly comes drawn by the server (the shell and the first orders), before the app's code
// has run; the app then draws the same page beside it and takes over, without reading those answers again.
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './kit/fixtures';
import { api, signIn, tokenOf } from './kit';

interface OrderPage {
  list: { orderId: number; consignee: string }[];
}

/** A page of the same browser with the app's code switched off, signed in with `token`: what the server drew, alone. */
async function drawnByServer(browser: Browser, baseURL: string, token: string, viewport = { width: 1280, height: 720 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', javaScriptEnabled: false, viewport });
  await context.addCookies([{ name: 'mall-Admin-Token', value: token, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/order/order');
  return page;
}

const firstPageIds = async (request: Parameters<typeof api>[0], token: string) =>
  (await api<OrderPage>(request, token, 'GET', '/mall_order/m/order/page?pageNum=1&pageSize=10')).list.map((order) => order.orderId);

test.describe('the home screen opened directly', () => {
  test("shows the shell and the shop's first orders before any script runs, and only that shop's", async ({ page, request, browser, baseURL }) => {
    const tokens: Record<string, string> = {};
    for (const who of ['shop_admin', 'care_admin']) {
      await signIn(page, request, who);
      await expect(page).toHaveURL(/\/order\/order/);
      tokens[who] = await tokenOf(page);
      await page.context().clearCookies();
    }
    const [shopOrders, careOrders] = [await firstPageIds(request, tokens.shop_admin!), await firstPageIds(request, tokens.care_admin!)];
    expect(shopOrders.length).toBeGreaterThan(0);

    for (const [who, own, other] of [
      ['shop_admin', shopOrders, careOrders],
      ['care_admin', careOrders, shopOrders],
    ] as const) {
      const drawn = await drawnByServer(browser, baseURL!, tokens[who]!);
      const shell = drawn.locator('#first-paint');
      await expect(shell.locator('.shell__sider')).toContainText('订单管理');
      await expect(shell.locator('.shell__header')).toBeVisible();
      const numbers = await shell.locator('.order-card').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-order-id'))));
      expect(numbers, who).toEqual(own);
      expect(
        numbers.some((id) => other.includes(id)),
        who,
      ).toBe(false);
      await drawn.context().close();
    }
  });

  test('on a narrow screen it is drawn as the app draws it there: the sidebar closed', async ({ page, request, browser, baseURL }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    const narrow = { width: 800, height: 900 };
    const drawn = await drawnByServer(browser, baseURL!, await tokenOf(page), narrow);
    await expect(drawn.locator('#first-paint .order-card').first()).toBeVisible();
    await expect(drawn.locator('#first-paint .shell__sider')).toBeHidden();
    await drawn.context().close();

    await page.setViewportSize(narrow);
    await page.goto('/order/order');
    await expect(page.getByTestId('order-list')).toHaveAttribute('data-loading', 'false');
    await expect(page.getByTestId('sidebar')).toBeHidden();
  });

  test('the app takes the drawn page over: the same page, no second read of it, and it works', async ({ page, request }) => {
    await signIn(page, request, 'shop_admin');
    await expect(page).toHaveURL(/\/order\/order/);
    // The reads the signed-in page made after signing in are done, so none of them is counted as the drawn load's.
    await expect(page.getByTestId('order-list')).toHaveAttribute('data-loading', 'false');
    await page.waitForLoadState('networkidle');
    // What the server drew, as the page first showed it: read once the page is parsed, before its module scripts run
    // (they run before DOMContentLoaded).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { drawn: string }).drawn = document.getElementById('first-paint')?.innerText ?? '';
      });
    });
    const reads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/mall_')) reads.push(new URL(sent.url()).pathname);
    });
    await page.goto('/order/order');
    await expect(page.getByTestId('order-list')).toHaveAttribute('data-loading', 'false');
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const { drawn, shown } = await page.evaluate(() => ({
      drawn: (window as unknown as { drawn: string }).drawn,
      shown: document.getElementById('root')!.innerText,
    }));
    expect(drawn).toContain('订单编号');
    expect(shown).toBe(drawn);
    expect(reads.filter((path) => /menu\/route|shop_user\/info|app_config|order\/page/.test(path))).toEqual([]);

    const [call] = await Promise.all([
      page.waitForRequest((sent) => sent.url().includes('/mall_order/m/order/page')),
      page.getByTestId('order-tab-2').click(),
    ]);
    expect(new URL(call.url()).searchParams.get('status')).toBe('2');
    await expect(page.getByTestId('order-list')).toHaveAttribute('data-loading', 'false');
    await expect(page.getByTestId('order-card').first()).toHaveAttribute('data-status', '2');
  });
});
