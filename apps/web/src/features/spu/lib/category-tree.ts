// Flat category lists as the product screens show them: cascader options and the path to a saved choice.
import type { CategoryVO } from '@caremall/contract';

export type CategoryNode = Pick<CategoryVO, 'categoryId' | 'parentId' | 'name' | 'status'>;

export interface CascaderOption {
  value: number;
  label: string;
  disabled?: boolean;
  children?: CascaderOption[];
}

/** Cascader options from a flat category list, `depth` levels deep (platform 3, shop 2). */
export function toCascaderOptions(list: CategoryNode[], depth: number, disableOffline = false): CascaderOption[] {
  const build = (parentId: number, level: number): CascaderOption[] =>
    list
      .filter((c) => c.parentId === parentId)
      .map((c) => {
        const children = level + 1 < depth ? build(c.categoryId, level + 1) : [];
        return {
          value: c.categoryId,
          label: c.name,
          ...(disableOffline && c.status !== 1 ? { disabled: true } : {}),
          ...(children.length ? { children } : {}),
        };
      });
  return build(0, 0);
}

/** The path of ids from the root to a category (for showing a saved choice). */
export function pathTo(list: CategoryNode[], categoryId: number | null | undefined): number[] {
  const path: number[] = [];
  let current = list.find((c) => c.categoryId === categoryId);
  while (current && path.length < 5) {
    path.unshift(current.categoryId);
    const parentId = current.parentId;
    current = parentId === 0 ? undefined : list.find((c) => c.categoryId === parentId);
  }
  return path;
}
