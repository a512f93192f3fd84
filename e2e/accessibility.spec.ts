// WCAG 2.1 AA: axe-core finds no violation on the sign-in page, the captcha and every screen of the sidebar in every
// language the app offers, and on every add and edit dialog and the pickers and dialogs that fields and row actions
// open in the merchants' language; on those screens and dialogs every switch also keeps a switch's size; and a person
// signs in, opens a screen, adds a hot-search term and signs out with the keyboard alone.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test, useLanguage } from './kit/fixtures';
import { LANGUAGES } from '../apps/web/src/shared/i18n/language';
import {
  api,
  captchaAnswer,
  confirmButton,
  expectNoAxeViolations,
  expectHeadersInWholeWords,
  expectIconsHidden,
  expectRowActionsInView,
  focusTrailIntoDialog,
  expectRowControlsNamedApart,
  expectSwitchesAtTheirSize,
  fillLogin,
  leaveUnsaved,
  isCaptchaGet,
  openDialogOrScreen,
  openDialogs,
  partOf,
  PASSWORD,
  pressUntilFocused,
  pressUntilFocusedText,
  recordFocus,
  richText,
  settled,
  signIn,
  tokenOf,
  unique,
  unsavedQuestion,
  uploadPicture,
} from './kit';

/** Which screens of the sidebar a test walks: part `index` of `count` (the whole sidebar is part 0 of 1). */
interface SidebarPart {
  index: number;
  count: number;
}

/**
 * Opens every directory of the sidebar, then each screen of its `part` in turn; calls `visit` on each with its
 * title and path.
 */
async function everySidebarScreen(page: Page, part: SidebarPart, visit: (title: string, path: string) => Promise<void>): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  const closed = sidebar.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const all = (await sidebar.getByRole('link').allTextContents()).map((text) => text.trim());
  const titles = partOf(all, part.index, part.count);
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    await sidebar.getByRole('link', { name: title, exact: true }).first().click();
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
    await recordFocus(page);
    const inDialog = await openDialogOrScreen(page, button);
    if (!inDialog) await expect(page.getByTestId('prod-info-title')).toBeVisible();
    // The focus goes straight to the first field: passing the close button first, a screen reader said 关闭 first.
    else
      expect
        .soft(
          (await focusTrailIntoDialog(page)).filter((stop) => stop.closeButton),
          `${where} ${opener}: the focus passed the close button as the dialog opened`,
        )
        .toEqual([]);
    // The screen behind a dialog was scanned already.
    await expectNoAxeViolations(page, `${where} ${opener}`, inDialog ? '.ant-modal-wrap' : undefined);
    await expectSwitchesAtTheirSize(page, `${where} ${opener}`);
    if (inDialog) await expectDialogNamesWhatItEdits(page, `${where} ${opener}`);
    await expectHeadersInWholeWords(page, `${where} ${opener}`);
    await expectRowControlsNamedApart(page, `${where} ${opener}`);
    await expectIconsHidden(page, `${where} ${opener}`);
    scanned++;
    if (inDialog) {
      await page.keyboard.press('Escape');
      await expect(openDialogs(page)).toHaveCount(0);
      await expect.soft(button, `${where} ${opener}: the focus is back on the button that opened the dialog`).toBeFocused();
    } else {
      await page.goBack();
      await settled(page);
    }
  }
  return scanned;
}

/** The bare words of an add or edit button in every language: a dialog titled by one alone does not say what it edits. */
const BARE_TITLES = LANGUAGES.flatMap((language) => {
  const common = JSON.parse(readFileSync(new URL(`../apps/web/src/shared/i18n/${language}.json`, import.meta.url), 'utf8'));
  return [common.create, common.edit] as string[];
});

async function expectDialogNamesWhatItEdits(page: Page, where: string): Promise<void> {
  const title = (await openDialogs(page).last().locator('.ant-modal-title').innerText()).trim();
  expect(BARE_TITLES, `${where}: the dialog's title "${title}" names what it adds or edits`).not.toContain(title);
}

