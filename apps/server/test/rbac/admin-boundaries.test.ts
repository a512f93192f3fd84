import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { PERMISSIONS, SysType } from '@caremall/contract';
import { area, authAccount, menu, menuPermission, role, roleMenu, userRole } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { envelope } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);
const STAFF_USER_ID = 990001;
let staffRoleId = 0;

/** A platform staff member whose role shows the admin menus but grants no permission code. */
async function addPlatformStaff(): Promise<void> {
  const { db } = app();
  await db.insert(authAccount).values({
    username: 'platform_staff',
    password: await hashPassword(DEMO_PASSWORD),
    status: 1,
    sysType: SysType.PLATFORM,
    userId: STAFF_USER_ID,
    tenantId: 0,
    isAdmin: 0,
  });
  const [created] = await db.insert(role).values({ roleName: '平台只读', bizType: 0, tenantId: 0, createUserId: 1 }).returning({ id: role.roleId });
  staffRoleId = created!.id;
  await db.insert(roleMenu).values([300, 301, 302, 303, 310, 311].map((menuId) => ({ roleId: staffRoleId, menuId })));
  await db.insert(userRole).values({ userId: STAFF_USER_ID, roleId: staffRoleId });
}

beforeAll(addPlatformStaff);

const rowCount = async (table: typeof menu | typeof menuPermission | typeof area | typeof role) => {
  const [row] = await app().db.select({ n: count() }).from(table);
  return Number(row!.n);
};

const permissionId = (code: string, bizType: 0 | 1) => PERMISSIONS.find((p) => p.permission === code && p.bizType === bizType)!.menuPermissionId;

describe('platform staff without the codes', () => {
  it('load the admin screens but every write is refused by the gateway, changing nothing', async () => {
    expect((await as('platform_staff').get('/mall_rbac/menu/list?sysType=1')).code).toBe('00000');
    expect((await as('platform_staff').get('/mall_rbac/menu_permission/page?pageNum=1&pageSize=10')).code).toBe('00000');
    expect((await as('platform_staff').get('/mall_rbac/role/page?pageNum=1&pageSize=10')).code).toBe('00000');
    expect((await as('platform_staff').get('/mall_delivery/m/area/list?parentId=0')).code).toBe('00000');
    const codes = await as('platform_staff').get<string[]>('/mall_rbac/menu_permission/list');
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
    for (const [method, url, body] of writes) {
      const response = await as('platform_staff').inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
      expect(envelope(response).code, `${method} ${url}`).toBe('A00006');
    }
    expect([await rowCount(menu), await rowCount(menuPermission), await rowCount(area), await rowCount(role)]).toEqual(before);
    const [stillNamed] = await app().db.select().from(menu).where(eq(menu.menuId, 258));
    expect(stillNamed!.title).toBe('热搜管理');
  });

  it('may write once their role gains the code, and only that write', async () => {
    await app()
      .db.insert(roleMenu)
      .values({ roleId: staffRoleId, menuPermissionId: permissionId('system:addrManage:save', 0) });
    expect((await as('platform_staff').post('/mall_delivery/m/area', { areaName: '授权新增', parentId: 0 })).code).toBe('00000');
    expect((await as('platform_staff').delete('/mall_delivery/m/area?areaId=1')).code).toBe('A00006');
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
        const response = await as('platform').inject({ method, url, payload: payload as object });
        expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(200);
        expect(['A00001', 'A00002', 'A00003'], `${method} ${JSON.stringify(payload)}`).toContain(envelope(response).code);
      }
    }
    for (const query of ['', '?menuId=abc', '?menuPermissionId=-1', '?areaId=1.5', '?roleId=x']) {
      const response = await as('platform').inject({ method: 'DELETE', url: `${url}${query}` });
      expect(response.statusCode).toBe(200);
      expect(envelope(response).code).not.toBe('00000');
    }
    expect(await rowCount(table)).toBe(before);
  });

  it('reports every missing menu field with the spec messages at once', async () => {
    const body = await as('platform').post<string[]>('/mall_rbac/menu', { type: 1, seq: -1 });
    expect(body.code).toBe('A00002');
    expect(body.data).toEqual(
      expect.arrayContaining(['title:菜单名称不能为空', 'path:菜单URL不能为空', 'component:组件路径不能为空', 'seq:排序不能小于0']),
    );
  });

  it('reports every missing menu permission field', async () => {
    const body = await as('platform').post<string[]>('/mall_rbac/menu_permission', {});
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
    expect(await as('shop_admin').get('/mall_rbac/menu?menuId=302')).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
    const platformPermission = permissionId('rbac:menu:save', 0);
    expect(await as('shop_admin').get(`/mall_rbac/menu_permission?menuPermissionId=${platformPermission}`)).toMatchObject({
      code: 'A00006',
      msg: '无权限操作！',
    });
    expect((await as('shop_admin').delete(`/mall_rbac/menu_permission?menuPermissionId=${platformPermission}`)).code).not.toBe('00000');
    expect((await as('shop_admin').delete('/mall_rbac/menu?menuId=302')).code).not.toBe('00000');
    expect(await app().db.select().from(menuPermission).where(eq(menuPermission.menuPermissionId, platformPermission))).toHaveLength(1);
    expect(await app().db.select().from(menu).where(eq(menu.menuId, 302))).toHaveLength(1);
  });

  it('platform roles and shop roles never see each other', async () => {
    const platformRoles = await as('platform').get<{ roleId: number; tenantId: number; bizType: number }[]>('/mall_rbac/role/list');
    expect(platformRoles.data.every((r) => r.tenantId === 0 && r.bizType === 0)).toBe(true);
    expect(platformRoles.data.map((r) => r.roleId)).toContain(staffRoleId);
    const shopRoles = await as('shop_admin').get<{ roleId: number }[]>('/mall_rbac/role/list');
    expect(shopRoles.data.map((r) => r.roleId)).not.toContain(staffRoleId);
    expect(await as('care_admin').get(`/mall_rbac/role?roleId=${staffRoleId}`)).toMatchObject({ code: 'A00001', msg: '角色不存在或已删除' });
    expect((await as('care_admin').delete(`/mall_rbac/role?roleId=${staffRoleId}`)).code).toBe('A00001');
    expect(await app().db.select().from(role).where(eq(role.roleId, staffRoleId))).toHaveLength(1);
  });

  it('a platform role may hold platform menus only', async () => {
    const shopMenu = await as('platform').post('/mall_rbac/role', { roleName: 'x', menuIds: [148], menuPermissionIds: [] });
    expect(shopMenu).toMatchObject({ code: 'A00001', msg: '所选菜单或权限不存在' });
    const shopCode = await as('platform').post('/mall_rbac/role', {
      roleName: 'x',
      menuIds: [],
      menuPermissionIds: [permissionId('rbac:role:save', 1)],
    });
    expect(shopCode.code).toBe('A00001');
    expect(
      await app()
        .db.select()
        .from(role)
        .where(and(eq(role.roleName, 'x'), eq(role.tenantId, 0))),
    ).toHaveLength(0);
  });
});

