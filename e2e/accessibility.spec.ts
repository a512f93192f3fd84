// WCAG 2.1 AA: axe-core finds no violation on the sign-in page, the captcha, every screen of the sidebar and
// every add and edit dialog, in every language the app offers; and a person signs in, opens a screen, adds a
// hot-search term and signs out with the keyboard alone.
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '../apps/web/src/shared/i18n/language';
import {
  captchaAnswer,
  confirmButton,
  expectNoAxeViolations,
  fillLogin,
  isCaptchaGet,
  PASSWORD,
  pressUntilFocused,
  pressUntilFocusedText,
  signIn,
  unique,
} from './kit';

/** The screen is there (its h1) and nothing in it is loading. */
const settled = async (page: Page) => {
  const main = page.locator('#main-content');
  await expect(main.locator('h1')).toBeVisible();
  await expect(main.locator('.page-spinner, .ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
};

/** Opens every directory of the sidebar, then each screen in turn; calls `visit` on each with its title and path. */
async function everySidebarScreen(page: Page, visit: (title: string, path: string) => Promise<void>): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const closed = sidebar.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) await closed.first().click();
  const titles = (await sidebar.locator('.ant-menu-item .ant-menu-title-content').allTextContents()).map((text) => text.trim());
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    await sidebar.locator('.ant-menu-item').filter({ hasText: title }).first().click();
    await expect(page.locator('#main-content h1')).toHaveText(title);
    await settled(page);
    await visit(title, new URL(page.url()).pathname);
  }
}

/**
 * Opens the screen's add dialog, then the first row's edit dialog (whichever it has), scans each and closes it
 * with Escape; an edit that opens the product editor instead has that screen scanned, then goes back.
 */
async function scanDialogs(page: Page, where: string): Promise<number> {
  let scanned = 0;
  // The product editor is a form of its own, scanned as a screen; its buttons open no add or edit dialog.
  if (await page.getByTestId('prod-info-title').isVisible()) return scanned;
  for (const opener of ['create', 'edit']) {
    const button = page.locator(`#main-content [data-testid$="-${opener}"]:visible`).first();
    if ((await button.count()) === 0 || (await button.isDisabled())) continue;
    const screenUrl = page.url();
    await button.click();
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal');
    // A dialog opens, or (the product editor) the address changes once the router has loaded the next screen.
    await expect.poll(async () => (await dialog.isVisible()) || page.url() !== screenUrl).toBe(true);
    const inDialog = page.url() === screenUrl;
    if (!inDialog) {
      await settled(page);
      await expect(page.getByTestId('prod-info-title')).toBeVisible();
    }
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .page-spinner')).toHaveCount(0);
    // The screen behind a dialog was scanned already.
    await expectNoAxeViolations(page, `${where} ${opener}`, inDialog ? '.ant-modal-wrap' : undefined);
    scanned++;
    if (inDialog) {
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    } else {
      await page.goBack();
      await settled(page);
    }
  }
  return scanned;
}

async function useLanguage(page: Page, language: string): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }]);
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('the sign-in page and both captchas', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language.replace('_', '-'));
      await expectNoAxeViolations(page, 'login');
      await fillLogin(page, 'shop_admin', PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('captcha-image')).toBeVisible();
      await expect(page.getByTestId('captcha-slider-handle')).toBeFocused();
      await expectNoAxeViolations(page, 'slide captcha');
      await page.locator('.captcha-switch').click();
      await expect(page.getByTestId('captcha-word-targets')).toBeVisible();
      await expectNoAxeViolations(page, 'click-word captcha');
    });

    for (const who of ['shop_admin', 'platform']) {
      test(`every screen and dialog of ${who}`, async ({ page, request }) => {
        test.setTimeout(600_000);
        await signIn(page, request, who);
        await expect(page.locator('#main-content h1')).toBeVisible();
        let dialogs = 0;
        await everySidebarScreen(page, async (title, path) => {
          await expectNoAxeViolations(page, `${who} ${title} ${path}`);
          dialogs += await scanDialogs(page, `${who} ${path}`);
        });
        expect(dialogs).toBeGreaterThan(0);
      });
    }
  });
}

test('by keyboard alone: sign in through the captcha, open hot search, add a term, sign out', async ({ page, request }) => {
  await useLanguage(page, 'zh_CN');
  await page.goto('/login');
  const username = page.getByTestId('login-username');
  await pressUntilFocused(page, 'Tab', username);
  await page.keyboard.type('shop_admin');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  const got = page.waitForResponse(isCaptchaGet);
  await page.keyboard.press('Enter');

  // The handle takes the focus; the arrow keys move the piece to the answer, Enter checks it.
  const { x } = await captchaAnswer(request, await got);
  const handle = page.getByTestId('captcha-slider-handle');
  await expect(handle).toBeFocused();
  const image = (await page.getByTestId('captcha-image').boundingBox())!;
  const steps = Math.round((x * image.width) / 310);
  for (let i = 0; i < Math.floor(steps / 10); i++) await page.keyboard.press('PageUp');
  for (let i = 0; i < steps % 10; i++) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round((steps * 310) / image.width)));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/order/);

  // From the top of the page the skip link comes first; then the sidebar, where the arrow keys reach 店铺管理 › 热搜管理.
  await pressUntilFocused(page, 'Tab', page.getByTestId('skip-link'), 5);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('sidebar-menu')).toBeFocused();
  await pressUntilFocusedText(page, 'ArrowDown', '店铺管理');
  await page.keyboard.press('Enter');
  await pressUntilFocusedText(page, 'ArrowDown', '热搜管理');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/multishop\/hot-search/);
  await expect(page.locator('#main-content h1')).toHaveText('热搜管理');

  const term = `键盘${unique()}`;
  await pressUntilFocused(page, 'Tab', page.getByTestId('hot-search-create'));
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('hot-search-title') });
  await expect(dialog).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByTestId('hot-search-title'));
  await page.keyboard.type(term);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('hot-search-content')).toBeFocused();
  await page.keyboard.type('键盘操作');
  await pressUntilFocused(page, 'Tab', confirmButton(dialog));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#main-content').getByText(term, { exact: true })).toBeVisible();

  await pressUntilFocused(page, 'Shift+Tab', page.getByTestId('navbar-user'), 80);
  await page.keyboard.press('Enter');
  await pressUntilFocusedText(page, 'ArrowDown', '退出登录');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
});
