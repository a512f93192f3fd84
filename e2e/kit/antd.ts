// The e2e kit's antd helpers: each waits on what a user sees (the option in the field, the dialog open or
// gone) rather than retrying. The browser runs with reduced motion, so nothing is mid-animation.
import { expect, type Locator, type Page } from '@playwright/test';

/** How many toasts this document has shown so far (the kit counts them on its toast list), and which document. */
const toastsShown = (page: Page) =>
  page.evaluate(() => ({
    count: Number(document.querySelector<HTMLElement>('.ui-toasts')?.dataset.showings ?? 0),
    document: performance.timeOrigin,
  }));

/**
 * Runs `action` and waits for the toast it raises: one shown after the action began (or in a document loaded since),
 * so the same text still on screen from an earlier action (a keyed toast shown again replaces itself in place) does
 * not count. Watched from before the action: a toast shows for 1.5 s, and a runner slowed by a busy machine can first
 * look after it has gone (seen: 1.4 s between a click and the first look).
 */
export async function expectToastFrom(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  const before = await toastsShown(page);
  const shownAfter = page.waitForFunction(
    ({ wanted, count, document: earlier }) =>
      Array.from(document.querySelectorAll<HTMLElement>('.ui-toasts .ui-toast')).some(
        (shown) =>
          (performance.timeOrigin !== earlier || Number(shown.dataset.showing) > count) &&
          shown.querySelector('.ui-toast__text')?.textContent === wanted,
      ),
    { wanted: text, ...before },
    { polling: 'raf', timeout: TOAST_WAIT },
  );
  // One Promise.all: a failing action does not leave the watch rejecting unheard.
  const seen = shownAfter.catch(async (error: unknown) => {
    throw await noToast(page, text, error);
  });
  await Promise.all([seen, action()]);
}

/** As long as an action may wait: the toast follows the server's answer to it. */
const TOAST_WAIT = 20_000;

/** Why the toast was not seen, with what the page showed instead (toasts, a field's message, a dialog's title). */
async function noToast(page: Page, text: string, error: unknown): Promise<Error> {
  const shown = await page
    .evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.ui-toast__text, .ant-form-item-explain-error, .ant-modal-title, .ui-confirm')).map(
        (element) => element.textContent?.trim(),
      ),
    )
    .catch(() => []);
  return new Error(`no toast "${text}" after the action; on screen: ${JSON.stringify(shown)} (${String(error).split('\n')[0]})`);
}

export const confirmButton = (scope: Locator) => scope.getByRole('button', { name: /确\s*认/ });
export const cancelButton = (scope: Locator) => scope.getByRole('button', { name: /取\s*消/ });

/** The question a form dialog asks when it is closed holding what was typed (有未保存的修改). */
export const unsavedQuestion = (page: Page) => page.locator('.ui-confirm').filter({ hasText: '有未保存的修改' });

/** Answers the unsaved-changes question with 离开: the dialog closes and what was typed goes. */
export async function leaveUnsaved(page: Page): Promise<void> {
  await unsavedQuestion(page).getByRole('button', { name: '离开' }).click();
  await expect(unsavedQuestion(page)).toHaveCount(0);
}

/** The open dialog holding the element with this test id (usually its form). */
export const dialogOf = (page: Page, testId: string) => page.locator('.ant-modal').filter({ has: page.getByTestId(testId) });

/** Confirms the confirmation dialog that says `text`. */
export async function confirmModal(page: Page, text: string): Promise<void> {
  const confirm = page.locator('.ui-confirm').filter({ hasText: text });
  await expect(confirm).toBeVisible();
  await confirmButton(confirm).click();
}

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * Whether the select itself is still open after a pick. Its list may still show while it closes (its leave
 * animation); an Escape then would reach the dialog around it and close that instead.
 */
const selectStillOpen = (field: Locator) =>
  field.evaluate((element) => element.closest('.ant-select')?.classList.contains('ant-select-open') ?? false);

/** Picks the option `text` of a select and waits until the field shows it and the list has closed. */
export async function pickOption(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await openDropdown(page)
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click();
  await expect(field).toContainText(text);
  if (await selectStillOpen(field)) await page.keyboard.press('Escape');
  await expect(openDropdown(page)).toHaveCount(0);
}

/** Picks a tree-select entry by typing its title, then waits until the field shows it and the tree has closed. */
export async function pickInTree(page: Page, field: Locator, title: string): Promise<void> {
  await field.click();
  await page.keyboard.type(title);
  await page.locator('.ant-select-tree:visible').getByTitle(title, { exact: true }).click();
  await expect(field).toContainText(title);
  if (await selectStillOpen(field)) await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-tree:visible')).toHaveCount(0);
}

/** Chooses a picture from the picture manager, opened from the `image-upload-add` button inside `scope`. */
export async function pickPicture(page: Page, scope: Locator, name: string, addTestId = 'image-upload-add'): Promise<void> {
  await scope.getByTestId(addTestId).first().click();
  const manager = page.getByTestId('picture-manager');
  await manager.getByTestId('pm-search').fill(name);
  await manager.getByTestId('pm-search-button').click();
  await manager.locator(`[data-testid="pm-tile"][data-name="${name}"]`).getByTestId('pm-tile-pick').click();
  await manager.getByTestId('pm-confirm').click();
  await expect(manager).toBeHidden();
}