/** Clicks `opener` and waits for the dialog it opens, for `ready` in it and for nothing in it to be loading. */
async function openDialog(page: Page, opener: Locator, ready?: Locator): Promise<void> {
  const before = await openDialogs(page).count();
  await opener.click();
  await expect(openDialogs(page)).toHaveCount(before + 1);
  if (ready) await expect(ready).toBeVisible();
  await expect(page.locator('.ant-modal-wrap .ant-spin-spinning, .ant-modal-wrap .ant-skeleton')).toHaveCount(0);
}

/** Closes the dialog on top with Escape. */
async function closeDialog(page: Page): Promise<void> {
  const before = await openDialogs(page).count();
  await page.keyboard.press('Escape');
  await expect(openDialogs(page)).toHaveCount(before - 1);
}

/**
 * Opens a dialog, scans every open dialog (the screen behind was scanned already) and the `extra` parts they
 * popped up, then closes it.
 */
async function scanDialog(page: Page, where: string, opener: Locator, ready?: Locator, extra: string[] = []): Promise<void> {
  await openDialog(page, opener, ready);
  await expectNoAxeViolations(page, where, ['.ant-modal-wrap', '.ui-confirm-mask', ...extra]);
  await expectHeadersInWholeWords(page, where);
  await expectRowControlsNamedApart(page, where);
  await expectIconsHidden(page, where);
  await closeDialog(page);
}

/** Opens `path` and waits until its screen is there with nothing loading. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** Opens the product editor on a product on sale, its category shown. */
async function openProductEditor(page: Page, request: APIRequestContext): Promise<void> {
  const onSale = await api<{ list: { spuId: number }[] }>(
    request,
    await tokenOf(page),
    'GET',
    '/mall_search/m/search/page?pageNum=1&pageSize=1&dataType=1',
  );
  await openScreen(page, `/product/prod_info?spuId=${onSale.list[0]!.spuId}`);
  await expect(page.getByTestId('form-category-text')).not.toBeEmpty();
}

/** The product editor's pickers: categories, brand, the rich text's link and a picture's preview. */
async function scanProductEditorPickers(page: Page, request: APIRequestContext): Promise<void> {
  await openProductEditor(page, request);
  await scanDialog(page, 'platform category picker', page.getByTestId('form-category-choose'), page.getByTestId('category-selector'));
  await scanDialog(page, 'shop category picker', page.getByTestId('form-shop-category-choose'), page.getByTestId('category-selector'));
  await scanDialog(page, 'brand picker', page.getByTestId('form-brand-choose'), page.getByTestId('brand-selector'));
  await scanDialog(page, 'link dialog', (await richText(page, 'form-detail-rich')).getByTestId('rte-link'), page.getByTestId('rte-link-input'));

  const tile = page.locator('#main-content [data-testid="image-tile"]').first();
  await tile.hover();
  await scanDialog(page, 'picture preview', tile.getByRole('button').first(), page.getByTestId('image-preview'));
}

/** The picture library, opened from the product editor's pictures: its views and the dialogs it opens over itself. */
async function scanPictureLibrary(page: Page, request: APIRequestContext): Promise<void> {
  const picture = `无障碍${unique()}.png`;
  await uploadPicture(request, await tokenOf(page), picture);
  await openProductEditor(page, request);
  const manager = page.getByTestId('picture-manager');
  const pictureTile = manager.locator(`[data-testid="pm-tile"][data-name="${picture}"]`);
  await openDialog(page, page.locator('#main-content').getByTestId('multi-image-add'), manager.getByTestId('pm-tile').first());
  await expectNoAxeViolations(page, 'picture library', ['.ant-modal-wrap']);
  await manager.getByTestId('pm-search').fill(picture);
  await manager.getByTestId('pm-search-button').click();
  await expect(manager.getByTestId('pm-tile')).toHaveCount(1);
  await pictureTile.getByTestId('pm-tile-pick').click();
  await expect(manager.locator('.pm-tile-selected')).toHaveCount(1);
  await expectNoAxeViolations(page, 'picture library, a picture chosen', ['.ant-modal-wrap']);
  await scanDialog(page, 'picture rename dialog', pictureTile.getByTestId('pm-tile-edit'), page.getByTestId('rename-dialog'));
  await scanDialog(page, 'picture group dialog', manager.getByTestId('pm-create-group'), page.getByTestId('group-dialog'));
  const group = manager
    .locator('[data-testid="pm-group"]')
    .filter({ has: page.getByTestId('pm-group-edit') })
    .first();
  await group.hover();
  await scanDialog(page, 'picture group rename dialog', group.getByTestId('pm-group-edit'), page.getByTestId('group-name-input'));
  await manager.getByTestId('pm-upload-tab').click();
  await expect(manager.getByTestId('pm-upload-panel')).toBeVisible();
  await expectNoAxeViolations(page, 'picture library upload', ['.ant-modal-wrap']);
  await closeDialog(page);
}

