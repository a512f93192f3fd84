import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { menu, menuPermission } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

type MenuVO = { menuId: number; parentId: number; title: string; component: string; path: string };

describe('menus', () => {
  it('creates a directory and a menu under it, edits and deletes them', async () => {
    const dir = await as('platform').post('/mall_rbac/menu', { parentId: 0, type: 0, title: '营销', path: '/marketing', seq: 5, sysType: 1 });
    expect(dir.code).toBe('00000');
    const list = await as('platform').get<MenuVO[]>('/mall_rbac/menu/list?sysType=1');
    const created = list.data.find((m) => m.title === '营销')!;
    expect(created.component).toBe('Layout');
    const child = await as('platform').post('/mall_rbac/menu', {
      parentId: created.menuId,
      type: 1,
      title: '优惠券',
      path: 'coupon',
      component: 'marketing/coupon',
      seq: 0,
      sysType: 1,
    });
    expect(child.code).toBe('00000');
    const refused = await as('platform').delete(`/mall_rbac/menu?menuId=${created.menuId}`);
    expect(refused).toMatchObject({ code: 'A00001', msg: '该菜单下还有子菜单，请先删除子菜单' });
    const [coupon] = await app().db.select().from(menu).where(eq(menu.title, '优惠券'));
    const edited = await as('platform').put('/mall_rbac/menu', {
      menuId: coupon!.menuId,
      parentId: created.menuId,
      type: 1,
      title: '优惠券管理',
      path: 'coupon',
      component: 'marketing/coupon',
      seq: 1,
    });
    expect(edited.code).toBe('00000');
    const detail = await as('platform').get<MenuVO>(`/mall_rbac/menu?menuId=${coupon!.menuId}`);
    expect(detail.data.title).toBe('优惠券管理');
    expect((await as('platform').delete(`/mall_rbac/menu?menuId=${coupon!.menuId}`)).code).toBe('00000');
    expect((await as('platform').delete(`/mall_rbac/menu?menuId=${created.menuId}`)).code).toBe('00000');
  });

  it('gives the spec messages for missing fields', async () => {
    const body = await as('platform').post<string[]>('/mall_rbac/menu', { parentId: 0, type: 1, seq: -1 });
    expect(body.code).toBe('A00002');
    expect(body.data).toEqual(
      expect.arrayContaining(['title:菜单名称不能为空', 'path:菜单URL不能为空', 'component:组件路径不能为空', 'seq:排序不能小于0']),
    );
  });

  it('refuses to delete a menu used by roles or permissions', async () => {
    const body = await as('platform').delete('/mall_rbac/menu?menuId=258');
    expect(body).toMatchObject({ code: 'A00001', msg: '该菜单已被角色或权限使用，不能删除' });
    expect(await app().db.select().from(menu).where(eq(menu.menuId, 258))).toHaveLength(1);
  });

  it('refuses a parent that is the menu itself or of another biz type', async () => {
    const self = await as('platform').put('/mall_rbac/menu', { menuId: 141, parentId: 141, title: '商品管理', path: '/product', seq: 1 });
    expect(self).toMatchObject({ code: 'A00001', msg: '上级菜单不正确' });
    const cross = await as('platform').post('/mall_rbac/menu', { parentId: 300, title: 'x', path: 'x', sysType: 1 });
    expect(cross).toMatchObject({ code: 'A00001', msg: '上级菜单不正确' });
  });

  it('lets only platform staff change menus', async () => {
    const body = await as('shop_admin').post('/mall_rbac/menu', { parentId: 0, title: 'x', path: '/x' });
    expect(body).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
    expect(await as('shop_admin').delete('/mall_rbac/menu?menuId=148')).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
  });

  it('lists the menus with their permissions for the role tree', async () => {
    const body = await as('shop_admin').get<{ menuId: number; menuPermissions: { permission: string }[] }[]>('/mall_rbac/menu/list_with_permissions');
    const hotSearch = body.data.find((m) => m.menuId === 258)!;
    expect(hotSearch.menuPermissions.map((p) => p.permission).sort()).toEqual([
      'multishop:hotSearch:delete',
      'multishop:hotSearch:save',
      'multishop:hotSearch:update',
    ]);
  });
});

