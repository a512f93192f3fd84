import { describe, expect, it } from 'vitest';
import { PERMISSIONS, SHOP_MENUS, PLATFORM_MENUS, type RouteVO } from '@caremall/contract';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

describe('current user, permissions and menus', () => {
  it('gives a shop admin its shop, every shop permission and every shop menu', async () => {
    const info = await as('shop_admin').get<Record<string, unknown>>('/mall_multishop/m/shop_user/info');
    expect(info.data).toMatchObject({ nickName: '乐享店长', isAdmin: 1, shopId: 1, shopType: 2, tenantName: null });
    const codes = await as('shop_admin').get<string[]>('/mall_rbac/menu_permission/list');
    expect(codes.data.sort()).toEqual(
      PERMISSIONS.filter((p) => p.bizType === 1)
        .map((p) => p.permission)
        .sort(),
    );
    const routes = await as('shop_admin').get<RouteVO[]>('/mall_rbac/menu/route');
    expect(routes.data.map((r) => r.id).sort()).toEqual(SHOP_MENUS.map((m) => m.menuId).sort());
    const order = routes.data.find((r) => r.id === 148)!;
    expect(order).toMatchObject({ parentId: 147, path: 'order', component: 'order/order', hidden: false, alwaysShow: false });
    expect(order.meta).toMatchObject({ title: '订单管理', affix: false, noCache: false, roles: [null] });
  });

  it('tells the care shop its type and tenant name', async () => {
    const info = await as('care_admin').get<Record<string, unknown>>('/mall_multishop/m/shop_user/info');
    expect(info.data).toMatchObject({ shopId: 2, shopType: 3, tenantName: '康乐社区养老服务中心' });
  });

  it('gives a staff user only the menus and permissions of its role', async () => {
    const codes = await as('shop_staff').get<string[]>('/mall_rbac/menu_permission/list');
    expect(codes.data.sort()).toEqual(['multishop:hotSearch:save', 'multishop:hotSearch:update']);
    const ids = await as('shop_staff').get<number[]>('/mall_rbac/menu/list_menu_ids');
    expect(ids.data).toEqual([145, 147, 148, 258]);
    const info = await as('shop_staff').get<Record<string, unknown>>('/mall_multishop/m/shop_user/info');
    expect(info.data).toMatchObject({ isAdmin: 0, shopId: 1 });
  });

  it('gives the platform admin the platform menus', async () => {
    const routes = await as('platform').get<RouteVO[]>('/mall_rbac/menu/route');
    expect(routes.data.map((r) => r.id).sort()).toEqual(PLATFORM_MENUS.map((m) => m.menuId).sort());
    const codes = await as('platform').get<string[]>('/mall_rbac/menu_permission/list');
    expect(codes.data).toContain('rbac:menu:save');
    expect(codes.data).not.toContain('multishop:hotSearch:save');
  });
});

describe('server-side permission check', () => {
  it('refuses a staff user a call whose permission it lacks, even called directly', async () => {
    expect(await as('shop_staff').post('/mall_rbac/role', {})).toMatchObject({ code: 'A00006' });
    expect((await as('shop_staff').delete('/mall_multishop/admin/hot_search?hotSearchId=1')).code).toBe('A00006');
  });

  it('lets the same call through the check for an admin', async () => {
    const body = await as('shop_admin').post('/mall_rbac/role', {});
    expect(['A00004', 'A00006']).not.toContain(body.code);
  });

  it('lets a staff user through where its role grants the permission', async () => {
    const body = await as('shop_staff').post('/mall_multishop/admin/hot_search', {});
    expect(['A00004', 'A00006']).not.toContain(body.code);
  });
});
