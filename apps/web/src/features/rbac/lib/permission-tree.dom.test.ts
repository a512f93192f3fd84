import { describe, expect, it } from 'vitest';
import { PERMISSION_TREE_OFFSET } from '@caremall/contract';
import { buildPermissionTree, checkedLeafKeys, splitKeys } from './permission-tree';

const MENUS = [
  { menuId: 145, parentId: 0, title: '店铺管理', menuPermissions: [] },
  {
    menuId: 258,
    parentId: 145,
    title: '热搜管理',
    menuPermissions: [{ menuPermissionId: 1, menuId: 258, name: '热搜新增', permission: 'multishop:hotSearch:save' }],
  },
  { menuId: 146, parentId: 145, title: '轮播图管理', menuPermissions: [] },
];

describe('role permission tree', () => {
  it('nests menus and puts each permission under its menu with the offset key', () => {
    const tree = buildPermissionTree(MENUS, '查看');
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children.map((c) => c.key)).toEqual([258, 146]);
    expect(tree[0]!.children[0]!.children).toEqual([
      // Every view leaf has the same title: a screen reader hears which menu it views.
      { key: -258, title: '查看', children: [], 'aria-label': 'Hot searches 查看' },
      // A seeded permission reads in the user's language (English here).
      { key: 1 + PERMISSION_TREE_OFFSET, title: 'Add hot search', children: [] },
    ]);
  });

  it('splits checked and half-checked keys back into menu ids and permission ids', () => {
    expect(splitKeys([258, 1 + PERMISSION_TREE_OFFSET, 145, 258])).toEqual({ menuIds: [258, 145], menuPermissionIds: [1] });
  });

  it('keeps a menu whose view leaf alone is ticked, without its buttons', () => {
    expect(splitKeys([-258, 258, 145])).toEqual({ menuIds: [258, 145], menuPermissionIds: [] });
    expect(checkedLeafKeys(buildPermissionTree(MENUS, '查看'), [145, 258], [])).toEqual([-258]);
  });

  it('checks only leaves of a stored role, so a half-checked directory does not check all its children', () => {
    const tree = buildPermissionTree(MENUS, '查看');
    expect(checkedLeafKeys(tree, [145, 258], [1])).toEqual([-258, 1 + PERMISSION_TREE_OFFSET]);
    expect(checkedLeafKeys(tree, [145, 146], [])).toEqual([146]);
  });
});