describe('area boundaries', () => {
  it('refuses to move an area under its own descendant and answers unknown ids as not found', async () => {
    const [city] = await app().db.select().from(area).where(eq(area.level, 2)).limit(1);
    const [district] = await app().db.select().from(area).where(eq(area.parentId, city!.areaId)).limit(1);
    const moved = await as('platform').put('/mall_delivery/m/area', {
      areaId: city!.areaId,
      areaName: city!.areaName,
      parentId: district!.areaId,
    });
    expect(moved.msg).toBe('上级地区不正确');
    const self = await as('platform').put('/mall_delivery/m/area', { areaId: city!.areaId, areaName: city!.areaName, parentId: city!.areaId });
    expect(self.msg).toBe('上级地区不正确');
    const [unchanged] = await app().db.select().from(area).where(eq(area.areaId, city!.areaId));
    expect(unchanged!.parentId).toBe(city!.parentId);
    expect(await as('platform').get('/mall_delivery/m/area?areaId=99999999')).toMatchObject({ code: 'A00001', msg: '地区不存在或已删除' });
    expect((await as('platform').delete('/mall_delivery/m/area?areaId=99999999')).msg).toBe('地区不存在或已删除');
    expect((await as('platform').get('/mall_delivery/m/area/list?parentId=abc')).code).toBe('A00002');
  });
});

describe('menu edits', () => {
  it('keep the route name, active menu and visibility the dialog does not send', async () => {
    const edited = await as('platform').put('/mall_rbac/menu', {
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
    const [row] = await app().db.select().from(menu).where(eq(menu.menuId, 142));
    expect(row).toMatchObject({ title: '发布商品改', name: 'prodInfo', activeMenu: '/product/list', hidden: 0 });
  });

  it('clear the icon when sent empty and change it when sent', async () => {
    const body = { menuId: 145, type: 0, title: '店铺管理', parentId: 0, path: '/multishop', component: 'Layout', seq: 2 };
    await as('platform').put('/mall_rbac/menu', { ...body, icon: 'TeamOutlined' });
    expect((await app().db.select().from(menu).where(eq(menu.menuId, 145)))[0]!.icon).toBe('TeamOutlined');
    await as('platform').put('/mall_rbac/menu', { ...body, icon: null });
    expect((await app().db.select().from(menu).where(eq(menu.menuId, 145)))[0]!.icon).toBeNull();
  });
});
