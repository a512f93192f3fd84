import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, SHOP_MENUS, PLATFORM_MENUS, type RouteVO } from '@caremall/contract';
import { createTestApp, envelope, login, type TestApp } from '../helpers.ts';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = {};
  for (const name of ['shop_admin', 'shop_staff', 'platform', 'care_admin']) tokens[name] = await login(t.app, name);
});
afterAll(() => t.close());

const get = async <T>(url: string, who: string) => envelope<T>(await t.app.inject({ method: 'GET', url, headers: { authorization: tokens[who]! } }));

describe('current user, permissions and menus', () => {
  it('gives a shop admin its shop, every shop permission and every shop menu', async () => {
    const info = await get<Record<string, unknown>>('/mall_multishop/m/shop_user/info', 'shop_admin');
    expect(info.data).toMatchObject({ nickName: '乐享店长', isAdmin: 1, shopId: 1, shopType: 2, tenantName: null });
    const codes = await get<string[]>('/mall_rbac/menu_permission/list', 'shop_admin');
    expect(codes.data.sort()).toEqual(
      PERMISSIONS.filter((p) => p.bizType === 1)
        .map((p) => p.permission)
        .sort(),
    );
    const routes = await get<RouteVO[]>('/mall_rbac/menu/route', 'shop_admin');
    expect(routes.data.map((r) => r.id).sort()).toEqual(SHOP_MENUS.map((m) => m.menuId).sort());
    const order = routes.data.find((r) => r.id === 148)!;
    expect(order).toMatchObject({ parentId: 147, path: 'order', component: 'order/order', hidden: false, alwaysShow: false });
    expect(order.meta).toMatchObject({ title: '订单管理', affix: false, noCache: false, roles: [null] });
  });

  it('tells the care shop its type and tenant name', async () => {
    const info = await get<Record<string, unknown>>('/mall_multishop/m/shop_user/info', 'care_admin');
    expect(info.data).toMatchObject({ shopId: 2, shopType: 3, tenantName: '康乐社区养老服务中心' });
  });

  it('gives a staff user only the menus and permissions of its role', async () => {
    const codes = await get<string[]>('/mall_rbac/menu_permission/list', 'shop_staff');
    expect(codes.data.sort()).toEqual(['multishop:hotSearch:save', 'multishop:hotSearch:update']);
    const ids = await get<number[]>('/mall_rbac/menu/list_menu_ids', 'shop_staff');
    expect(ids.data).toEqual([145, 147, 148, 258]);
    const info = await get<Record<string, unknown>>('/mall_multishop/m/shop_user/info', 'shop_staff');
    expect(info.data).toMatchObject({ isAdmin: 0, shopId: 1 });
  });

  it('gives the platform admin the platform menus', async () => {
    const routes = await get<RouteVO[]>('/mall_rbac/menu/route', 'platform');
    expect(routes.data.map((r) => r.id).sort()).toEqual(PLATFORM_MENUS.map((m) => m.menuId).sort());
    const codes = await get<string[]>('/mall_rbac/menu_permission/list', 'platform');
    expect(codes.data).toContain('rbac:menu:save');
    expect(codes.data).not.toContain('multishop:hotSearch:save');
  });
});

describe('server-side permission check', () => {
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: string) =>
    t.app.inject({ method, url, headers: { authorization: tokens[who]! }, payload: {} });

  it('refuses a staff user a call whose permission it lacks, even called directly', async () => {
    expect(envelope(await call('POST', '/mall_rbac/role', 'shop_staff'))).toMatchObject({ code: 'A00006' });
    expect(envelope(await call('DELETE', '/mall_multishop/admin/hot_search?hotSearchId=1', 'shop_staff')).code).toBe('A00006');
  });

  it('lets the same call through the check for an admin', async () => {
    const body = envelope(await call('POST', '/mall_rbac/role', 'shop_admin'));
    expect(['A00004', 'A00006']).not.toContain(body.code);
  });

  it('lets a staff user through where its role grants the permission', async () => {
    const body = envelope(await call('POST', '/mall_multishop/admin/hot_search', 'shop_staff'));
    expect(['A00004', 'A00006']).not.toContain(body.code);
  });
});
