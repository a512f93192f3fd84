import type { CategoryVO } from '@caremall/contract';

/** What the category selector needs of a category. */
export type SelectableCategory = Pick<CategoryVO, 'categoryId' | 'parentId' | 'name' | 'status'> & Partial<Pick<CategoryVO, 'seq'>>;

/**
 * platform: three levels, a level-2 leaf must be chosen.
 * shop: two levels, the second must be chosen when the first has children.
 * shop-parent (creating a shop category): one level, the parent to create under.
 */
export type SelectorMode = 'platform' | 'shop' | 'shop-parent';

export const depthOf = (mode: SelectorMode) => (mode === 'platform' ? 3 : mode === 'shop' ? 2 : 1);

export function childrenOf<T extends SelectableCategory>(list: readonly T[], parentId: number): T[] {
  return list.filter((c) => c.parentId === parentId).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || a.categoryId - b.categoryId);
}

/** Spec §5 "Category selector": confirm works only when the needed depth is chosen. */
export function canConfirm<T extends SelectableCategory>(mode: SelectorMode, list: readonly T[], chosen: readonly T[]): boolean {
  if (mode === 'platform') return chosen.length >= 3;
  if (mode === 'shop-parent') return chosen.length >= 1;
  if (chosen.length >= 2) return true;
  return chosen.length === 1 && childrenOf(list, chosen[0]!.categoryId).length === 0;
}

/** The chosen path, root first, for a category id (empty when it is not in the list). */
export function pathOf<T extends SelectableCategory>(list: readonly T[], categoryId: number | null | undefined): T[] {
  const path: T[] = [];
  let current = list.find((c) => c.categoryId === categoryId);
  while (current && path.length < 5) {
    path.unshift(current);
    const parentId = current.parentId;
    current = parentId === 0 ? undefined : list.find((c) => c.categoryId === parentId);
  }
  return path;
}
