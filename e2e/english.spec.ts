// The whole interface in the chosen language: every screen of the sidebar and its add dialog, as platform
// and as shop administrator, shows no Chinese outside user data (names, titles, addresses the demo data
// holds), and server messages come back in the language too. Generated from the menu catalogue, so a new
// screen is walked without a new test.
import { writeFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test, useLanguage } from './kit/fixtures';
import { PLATFORM_MENUS, SHOP_MENUS, type MenuSeed } from '../packages/contract/src/rbac/catalogue.ts';
import { fillLogin, halfOf, HALVES, openDialogOrScreen, pngBytes, settled, signIn, submitAndSolveCaptcha } from './kit';

/**
 * Where a screen shows data rather than interface: table cells, chosen values and options, trees of
 * categories and areas, the signed-in user's name, picture names, the rich-text body and the order cards.
 */
const USER_DATA = [
  'td',
  '[data-testid="navbar-username"]',
  '.ant-select-selection-item',
  '.ant-select-item-option-content',
  '.ant-select-tree-title',
  '.ant-cascader-menus',
  '.ant-tree-title',
  '.ant-image',
  '[data-testid="picture-item"]',
  '[data-testid="order-card"]',
  '[data-testid="category-item-name"]',
  '[data-testid="area-item-name"]',
  '.ProseMirror',
].join(',');

const HAN = /\p{Script=Han}/u;
/** The language switch names each language in itself. */
const LANGUAGE_NAMES = ['中文', '日本語'];

/** Interface text with Chinese in it: visible text outside user data, placeholders, labels and the tab title. */
async function chineseInInterface(page: Page): Promise<string[]> {
  return page
    .evaluate((userData) => {
      const han = /\p{Script=Han}/u;
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !han.test(node.textContent ?? '') || element.closest(userData)) continue;
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        found.push(`${element.tagName.toLowerCase()}: ${(node.textContent ?? '').trim().slice(0, 60)}`);
      }
      // A list item's controls end their names with the item's ("Edit 健康护理"): the user's words, not the interface's.
      const shown = Array.from(document.querySelectorAll(userData), (element) => element.textContent?.trim() ?? '').filter(Boolean);
      const withoutUserData = (value: string) => shown.reduce((rest, text) => rest.split(text).join(''), value);
      for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label]'))) {
        if (element.closest(userData)) continue;
        for (const name of ['placeholder', 'aria-label']) {
          const value = element.getAttribute(name);
          if (value && han.test(withoutUserData(value))) found.push(`${name}: ${value}`);
        }
      }
      if (han.test(document.title)) found.push(`title: ${document.title}`);
      return found;
    }, USER_DATA)
    .then((found) => found.filter((text) => !LANGUAGE_NAMES.some((name) => text.endsWith(`: ${name}`))));
}

/** The screens a menu catalogue opens: every page entry under its directory. */
function screensOf(menus: MenuSeed[]): string[] {
  return menus
    .filter((menu) => menu.component !== 'Layout')
    .map((menu) => `${menus.find((parent) => parent.menuId === menu.parentId)!.path}/${menu.path}`);
}

