// The e2e kit's accessibility checks: an axe-core scan against WCAG 2.0/2.1 A and AA, and keyboard-only moves
// that look where the focus is after each key instead of waiting.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Records each violated rule with the first elements breaking it and why (within the elements `within` selects,
 * else the whole page); the test fails at its end.
 */
export async function expectNoAxeViolations(page: Page, where: string, within?: string | string[]): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of typeof within === 'string' ? [within] : (within ?? [])) builder.include(selector);
  const { violations } = await builder.analyze();
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
