import type { RouteMeta, RouteVO } from '@caremall/contract';

type RouteInput = Pick<RouteVO, 'id' | 'parentId' | 'path' | 'component'> &
  Partial<Omit<RouteVO, 'meta'>> & { title?: string; meta?: Partial<RouteMeta> };

/** Test helper: a RouteVO with the server's defaults. */
export function routeVO({ title, meta, ...route }: RouteInput): RouteVO {
  return {
    redirect: null,
    alwaysShow: false,
    hidden: false,
    name: title ?? route.path,
    seq: 0,
    ...route,
    meta: { title: title ?? route.path, icon: null, noCache: false, breadcrumb: true, affix: false, activeMenu: null, roles: [null], ...meta },
  };
}

/** The seeded shop menus, flat as GET /mall_rbac/menu/route returns them. */
export const SHOP_ROUTES: RouteVO[] = [
  routeVO({ id: 147, parentId: 0, path: '/order', component: 'Layout', title: '订单管理', seq: 0, meta: { icon: 'ProfileOutlined' } }),
  routeVO({ id: 148, parentId: 147, path: 'order', component: 'order/order', title: '订单管理', seq: 1 }),
  routeVO({ id: 141, parentId: 0, path: '/product', component: 'Layout', title: '商品管理', seq: 1 }),
  routeVO({ id: 142, parentId: 141, path: 'prod_info', component: 'product/prod-info', title: '发布商品', seq: 2, hidden: true }),
  routeVO({ id: 152, parentId: 141, path: 'list', component: 'product/list', title: '商品列表', seq: 1 }),
  routeVO({ id: 111, parentId: 0, path: '/rbac', component: 'Layout', title: '权限管理', seq: 99 }),
  routeVO({ id: 134, parentId: 111, path: 'role', component: 'rbac/role', title: '角色管理', seq: 1 }),
];
