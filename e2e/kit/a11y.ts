// The e2e kit's accessibility checks: an axe-core scan against WCAG 2.0/2.1 A and AA, and keyboard-only moves
// that look where the focus is after each key instead of waiting.
import { expect, type Locator, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Records each violated rule with the first elements breaking it and why (within the elements `within` selects,
 * else the whole page); the test fails at its end.
 */
export async function expectNoAxeViolations(page: Page, where: string, within?: string | string[]): Promise<void> {
  // axe-core runs in the page, put there once per document: the app has no frames, so a scan needs neither axe in
  // every frame nor a blank page to merge their results in, which cost about 3 s a scan here.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const include = typeof within === 'string' ? [within] : (within ?? []);
  // Only violations get their elements' selectors worked out (what passed is counted, not located): about half a
  // scan's time on a screen with a list.
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  const { violations } = await page.evaluate(
    ({ include, options }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return inPage.run(include.length > 0 ? { include: include.map((selector) => [selector]) } : document, options) as Promise<AxeResults>;
    },
    { include, options },
  );
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.nodes.length}): ${violation.nodes
        .slice(0, 4)
        .map((node) => `${node.html.slice(0, 160)} at ${node.target.join(' ')} — ${(node.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`)
        .join(' | ')}`,
  );
  expect.soft(found, `axe violations on ${where}`).toEqual([]);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses `key` until `target` has the focus; fails if it never gets it within `presses` presses. */
export async function pressUntilFocused(page: Page, key: string, target: Locator, presses = 40): Promise<void> {
  for (let i = 0; i < presses; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Presses `key` until the focused element reads `text`; fails if none did within `presses` presses. */
export async function pressUntilFocusedText(page: Page, key: string, text: string, presses = 40): Promise<void> {
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < presses; i++) {
    if ((await focusedText()) === text) return;
    await page.keyboard.press(key);
  }
  expect(await focusedText()).toBe(text);
}

/** Where the focus has been since `recordFocus`: each focused element, as a screen reader would come to it. */
export interface FocusStop {
  /** Its test id, else its accessible label, else its tag. */
  what: string;
  /** A dialog's close button (antd's ×). */
  closeButton: boolean;
}

/** Starts a new record of where the focus goes in the page. */
export async function recordFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const page = window as unknown as { focusTrail?: FocusStop[] };
    if (!page.focusTrail)
      document.addEventListener(
        'focusin',
        (event) => {
          const element = event.target as HTMLElement;
          const what = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.tagName;
          page.focusTrail?.push({ what, closeButton: element.matches('.ant-modal-close') });
        },
        true,
      );
    page.focusTrail = [];
  });
}

/** Where the focus went since `recordFocus`, once it is in a dialog that has ended its opening (antd's last move). */
export async function focusTrailIntoDialog(page: Page): Promise<FocusStop[]> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const dialog = document.activeElement?.closest('.ant-modal');
        return !!dialog && !/ant-zoom/.test(dialog.className);
      }),
    )
    .toBe(true);
  return page.evaluate(() => (window as unknown as { focusTrail?: FocusStop[] }).focusTrail ?? []);
}
