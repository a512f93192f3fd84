import { describe, expect, it } from 'vitest';
import { pathTo, toCascaderOptions } from './category-tree';

const list = [
  { categoryId: 1, parentId: 0, name: '食品', status: 1 },
  { categoryId: 2, parentId: 1, name: '粮油', status: 1 },
  { categoryId: 3, parentId: 2, name: '大米', status: 0 },
  { categoryId: 4, parentId: 0, name: '服饰', status: 1 },
];

describe('category tree', () => {
  it('nests options to the wanted depth and marks offline leaves', () => {
    const options = toCascaderOptions(list, 3, true);
    expect(options.map((o) => o.label)).toEqual(['食品', '服饰']);
    expect(options[0]!.children![0]!.children![0]).toEqual({ value: 3, label: '大米', disabled: true });
    expect(toCascaderOptions(list, 2)[0]!.children![0]!.children).toBeUndefined();
  });

  it('finds the path of a saved category', () => {
    expect(pathTo(list, 3)).toEqual([1, 2, 3]);
    expect(pathTo(list, 99)).toEqual([]);
  });
});
