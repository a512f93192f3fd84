import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { PERMISSIONS, SysType } from '@caremall/contract';
import { area, authAccount, menu, menuPermission, role, roleMenu, userRole } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { createTestApp, envelope, login, type TestApp } from '../helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const STAFF_USER_ID = 990001;
let staffRoleId = 0;

/** A platform staff member whose role shows the admin menus but grants no permission code. */
async function addPlatformStaff(): Promise<void> {
  await t.db.insert(authAccount).values({
    username: 'platform_staff',
    password: await hashPassword(DEMO_PASSWORD),
    status: 1,
    sysType: SysType.PLATFORM,
    userId: STAFF_USER_ID,
    tenantId: 0,
    isAdmin: 0,
  });
  const [created] = await t.db.insert(role).values({ roleName: '平台只读', bizType: 0, tenantId: 0, createUserId: 1 }).returning({ id: role.roleId });
  staffRoleId = created!.id;
  await t.db.insert(roleMenu).values([300, 301, 302, 303, 310, 311].map((menuId) => ({ roleId: staffRoleId, menuId })));
  await t.db.insert(userRole).values({ userId: STAFF_USER_ID, roleId: staffRoleId });
}

beforeAll(async () => {
  t = await createTestApp();
  await addPlatformStaff();
  for (const name of ['platform', 'platform_staff', 'shop_admin', 'care_admin']) tokens[name] = await login(t.app, name);
});
afterAll(() => t.close());

const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
  envelope<T>(
    await t.app.inject({ method, url, headers: { authorization: tokens[who]! }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  );

const rowCount = async (table: typeof menu | typeof menuPermission | typeof area | typeof role) => {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row!.n);
};

const permissionId = (code: string, bizType: 0 | 1) => PERMISSIONS.find((p) => p.permission === code && p.bizType === bizType)!.menuPermissionId;

describe('platform staff without the codes', () => {
  it('load the admin screens but every write is refused by the gateway, changing nothing', async () => {
    expect((await call('GET', '/mall_rbac/menu/list?sysType=1', 'platform_staff')).code).toBe('00000');
    expect((await call('GET', '/mall_rbac/menu_permission/page?pageNum=1&pageSize=10', 'platform_staff')).code).toBe('00000');
    expect((await call('GET', '/mall_rbac/role/page?pageNum=1&pageSize=10', 'platform_staff')).code).toBe('00000');
    expect((await call('GET', '/mall_delivery/m/area/list?parentId=0', 'platform_staff')).code).toBe('00000');
    const codes = await call<string[]>('GET', '/mall_rbac/menu_permission/list', 'platform_staff');
    expect(codes.data).toEqual([]);

    const before = [await rowCount(menu), await rowCount(menuPermission), await rowCount(area), await rowCount(role)];
    const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['POST', '/mall_rbac/menu', { title: 'x', path: '/x', component: 'Layout', parentId: 0, sysType: 1 }],
      ['PUT', '/mall_rbac/menu', { menuId: 258, title: 'x', path: 'x', component: 'multishop/hot-search', parentId: 145 }],
      ['DELETE', '/mall_rbac/menu?menuId=154'],
      ['POST', '/mall_rbac/menu_permission', { name: 'x', menuId: 258, method: 1, uri: '/x', permission: 'x:y:z' }],
      ['PUT', '/mall_rbac/menu_permission', { menuPermissionId: 1, name: 'x', menuId: 258, method: 1, uri: '/x', permission: 'x:y:z' }],
      ['DELETE', '/mall_rbac/menu_permission?menuPermissionId=1'],
      ['POST', '/mall_rbac/role', { roleName: 'x', menuIds: [], menuPermissionIds: [] }],
      ['PUT', '/mall_rbac/role', { roleId: staffRoleId, roleName: 'x', menuIds: [], menuPermissionIds: [] }],
      ['DELETE', `/mall_rbac/role?roleId=${staffRoleId}`],
      ['POST', '/mall_delivery/m/area', { areaName: 'x', parentId: 0 }],
      ['PUT', '/mall_delivery/m/area', { areaId: 1, areaName: 'x', parentId: 0 }],
      ['DELETE', '/mall_delivery/m/area?areaId=1'],
    ];
    for (const [method, url, body] of writes) expect((await call(method, url, 'platform_staff', body)).code, `${method} ${url}`).toBe('A00006');
    expect([await rowCount(menu), await rowCount(menuPermission), await rowCount(area), await rowCount(role)]).toEqual(before);
    const [stillNamed] = await t.db.select().from(menu).where(eq(menu.menuId, 258));
    expect(stillNamed!.title).toBe('热搜管理');
  });

  it('may write once their role gains the code, and only that write', async () => {
    await t.db.insert(roleMenu).values({ roleId: staffRoleId, menuPermissionId: permissionId('system:addrManage:save', 0) });
    expect((await call('POST', '/mall_delivery/m/area', 'platform_staff', { areaName: '授权新增', parentId: 0 })).code).toBe('00000');
    expect((await call('DELETE', '/mall_delivery/m/area?areaId=1', 'platform_staff')).code).toBe('A00006');
  });
});

