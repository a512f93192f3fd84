import { describe, expect, it } from 'vitest';
import { buildRouteTree, filterByMenuIds } from './route-tree';
import { routeVO, SHOP_ROUTES } from './route-fixtures';

describe('buildRouteTree', () => {
  it('nests children under their parent and orders each level by seq', () => {
    const tree = buildRouteTree(SHOP_ROUTES);
    expect(tree.map((node) => node.path)).toEqual(['/order', '/product', '/rbac']);
    const product = tree[1]!;
    expect(product.children.map((child) => child.path)).toEqual(['list', 'prod_info']);
    expect(tree[0]!.children[0]!.component).toBe('order/order');
  });

  it('keeps the server order for equal seq', () => {
    const tree = buildRouteTree([
      routeVO({ id: 1, parentId: 0, path: '/b', component: 'Layout' }),
      routeVO({ id: 2, parentId: 0, path: '/a', component: 'Layout' }),
    ]);
    expect(tree.map((node) => node.path)).toEqual(['/b', '/a']);
  });

  it('adds a missing leading slash to top-level paths only', () => {
    const tree = buildRouteTree([
      routeVO({ id: 1, parentId: 0, path: 'shop', component: 'Layout' }),
      routeVO({ id: 2, parentId: 1, path: 'notice', component: 'multishop/notice' }),
    ]);
    expect(tree[0]!.path).toBe('/shop');
    expect(tree[0]!.children[0]!.path).toBe('notice');
  });

  it('drops children whose parent is not in the list', () => {
    const tree = buildRouteTree([routeVO({ id: 2, parentId: 1, path: 'orphan', component: 'x/y' })]);
    expect(tree).toEqual([]);
  });

  it('does not mutate the input routes', () => {
    const routes = [routeVO({ id: 1, parentId: 0, path: 'shop', component: 'Layout' })];
    buildRouteTree(routes);
    expect(routes[0]!.path).toBe('shop');
  });
});

describe('filterByMenuIds', () => {
  it('keeps only granted menus (a flat filter: the parent must be granted too)', () => {
    const granted = filterByMenuIds(SHOP_ROUTES, [147, 148, 152]);
    expect(granted.map((route) => route.id)).toEqual([147, 148, 152]);
    const tree = buildRouteTree(granted);
    expect(tree.map((node) => node.path)).toEqual(['/order']);
  });

  it('grants nothing for an empty list', () => {
    expect(filterByMenuIds(SHOP_ROUTES, [])).toEqual([]);
  });
});