/** The order list's detail dialog (of a new order and of one with packages) and its delivery dialog. */
async function scanOrderDialogs(page: Page): Promise<void> {
  await openScreen(page, '/order/order');
  const list = page.getByTestId('order-list');
  await expect(list).toHaveAttribute('data-loading', 'false');
  await scanDialog(page, 'order delivery', list.getByTestId('order-card-deliver').first(), page.getByTestId('delivery-dialog'));
  await scanDialog(page, 'order detail', list.getByTestId('order-card-detail').first(), page.getByTestId('order-detail'));
  await page.getByTestId('order-tab-3').click();
  await expect(list).toHaveAttribute('data-loading', 'false');
  await scanDialog(page, 'shipped order detail', list.getByTestId('order-card-detail').first(), page.getByTestId('order-package').first());
}

/** The product list's row actions: the inline price and stock editors, the take-down dialog and the delete question. */
async function scanProductRowDialogs(page: Page): Promise<void> {
  await openScreen(page, '/product/list');
  const row = page.getByTestId('product-row').first();
  for (const editor of ['edit-price', 'edit-stock']) {
    await row.getByTestId(editor).click();
    const popover = page.getByTestId(`${editor}-popover`);
    await expect(popover).toBeVisible();
    await expectNoAxeViolations(page, `product ${editor}`, ['.ui-popover']);
    // Its first button cancels.
    await popover.locator('button').first().click();
    await expect(popover).toBeHidden();
  }
  // A product that may be deleted (an on-shelf one may not; which comes first depends on the other tests' products).
  const deletable = page.getByTestId('product-row').locator('[data-testid="product-delete"]:enabled').first();
  await scanDialog(page, 'product delete question', deletable, page.locator('.ui-confirm'));
  await page.getByTestId('product-tab-5').click();
  const takenDown = page.getByTestId('product-row').first().getByTestId('product-offline');
  await scanDialog(page, 'product take-down', takenDown, page.getByTestId('offline-reason'));
}

/** Row actions of the other screens: the spu detail text, the carousel's product list, the staff accounts, a delete. */
async function scanOtherRowDialogs(page: Page, request: APIRequestContext): Promise<void> {
  await openScreen(page, '/product/spu_detail');
  await scanDialog(page, 'spu detail', page.getByTestId('spu-detail-open').first(), page.getByTestId('form-detail'));

  await openScreen(page, '/multishop/index_img');
  const carousel = page.locator('.ant-modal').filter({ has: page.getByTestId('carousel-form') });
  await openDialog(page, page.getByTestId('carousel-create'), carousel);
  await carousel.getByTestId('carousel-link-type').locator('.ant-radio-wrapper').nth(1).click();
  await scanDialog(page, 'carousel product list', carousel.getByTestId('carousel-choose-product'), page.getByTestId('product-select-row').first());
  // The product list closed gives the focus back to its button, in the carousel's dialog.
  await expect(carousel.getByTestId('carousel-choose-product')).toBeFocused();
  // The link type chosen is a change: closing asks first, and the question passes the scan too. Closed by its button:
  // antd gives the focus back before the closed list leaves its list of dialogs that Escape closes (a render later),
  // so an Escape pressed at once went to the list, already closed, and nothing happened.
  await carousel.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(unsavedQuestion(page)).toBeVisible();
  await expectNoAxeViolations(page, 'unsaved question', ['.ui-confirm']);
  await leaveUnsaved(page);
  await expect(openDialogs(page)).toHaveCount(0);

  await openScreen(page, '/multishop/hot-search');
  await scanDialog(page, 'delete question', page.getByTestId('hot-search-delete').first(), page.locator('.ui-confirm'));

  // Every demo staff member has an account: one without gets the set-account button.
  const token = await tokenOf(page);
  const nickName = `无障碍${unique()}`;
  await api(request, token, 'POST', '/mall_multishop/m/shop_user', { nickName, avatar: '/demo/avatars/1.svg', roleIds: [] });
  const created = await api<{ list: { shopUserId: number }[] }>(
    request,
    token,
    'GET',
    `/mall_multishop/m/shop_user/page?pageNum=1&pageSize=10&nickName=${encodeURIComponent(nickName)}`,
  );
  try {
    await openScreen(page, '/rbac/shop_user');
    await scanDialog(page, 'modify account', page.getByTestId('shop-user-modify-account').first(), page.getByTestId('account-username'));
    await page.getByTestId('shop-user-filter-nickname').fill(nickName);
    await page.getByTestId('shop-user-search').click();
    await expect(page.getByTestId('shop-user-row')).toHaveCount(1);
    await scanDialog(page, 'set account', page.getByTestId('shop-user-set-account'), page.getByTestId('account-username'));
  } finally {
    await api(request, token, 'DELETE', `/mall_multishop/m/shop_user?shopUserId=${created.list[0]!.shopUserId}`);
  }
}