describe('bad bodies on the admin writes', () => {
  const BAD = [
    {},
    [],
    null,
    'text',
    { title: 5 },
    { name: ['x'] },
    { menuId: 'abc' },
    { parentId: -1 },
    { areaName: 'a'.repeat(51) },
    { method: 9 },
    { seq: -1 },
    { seq: 'x' },
  ];

  it.each([
    ['/mall_rbac/menu', menu],
    ['/mall_rbac/menu_permission', menuPermission],
    ['/mall_delivery/m/area', area],
    ['/mall_rbac/role', role],
  ] as const)('%s answers 200 with an error envelope and writes nothing', async (url, table) => {
    const before = await rowCount(table);
    for (const method of ['POST', 'PUT'] as const) {
      for (const payload of BAD) {
        const response = await t.app.inject({ method, url, headers: { authorization: tokens.platform! }, payload: payload as object });
        expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(200);
        expect(['A00001', 'A00002', 'A00003'], `${method} ${JSON.stringify(payload)}`).toContain(envelope(response).code);
      }
    }
    for (const query of ['', '?menuId=abc', '?menuPermissionId=-1', '?areaId=1.5', '?roleId=x']) {
      const response = await t.app.inject({ method: 'DELETE', url: `${url}${query}`, headers: { authorization: tokens.platform! } });
      expect(response.statusCode).toBe(200);
      expect(envelope(response).code).not.toBe('00000');
    }
    expect(await rowCount(table)).toBe(before);
  });

  it('reports every missing menu field with the spec messages at once', async () => {
    const body = await call<string[]>('POST', '/mall_rbac/menu', 'platform', { type: 1, seq: -1 });
    expect(body.code).toBe('A00002');
    expect(body.data).toEqual(
      expect.arrayContaining(['title:菜单名称不能为空', 'path:菜单URL不能为空', 'component:组件路径不能为空', 'seq:排序不能小于0']),
    );
  });

  it('reports every missing menu permission field', async () => {
    const body = await call<string[]>('POST', '/mall_rbac/menu_permission', 'platform', {});
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
});

describe('ids of another tenant or biz type', () => {
  it('a shop cannot read platform menus or permissions, nor change them', async () => {
    // The menu screens are platform screens: a shop's administrator holds no menu that opens them.
    expect(await call('GET', '/mall_rbac/menu?menuId=302', 'shop_admin')).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
    const platformPermission = permissionId('rbac:menu:save', 0);
    expect(await call('GET', `/mall_rbac/menu_permission?menuPermissionId=${platformPermission}`, 'shop_admin')).toMatchObject({
      code: 'A00006',
      msg: '无权限操作！',
    });
    expect((await call('DELETE', `/mall_rbac/menu_permission?menuPermissionId=${platformPermission}`, 'shop_admin')).code).not.toBe('00000');
    expect((await call('DELETE', '/mall_rbac/menu?menuId=302', 'shop_admin')).code).not.toBe('00000');
    expect(await t.db.select().from(menuPermission).where(eq(menuPermission.menuPermissionId, platformPermission))).toHaveLength(1);
    expect(await t.db.select().from(menu).where(eq(menu.menuId, 302))).toHaveLength(1);
  });

  it('platform roles and shop roles never see each other', async () => {
    const platformRoles = await call<{ roleId: number; tenantId: number; bizType: number }[]>('GET', '/mall_rbac/role/list', 'platform');
    expect(platformRoles.data.every((r) => r.tenantId === 0 && r.bizType === 0)).toBe(true);
    expect(platformRoles.data.map((r) => r.roleId)).toContain(staffRoleId);
    const shopRoles = await call<{ roleId: number }[]>('GET', '/mall_rbac/role/list', 'shop_admin');
    expect(shopRoles.data.map((r) => r.roleId)).not.toContain(staffRoleId);
    expect(await call('GET', `/mall_rbac/role?roleId=${staffRoleId}`, 'care_admin')).toMatchObject({ code: 'A00001', msg: '角色不存在或已删除' });
    expect((await call('DELETE', `/mall_rbac/role?roleId=${staffRoleId}`, 'care_admin')).code).toBe('A00001');
    expect(await t.db.select().from(role).where(eq(role.roleId, staffRoleId))).toHaveLength(1);
  });

  it('a platform role may hold platform menus only', async () => {
    const shopMenu = await call('POST', '/mall_rbac/role', 'platform', { roleName: 'x', menuIds: [148], menuPermissionIds: [] });
    expect(shopMenu).toMatchObject({ code: 'A00001', msg: '所选菜单或权限不存在' });
    const shopCode = await call('POST', '/mall_rbac/role', 'platform', {
      roleName: 'x',
      menuIds: [],
      menuPermissionIds: [permissionId('rbac:role:save', 1)],
    });
    expect(shopCode.code).toBe('A00001');
    expect(
      await t.db
        .select()
        .from(role)
        .where(and(eq(role.roleName, 'x'), eq(role.tenantId, 0))),
    ).toHaveLength(0);
  });
});

describe('area boundaries', () => {
  it('refuses to move an area under its own descendant and answers unknown ids as not found', async () => {
    const [city] = await t.db.select().from(area).where(eq(area.level, 2)).limit(1);
    const [district] = await t.db.select().from(area).where(eq(area.parentId, city!.areaId)).limit(1);
    const moved = await call('PUT', '/mall_delivery/m/area', 'platform', {
      areaId: city!.areaId,
      areaName: city!.areaName,
      parentId: district!.areaId,
    });
    expect(moved.msg).toBe('上级地区不正确');
    const self = await call('PUT', '/mall_delivery/m/area', 'platform', { areaId: city!.areaId, areaName: city!.areaName, parentId: city!.areaId });
    expect(self.msg).toBe('上级地区不正确');
    const [unchanged] = await t.db.select().from(area).where(eq(area.areaId, city!.areaId));
    expect(unchanged!.parentId).toBe(city!.parentId);
    expect(await call('GET', '/mall_delivery/m/area?areaId=99999999', 'platform')).toMatchObject({ code: 'A00001', msg: '地区不存在或已删除' });
    expect((await call('DELETE', '/mall_delivery/m/area?areaId=99999999', 'platform')).msg).toBe('地区不存在或已删除');
    expect((await call('GET', '/mall_delivery/m/area/list?parentId=abc', 'platform')).code).toBe('A00002');
  });
});

describe('menu edits', () => {
  it('keep the route name, active menu and visibility the dialog does not send', async () => {
    const edited = await call('PUT', '/mall_rbac/menu', 'platform', {
      menuId: 142,
      type: 1,
      title: '发布商品改',
      parentId: 141,
      path: 'prod_info',
      component: 'product/prod-info',
      seq: 2,
      icon: null,
      sysType: 1,
    });
    expect(edited.code).toBe('00000');
    const [row] = await t.db.select().from(menu).where(eq(menu.menuId, 142));
    expect(row).toMatchObject({ title: '发布商品改', name: 'prodInfo', activeMenu: '/product/list', hidden: 0 });
  });

  it('clear the icon when sent empty and change it when sent', async () => {
    const body = { menuId: 145, type: 0, title: '店铺管理', parentId: 0, path: '/multishop', component: 'Layout', seq: 2 };
    await call('PUT', '/mall_rbac/menu', 'platform', { ...body, icon: 'TeamOutlined' });
    expect((await t.db.select().from(menu).where(eq(menu.menuId, 145)))[0]!.icon).toBe('TeamOutlined');
    await call('PUT', '/mall_rbac/menu', 'platform', { ...body, icon: null });
    expect((await t.db.select().from(menu).where(eq(menu.menuId, 145)))[0]!.icon).toBeNull();
  });
});
