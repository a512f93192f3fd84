import { describe, expect, it } from 'vitest';
import { nestMenus, visibleRows } from './menu-tree';

const menus = [
  { menuId: 1, parentId: 0, title: '订单' },
  { menuId: 2, parentId: 1, title: '订单管理' },
  { menuId: 3, parentId: 0, title: '商品' },
  { menuId: 4, parentId: 3, title: '商品列表' },
  { menuId: 5, parentId: 4, title: '子页' },
  { menuId: 6, parentId: 0, title: '空目录' },
];

const titles = (collapsed: number[]) => visibleRows(nestMenus(menus), new Set(collapsed)).map((row) => `${'-'.repeat(row.depth)}${row.title}`);

describe('the menu tree as table rows', () => {
  it('lists every menu, parents before their children, with its depth', () => {
    expect(titles([])).toEqual(['订单', '-订单管理', '商品', '-商品列表', '--子页', '空目录']);
  });

  it('says which rows have children', () => {
    const rows = visibleRows(nestMenus(menus), new Set());
    expect(rows.filter((row) => row.hasChildren).map((row) => row.menuId)).toEqual([1, 3, 4]);
  });

  it('hides everything under a collapsed row, however deep, and nothing else', () => {
    expect(titles([3])).toEqual(['订单', '-订单管理', '商品', '空目录']);
    expect(titles([4])).toEqual(['订单', '-订单管理', '商品', '-商品列表', '空目录']);
    expect(titles([1, 3])).toEqual(['订单', '商品', '空目录']);
  });

  it('keeps a row without children the same whether or not it is marked collapsed', () => {
    expect(titles([6, 2])).toEqual(titles([]));
  });
});