/**
 * The dialogs and pickers are built from the same components in every language, and every dictionary holds every
 * text, non-empty (`dictionaries.test.ts`): they are scanned in the merchants' language only, the screens in all.
 */
const DIALOG_LANGUAGE = 'zh_CN';
const LAPTOP = { width: 1280, height: 800 };
/** WCAG 1.4.10 (reflow): 320 CSS px wide, in the language of the longest words. */
const PHONE = { width: 320, height: 640 };
const REFLOW_LANGUAGE = 'es_MX';

/** The paths of every screen of the sidebar. */
async function sidebarPaths(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  const closed = sidebar.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const links = await sidebar.getByRole('link').evaluateAll((elements) => elements.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(links)];
}

/** What of the page, or of the dialog on top, runs past the screen's edges (a list's own sideways scroll aside). */
async function offScreen(page: Page, dialog?: Locator): Promise<string[]> {
  const pageOver = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const overs = pageOver > 0 ? [`the page is ${pageOver} px too wide`] : [];
  if (!dialog) return overs;
  const inDialog = await dialog.evaluate((root) => {
    const scrolled = (element: Element | null): boolean => {
      for (let e = element?.parentElement; e && e !== root; e = e.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    return Array.from(root.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1) && !scrolled(element);
      })
      .slice(0, 3)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} ${element.textContent?.trim().slice(0, 20) ?? ''}`,
      );
  });
  return [...overs, ...inDialog];
}

for (const language of LANGUAGES) {
  const withDialogs = language === DIALOG_LANGUAGE;
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
      // The characters to click are ones the reader reads: Chinese characters in Chinese and Japanese, letters otherwise.
      const readable = language === 'zh_CN' || language === 'ja' ? '[\\u4e00-\\u9fff]' : '[A-Z]';
      await expect(page.getByTestId('captcha-message')).toHaveText(new RegExp(`【${readable}(,${readable}){2}】`));
      await expectNoAxeViolations(page, 'click-word captcha');
    });

    // The shop's screens are walked in two tests of half the sidebar each, their add and edit dialogs in three of a
    // third each (a scan of each dialog); the platform's four screens and their dialogs in one each.
    const ORDINALS = ['first', 'second', 'last'];
    const partsOf = (count: number): SidebarPart[] => Array.from({ length: count }, (_, index) => ({ index, count }));
    const named = ({ index, count }: SidebarPart) =>
      count === 1 ? '' : ` (the ${ORDINALS[index]} ${count === 2 ? 'half' : 'third'} of the sidebar)`;
    for (const [who, screenParts, dialogParts] of [
      ['shop_admin', 2, 3],
      ['platform', 1, 1],
    ] as const) {
      for (const part of partsOf(screenParts)) {
        test(`every screen of ${who}${named(part)}`, async ({ page, request }) => {
          // A common laptop's screen: the widest lists scroll sideways on it.
          await page.setViewportSize(LAPTOP);
          await signIn(page, request, who);
          await expect(page.locator('#main-content h1')).toBeVisible();
          await everySidebarScreen(page, part, async (title, path) => {
            await expectNoAxeViolations(page, `${who} ${title} ${path}`);
            await expectSwitchesAtTheirSize(page, `${who} ${title} ${path}`);
            await expectRowActionsInView(page, `${who} ${title} ${path}`);
            await expectHeadersInWholeWords(page, `${who} ${title} ${path}`);
            await expectRowControlsNamedApart(page, `${who} ${title} ${path}`);
            await expectIconsHidden(page, `${who} ${title} ${path}`);
          });
        });
      }
      if (!withDialogs) continue;
      for (const part of partsOf(dialogParts)) {
        test(`the add and edit dialogs of every screen of ${who}${named(part)}`, async ({ page, request }) => {
          await signIn(page, request, who);
          await expect(page.locator('#main-content h1')).toBeVisible();
          let dialogs = 0;
          await everySidebarScreen(page, part, async (_title, path) => {
            dialogs += await scanDialogs(page, `${who} ${path}`);
          });
          expect(dialogs).toBeGreaterThan(0);
        });
      }
    }

    const reflowed = [
      ['shop_admin', 3],
      ['platform', 1],
    ] as const;
    for (const [who, part] of language === REFLOW_LANGUAGE
      ? reflowed.flatMap(([who, count]) => partsOf(count).map((part) => [who, part] as const))
      : []) {
      test(`on a 320 px wide screen nothing of ${who}'s screens or their add and edit dialogs runs off it${named(part)}`, async ({
        page,
        request,
      }) => {
        await signIn(page, request, who);
        await expect(page.locator('#main-content h1')).toBeVisible();
        const paths = partOf(await sidebarPaths(page), part.index, part.count);
        await page.setViewportSize(PHONE);
        for (const path of paths) {
          await openScreen(page, path);
          expect(await offScreen(page), path).toEqual([]);
          for (const opener of ['create', 'edit']) {
            const button = page.locator(`#main-content [data-testid$="-${opener}"]:visible`).first();
            if ((await button.count()) === 0 || (await button.isDisabled())) continue;
            if (!(await openDialogOrScreen(page, button))) {
              expect(await offScreen(page), `${path} ${opener}`).toEqual([]);
              await page.goBack();
              await settled(page);
              continue;
            }
            expect(await offScreen(page, openDialogs(page).last()), `${path} ${opener}`).toEqual([]);
            await page.keyboard.press('Escape');
            await expect(openDialogs(page)).toHaveCount(0);
          }
        }
      });
    }

    if (!withDialogs) return;

    test("the product editor's category, brand and link pickers and a picture's preview", async ({ page, request }) => {
      await signIn(page, request, 'shop_admin');
      await scanProductEditorPickers(page, request);
    });

    test('the picture library opened from the product editor and the dialogs it opens', async ({ page, request }) => {
      await signIn(page, request, 'shop_admin');
      await scanPictureLibrary(page, request);
    });

    test("the dialogs of the order list's and the product list's row actions", async ({ page, request }) => {
      await signIn(page, request, 'shop_admin');
      await scanOrderDialogs(page);
      await scanProductRowDialogs(page);
    });

    test("the row dialogs of spu details, the carousel's product list, hot search and the staff's accounts", async ({ page, request }) => {
      await signIn(page, request, 'shop_admin');
      await scanOtherRowDialogs(page, request);
    });

    test("the care shop's community picker", async ({ page, request }) => {
      await signIn(page, request, 'care_admin');
      await openScreen(page, '/product/prod_info');
      await scanDialog(page, 'community picker', page.getByTestId('community-choose'), page.getByTestId('community-row').first());
    });

    test("the menu editor's icon list", async ({ page, request }) => {
      await signIn(page, request, 'platform');
      await openScreen(page, '/platform/menu');
      await openDialog(page, page.getByTestId('menu-create'));
      await page.getByTestId('menu-icon').click();
      await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
      await expectNoAxeViolations(page, 'menu icon list', ['.ant-modal-wrap', '.ant-select-dropdown']);
    });
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

  // From the top of the page the skip link comes first; then the sidebar's entries, where Tab reaches 店铺管理 › 热搜管理.
  await pressUntilFocused(page, 'Tab', page.getByTestId('skip-link'), 5);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('sidebar-menu').getByRole('button').first()).toBeFocused();
  await pressUntilFocusedText(page, 'Tab', '店铺管理');
  await page.keyboard.press('Enter');
  await pressUntilFocusedText(page, 'Tab', '热搜管理');
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

