import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The rich-text editor `testId` names, loaded: a form draws its place first and loads the editor when the place
 * nears the visible page, so this scrolls to it (or to the editor, if it is in already) and waits for its toolbar.
 */
export async function richText(page: Page, testId: string): Promise<Locator> {
  const editor = page.getByTestId(testId);
  await editor
    .or(page.getByTestId(`${testId}-place`))
    .first()
    .scrollIntoViewIfNeeded();
  await expect(editor.locator('.rte-content')).toBeVisible();
  return editor;
}