describe('menu permissions', () => {
  it('creates, pages, edits and deletes a permission', async () => {
    const payload = { menuId: 148, name: '导出订单', method: 1, uri: '/mall_order/m/order/export', permission: 'order:order:export' };
    expect((await as('platform').post('/mall_rbac/menu_permission', payload)).code).toBe('00000');
    const dup = await as('platform').post('/mall_rbac/menu_permission', payload);
    expect(dup).toMatchObject({ code: 'A00001', msg: '权限编码已存在，请勿重复添加' });
    const page = await as('platform').get<{ list: { menuPermissionId: number; permission: string; menuTitle: string }[] }>(
      '/mall_rbac/menu_permission/page?pageNum=1&pageSize=10&sysType=1',
    );
    const row = page.data.list.find((p) => p.permission === 'order:order:export')!;
    expect(row.menuTitle).toBe('订单管理');
    const edited = await as('platform').put('/mall_rbac/menu_permission', { ...payload, menuPermissionId: row.menuPermissionId, name: '导出' });
    expect(edited.code).toBe('00000');
    expect((await as('platform').delete(`/mall_rbac/menu_permission?menuPermissionId=${row.menuPermissionId}`)).code).toBe('00000');
    expect(await app().db.select().from(menuPermission).where(eq(menuPermission.menuPermissionId, row.menuPermissionId))).toHaveLength(0);
  });

  it("moves a permission among its own system's menus only: a shop role never holds a platform permission", async () => {
    const payload = { menuId: 148, name: '移动测试', method: 1, uri: '/mall_order/m/order/move', permission: 'order:order:move' };
    expect((await as('platform').post('/mall_rbac/menu_permission', payload)).code).toBe('00000');
    const [created] = await app().db.select().from(menuPermission).where(eq(menuPermission.permission, payload.permission));
    const [platformMenu] = await app().db.select().from(menu).where(ne(menu.bizType, created!.bizType)).limit(1);
    const moved = await as('platform').put('/mall_rbac/menu_permission', {
      ...payload,
      menuPermissionId: created!.menuPermissionId,
      menuId: platformMenu!.menuId,
    });
    expect(moved).toMatchObject({ code: 'A00001', msg: '所属菜单不存在' });
    const [unchanged] = await app().db.select().from(menuPermission).where(eq(menuPermission.menuPermissionId, created!.menuPermissionId));
    expect(unchanged).toMatchObject({ menuId: 148, bizType: created!.bizType });
    const [sibling] = await app()
      .db.select()
      .from(menu)
      .where(and(eq(menu.bizType, created!.bizType), ne(menu.menuId, 148)))
      .limit(1);
    expect(
      (await as('platform').put('/mall_rbac/menu_permission', { ...payload, menuPermissionId: created!.menuPermissionId, menuId: sibling!.menuId }))
        .code,
    ).toBe('00000');
  });

  it('requires every field', async () => {
    const body = await as('platform').post<string[]>('/mall_rbac/menu_permission', {});
    expect(body.code).toBe('A00002');
    expect(body.data).toEqual(
      expect.arrayContaining([
        'menuId:所属菜单不能为空',
        'name:权限名称不能为空',
        'method:请求方法不能为空',
        'uri:资源路径不能为空',
        'permission:权限标识不能为空',
      ]),
    );
  });

  it('refuses a resource path without its leading slash, on create and on edit, writing nothing', async () => {
    const payload = { menuId: 148, name: '无斜杠', method: 1, uri: 'mall_order/m/order', permission: 'order:order:noSlash' };
    const created = await as('platform').post<string[]>('/mall_rbac/menu_permission', payload);
    expect(created).toMatchObject({ code: 'A00002', data: ['uri:资源路径必须以/开头'] });
    expect(await app().db.select().from(menuPermission).where(eq(menuPermission.permission, 'order:order:noSlash'))).toHaveLength(0);
    const [existing] = await app().db.select().from(menuPermission).limit(1);
    const edited = await as('platform').put<string[]>('/mall_rbac/menu_permission', { ...payload, menuPermissionId: existing!.menuPermissionId });
    expect(edited.data).toEqual(['uri:资源路径必须以/开头']);
    const [unchanged] = await app().db.select().from(menuPermission).where(eq(menuPermission.menuPermissionId, existing!.menuPermissionId));
    expect(unchanged!.uri).toBe(existing!.uri);
  });

  it('lets only platform staff change permissions', async () => {
    const body = await as('shop_admin').post('/mall_rbac/menu_permission', { menuId: 148, name: 'x', method: 1, uri: '/x', permission: 'x:y' });
    expect(body).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
  });
});