test('by keyboard alone: choose a carousel picture from the library, preview it and remove it', async ({ page, request }) => {
  await useLanguage(page, 'zh_CN');
  await signIn(page, request, 'shop_admin');
  const picture = `键盘${unique()}.png`;
  await uploadPicture(request, await tokenOf(page), picture);
  await openScreen(page, '/multishop/index_img');

  await pressUntilFocused(page, 'Tab', page.getByTestId('carousel-create'), 80);
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('carousel-form') });
  await pressUntilFocused(page, 'Tab', dialog.getByTestId('image-upload-add'));
  await page.keyboard.press('Enter');

  // The library: search by name, then Tab to the picture, Space chooses it, and 确定 takes it.
  const manager = page.getByTestId('picture-manager');
  await pressUntilFocused(page, 'Tab', manager.getByTestId('pm-search'));
  await page.keyboard.type(picture);
  await page.keyboard.press('Enter');
  await expect(manager.getByTestId('pm-tile')).toHaveCount(1);
  const pick = manager.getByTestId('pm-tile-pick');
  await pressUntilFocused(page, 'Tab', pick);
  await page.keyboard.press('Space');
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await pressUntilFocused(page, 'Tab', manager.getByTestId('pm-confirm'));
  await page.keyboard.press('Enter');
  await expect(manager).toBeHidden();

  // The chosen picture's preview and remove buttons show when the keyboard reaches them.
  const tile = dialog.getByTestId('image-tile');
  const preview = tile.getByRole('button', { name: '预览' });
  await pressUntilFocused(page, 'Tab', preview);
  await expect(preview).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-preview')).toBeHidden();
  const remove = tile.getByTestId('image-tile-remove');
  await pressUntilFocused(page, 'Tab', remove);
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('image-upload-add')).toBeVisible();
});

