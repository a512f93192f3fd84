import { describe, expect, it } from 'vitest';
import { canConfirm, childrenOf, pathOf, type SelectableCategory } from './selector-rules';

const c = (categoryId: number, parentId: number, seq = 1): SelectableCategory => ({ categoryId, parentId, name: `c${categoryId}`, status: 1, seq });
// Platform: 1 > 2 > 3. Shop: 10 > 11, and 20 without children.
const list = [c(1, 0), c(2, 1), c(3, 2), c(10, 0, 2), c(11, 10), c(20, 0, 1)];
const path = (...ids: number[]) => ids.map((id) => list.find((x) => x.categoryId === id)!);

describe('category selector rules', () => {
  it('needs the third level in platform mode', () => {
    expect(canConfirm('platform', list, path(1))).toBe(false);
    expect(canConfirm('platform', list, path(1, 2))).toBe(false);
    expect(canConfirm('platform', list, path(1, 2, 3))).toBe(true);
  });

  it('needs the second level in shop mode only when the first has children', () => {
    expect(canConfirm('shop', list, [])).toBe(false);
    expect(canConfirm('shop', list, path(10))).toBe(false);
    expect(canConfirm('shop', list, path(10, 11))).toBe(true);
    expect(canConfirm('shop', list, path(20))).toBe(true);
  });

  it('needs the first level when choosing a parent to create under', () => {
    expect(canConfirm('shop-parent', list, [])).toBe(false);
    expect(canConfirm('shop-parent', list, path(10))).toBe(true);
  });

  it('orders children by seq and finds the path of a category', () => {
    expect(childrenOf(list, 0).map((x) => x.categoryId)).toEqual([1, 20, 10]);
    expect(pathOf(list, 3).map((x) => x.categoryId)).toEqual([1, 2, 3]);
    expect(pathOf(list, 99)).toEqual([]);
  });
});
