// The parent cascader's options and the path to a parent within the area tree.
import { AREA_LIMITS, type AreaNodeVO } from '@caremall/contract';

export interface AreaOption {
  value: number;
  label: string;
  children?: AreaOption[];
  disabled?: boolean;
}

/** Cascader options of the areas that may be parents, with the edited area's own branch disabled. */
export function parentOptions(tree: AreaNodeVO[], editedId: number | null): AreaOption[] {
  return tree
    .filter((a) => a.level < AREA_LIMITS.maxLevel)
    .map((a) => {
      const children = a.areaId === editedId ? [] : parentOptions(a.children ?? [], editedId);
      return { value: a.areaId, label: a.areaName, disabled: a.areaId === editedId, children: children.length ? children : undefined };
    });
}

/** The ids from the top level down to `areaId` (empty when not found or 0). */
export function pathTo(tree: AreaNodeVO[], areaId: number): number[] {
  for (const a of tree) {
    if (a.areaId === areaId) return [a.areaId];
    const below = pathTo(a.children ?? [], areaId);
    if (below.length) return [a.areaId, ...below];
  }
  return [];
}
