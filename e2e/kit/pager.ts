import { expect, type Locator, type Page } from '@playwright/test';

/** A list's pager (the light kit's `Pagination`): a navigation named 分页. */
export const pager = (scope: Page | Locator) => scope.getByRole('navigation', { name: '分页' });

/** The pager's button for page `n`. */
export const pagerPage = (scope: Page | Locator, n: number) => pager(scope).getByRole('button', { name: `第 ${n} 页`, exact: true });

/** The pager's current page. */
export const currentPage = (scope: Page | Locator) => pager(scope).locator('[aria-current="page"]');

/** Chooses the list's page size from the pager ("20 条/页"). */
export async function pickPageSize(scope: Page | Locator, size: number): Promise<void> {
  const sizes = pager(scope).getByRole('combobox', { name: '每页条数' });
  await sizes.selectOption({ label: `${size} 条/页` });
  await expect(sizes).toHaveValue(String(size));
}
