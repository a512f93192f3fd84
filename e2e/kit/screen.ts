// The e2e kit's waits for a screen or a dialog to be drawn, by what a user sees rather than by time.
import { expect, type Locator, type Page } from '@playwright/test';

const LOADING = '.page-spinner, .ant-spin-spinning, .ant-skeleton, [aria-busy="true"]';

/** The screen is there (its h1) and nothing in it is loading. */
export async function settled(page: Page): Promise<void> {
  const main = page.locator('#main-content');
  await expect(main.locator('h1')).toBeVisible();
  await expect(main.locator(LOADING)).toHaveCount(0);
}

/** The open dialogs (a dialog opened from a dialog makes two). */
export const openDialogs = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal, .ui-confirm');

/**
 * Clicks a button that opens a dialog or, like "publish" and a product's edit, another screen (the product
 * editor); waits until that one is drawn with nothing in it loading. True when it was a dialog.
 */
export async function openDialogOrScreen(page: Page, button: Locator): Promise<boolean> {
  const [screenUrl, before] = [page.url(), await openDialogs(page).count()];
  await button.click();
  await expect.poll(async () => (await openDialogs(page).count()) > before || page.url() !== screenUrl).toBe(true);
  if (page.url() !== screenUrl) {
    await settled(page);
    return false;
  }
  await expect(page.locator('.ant-modal-wrap .ant-spin-spinning, .ant-modal-wrap .ant-skeleton')).toHaveCount(0);
  return true;
}

/** Every switch shown keeps a switch's size: a row that stretches one across the form makes it read as a progress bar. */
export async function expectSwitchesAtTheirSize(page: Page, where: string): Promise<void> {
  const switches = await page
    .locator('[role="switch"]:visible')
    .evaluateAll((shown) =>
      shown.map((element) => ({ html: element.outerHTML.slice(0, 120), width: Math.round(element.getBoundingClientRect().width) })),
    );
  expect
    .soft(
      switches.filter(({ width }) => width > 120),
      `stretched switches on ${where}`,
    )
    .toEqual([]);
}

/**
 * Every button of a table's rows (its actions) lies within the part of the table shown: a table wider than the
 * screen scrolls sideways, and a row's actions must not be left beyond its edge.
 */
export async function expectRowActionsInView(page: Page, where: string): Promise<void> {
  const cut = await page.locator('#main-content .ui-table-wrap:visible').evaluateAll((wraps) =>
    wraps.flatMap((wrap) => {
      const shown = wrap.getBoundingClientRect();
      return Array.from(wrap.querySelectorAll('tbody button'))
        .filter((button) => {
          const box = button.getBoundingClientRect();
          return box.width > 0 && (box.right > shown.right + 1 || box.left < shown.left - 1);
        })
        .map((button) => button.textContent?.trim() || button.getAttribute('aria-label') || '?');
    }),
  );
  expect.soft(cut, `row actions out of view on ${where}`).toEqual([]);
}

/**
 * No column name is broken inside a word ("Inventari/o", "商品图/片"): a column grows to its longest word. A run of
 * characters without a space counts as one word, which is how a Chinese or Japanese name reads.
 */
export async function expectHeadersInWholeWords(page: Page, where: string): Promise<void> {
  const broken = await page.locator('#main-content th:visible, .ant-modal-wrap th:visible').evaluateAll((headers) =>
    headers.flatMap((header) => {
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
      }
      return words;
    }),
  );
  expect.soft(broken, `column names broken inside a word on ${where}`).toEqual([]);
}

// The roles a screen reader lists a page's controls by (its list of buttons, links, form fields).
const CONTROL_LINE = /^\s*- (button|link|switch|checkbox|radio|combobox|textbox|spinbutton|menuitem) "(.+?)"/;

/**
 * The controls of one list item are named apart from another's: a screen reader's list of buttons reads "编辑 热搜一,
 * 编辑 热搜二", never "编辑" once per row. Items are the rows of the tables, the cards and the columns' items of the
 * screen and its open dialogs.
 */
export async function expectRowControlsNamedApart(page: Page, where: string): Promise<void> {
  const items = page.locator(':is(#main-content, .ant-modal-wrap) :is(tbody tr, .order-card, .ui-column__item):visible');
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const item of await items.all()) {
    const names = new Set(
      (await item.ariaSnapshot())
        .split('\n')
        .map((line) => CONTROL_LINE.exec(line))
        .filter((match) => match !== null)
        .map(([, role, name]) => `${role} "${name}"`),
    );
    // Each item's names once: a name found again comes from another item.
    for (const name of names) (seen.has(name) ? shared : seen).add(name);
  }
  expect.soft([...shared], `controls named alike in different rows on ${where}`).toEqual([]);
}

/**
 * No icon reads out its English name: each sits in a control that has its own name in the language shown, and an
 * antd icon names itself ("translation", "close", "bold"), which a screen reader in browse mode reads beside it.
 */
export async function expectIconsHidden(page: Page, where: string): Promise<void> {
  const exposed = await page
    .locator('.anticon[aria-label]:visible')
    .evaluateAll((icons) =>
      icons
        .filter((icon) => !icon.closest('[aria-hidden="true"]') && icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`))
        .map((icon) => icon.getAttribute('aria-label')),
    );
  expect.soft([...new Set(exposed)], `icons read out by their English names on ${where}`).toEqual([]);
}