/** Opens each screen, then its add dialog when it has one, and lists the Chinese interface text of each. */
async function walkScreens(page: Page, screens: string[]): Promise<{ problems: string[]; dialogs: string[] }> {
  const problems: string[] = [];
  const dialogs: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await settled(page);
    await page.waitForLoadState('networkidle');
    problems.push(...(await chineseInInterface(page)).map((text) => `${screen} ${text}`));
    // The product editor is a form of its own: its "Publish" sends the form, it opens no add dialog.
    if (await page.getByTestId('prod-info-title').isVisible()) continue;
    const create = page
      .getByRole('main')
      .getByRole('button', { name: /^(plus\s+)?(Create|Publish)/ })
      .first();
    if (!(await create.isVisible())) continue;
    // "Publish a product" opens the publish page, the others a dialog.
    await openDialogOrScreen(page, create);
    await page.waitForLoadState('networkidle');
    dialogs.push(screen);
    problems.push(...(await chineseInInterface(page)).map((text) => `${screen} (add) ${text}`));
    await page.keyboard.press('Escape');
  }
  console.log(`walked ${screens.length} screens and the add dialogs of ${dialogs.join(', ')}`);
  return { problems, dialogs };
}

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the platform administrator sees every screen and add dialog in English', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await signIn(page, request, 'platform');
    await expect(page).not.toHaveURL(/\/login/);
    const walked = await walkScreens(page, screensOf(PLATFORM_MENUS));
    expect(walked.problems).toEqual([]);
    expect(walked.dialogs).toEqual(expect.arrayContaining(['/platform/role', '/platform/menu', '/platform/menu_permission']));
    // The same check finds the interface's Chinese once the language is Chinese (it can fail).
    await useLanguage(page, 'zh_CN');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toContainText('权限管理');
    expect(await chineseInInterface(page)).toContainEqual(expect.stringContaining('权限管理'));
  });

  // The shop's screens in two tests of half of them each.
  for (const which of HALVES) {
    test(`the shop administrator sees the ${which} half of the screens and their add dialogs in English`, async ({ page, request }) => {
      await useLanguage(page, 'en');
      await signIn(page, request, 'shop_admin');
      await expect(page).not.toHaveURL(/\/login/);
      const screens = halfOf(screensOf(SHOP_MENUS), which);
      const walked = await walkScreens(page, screens);
      expect(walked.problems).toEqual([]);
      const withDialogs = ['/product/attr', '/multishop/hot-search', '/multishop/notice', '/rbac/role'].filter((screen) => screens.includes(screen));
      expect(walked.dialogs).toEqual(expect.arrayContaining(withDialogs));
      if (which !== 'first') return;
      // The sidebar and the tab title name the screens in English.
      await page.goto('/product/list');
      await expect(page.getByTestId('sidebar')).toContainText('Product list');
      await expect(page).toHaveTitle(/^Product list - /);
    });
  }

  test("a picture the server's store refuses is named with its reason in English", async ({ page, request }, testInfo) => {
    const good = testInfo.outputPath('good.png');
    const fake = testInfo.outputPath('fake.png');
    await writeFile(good, pngBytes());
    await writeFile(fake, 'text named as a picture');
    await useLanguage(page, 'en');
    await signIn(page, request, 'shop_admin');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/multishop/index_img');
    await page.getByTestId('carousel-create').click();
    await page.getByTestId('image-upload-add').click();
    const manager = page.getByTestId('picture-manager');
    await manager.getByTestId('pm-upload-tab').click();
    await manager.getByTestId('pm-file-input').setInputFiles([good, fake]);
    await expect(manager.getByTestId('pm-upload-item')).toHaveCount(2);
    await manager.getByTestId('pm-upload-group').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await manager.getByTestId('pm-upload-confirm').click();
    await expect(page.locator('.ui-toasts')).toContainText(
      '1 uploaded; these pictures were not uploaded: fake.png: Only jpg/png/gif pictures can be uploaded',
    );
    await expect(manager.getByTestId('pm-upload-reason')).toHaveText('Only jpg/png/gif pictures can be uploaded');
  });

  test('a refused sign-in reads in English', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    expect(await chineseInInterface(page)).toEqual([]);
    await fillLogin(page, 'shop_admin', 'wrong-password');
    await submitAndSolveCaptcha(page, request);
    await expect(page.locator('.ui-toasts')).toContainText('Incorrect username or password');
  });
});

for (const [language, expected] of [
  ['es_MX', { products: 'Lista de productos', wrongPassword: 'Usuario o contraseña incorrectos' }],
  ['ja', { products: '商品一覧', wrongPassword: 'ユーザー名またはパスワードが正しくありません' }],
] as const) {
  test(`in ${language} the screens, antd's texts and server messages follow the language`, async ({ page, request }) => {
    await useLanguage(page, language);
    await page.goto('/login');
    await fillLogin(page, 'shop_admin', 'wrong-password');
    await submitAndSolveCaptcha(page, request);
    await expect(page.locator('.ui-toasts')).toContainText(expected.wrongPassword);
    await signIn(page, request, 'shop_admin');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/product/list');
    await expect(page.getByTestId('sidebar')).toContainText(expected.products);
    await expect(page.locator('html')).toHaveAttribute('lang', language.replace('_', '-'));
    if (language === 'es_MX') {
      // No Chinese is left on a Spanish screen (Japanese shares Chinese characters, so only its texts are checked).
      expect((await chineseInInterface(page)).filter((text) => HAN.test(text))).toEqual([]);
    }
  });
}