/**
 * Presses `key` more times than `dialog` has controls: after every press the focus is in the dialog (never on the
 * page behind it, not even for one press), and it has come round to where it started.
 */
async function expectKeyGoesRound(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab'): Promise<void> {
  const focusIsIn = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await page.keyboard.press(key);
  expect(await focusIsIn(), `${key} once`).toBe(true);
  const start = await page.evaluateHandle(() => document.activeElement);
  const controls = await dialog.evaluate((element) => element.querySelectorAll('a[href], button, input, textarea, [tabindex="0"]').length);
  let cameRound = false;
  for (let press = 1; press <= controls + 1; press++) {
    await page.keyboard.press(key);
    expect(await focusIsIn(), `${key} ${press + 1} times`).toBe(true);
    cameRound ||= await start.evaluate((element) => element === document.activeElement);
  }
  expect(cameRound, `${key} came round to where it started`).toBe(true);
}

test('by keyboard alone: Tab and Shift+Tab go round an antd dialog, and the dialog it opens, never leaving them', async ({ page, request }) => {
  await useLanguage(page, 'zh_CN');
  await signIn(page, request, 'shop_admin');
  await openScreen(page, '/multishop/index_img');
  await pressUntilFocused(page, 'Tab', page.getByTestId('carousel-create'), 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '新增轮播图' });
  await expect(dialog.getByTestId('carousel-form')).toBeVisible();
  await expectKeyGoesRound(page, dialog, 'Tab');
  await expectKeyGoesRound(page, dialog, 'Shift+Tab');

  // The picture library, opened from the dialog over it, keeps the keys to itself, and gives them back on closing.
  await pressUntilFocused(page, 'Tab', dialog.getByTestId('image-upload-add'));
  await page.keyboard.press('Enter');
  const library = page.getByRole('dialog', { name: '图片管理' });
  await expect(library.getByTestId('picture-manager')).toBeVisible();
  await expectKeyGoesRound(page, library, 'Tab');
  await expectKeyGoesRound(page, library, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(library).toBeHidden();
  await expect(dialog.getByTestId('image-upload-add')).toBeFocused();
  await expectKeyGoesRound(page, dialog, 'Tab');
});
