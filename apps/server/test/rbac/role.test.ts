import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { role, roleMenu, userRole } from '../../src/db/schema/index.ts';
import { createTestApp, envelope, login, type TestApp } from '../helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['shop_admin', 'shop_staff', 'care_admin', 'platform']) tokens[name] = await login(t.app, name);
});
afterAll(() => t.close());

const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
  envelope<T>(
    await t.app.inject({ method, url, headers: { authorization: tokens[who]! }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  );

interface RolePage {
  total: number;
  pages: number;
  list: { roleId: number; roleName: string; remark: string | null; createTime: string }[];
}

describe('roles', () => {
  it('creates, reads, edits and deletes a role with menus and permissions', async () => {
    const created = await call('POST', '/mall_rbac/role', 'shop_admin', {
      roleName: '仓库管理员',
      remark: '管发货',
      menuIds: [147, 148],
      menuPermissionIds: [1, 2],
    });
    expect(created).toMatchObject({ code: '00000', msg: 'ok' });
    const page = await call<RolePage>('GET', '/mall_rbac/role/page?pageNum=1&pageSize=10', 'shop_admin');
    const row = page.data.list.find((r) => r.roleName === '仓库管理员')!;
    expect(row.remark).toBe('管发货');
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const detail = await call<{ menuIds: number[]; menuPermissionIds: number[] }>('GET', `/mall_rbac/role?roleId=${row.roleId}`, 'shop_admin');
    expect(detail.data.menuIds.sort()).toEqual([147, 148]);
    expect(detail.data.menuPermissionIds.sort()).toEqual([1, 2]);

    const edited = await call('PUT', '/mall_rbac/role', 'shop_admin', {
      roleId: row.roleId,
      roleName: '仓管',
      menuIds: [147],
      menuPermissionIds: [],
    });
    expect(edited.code).toBe('00000');
    const after = await call<{ roleName: string; menuIds: number[]; menuPermissionIds: number[] }>(
      'GET',
      `/mall_rbac/role?roleId=${row.roleId}`,
      'shop_admin',
    );
    expect(after.data).toMatchObject({ roleName: '仓管', menuIds: [147], menuPermissionIds: [] });

    expect((await call('DELETE', `/mall_rbac/role?roleId=${row.roleId}`, 'shop_admin')).code).toBe('00000');
    expect(await t.db.select().from(role).where(eq(role.roleId, row.roleId))).toHaveLength(0);
    expect(await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, row.roleId))).toHaveLength(0);
  });

  it('pages with total and pages', async () => {
    for (let i = 0; i < 3; i++) await call('POST', '/mall_rbac/role', 'care_admin', { roleName: `角色${i}`, menuIds: [], menuPermissionIds: [] });
    const page = await call<RolePage>('GET', '/mall_rbac/role/page?pageNum=2&pageSize=2', 'care_admin');
    expect(page.data.total).toBe(4); // 3 + the seeded 客服 role
    expect(page.data.pages).toBe(2);
    expect(page.data.list).toHaveLength(2);
  });

  it('requires a role name', async () => {
    const body = await call<string[]>('POST', '/mall_rbac/role', 'shop_admin', { roleName: '  ', menuIds: [] });
    expect(body.code).toBe('A00002');
    expect(body.data).toContain('roleName:角色名称不能为空');
  });

  it('refuses menus of the other biz type', async () => {
    const body = await call('POST', '/mall_rbac/role', 'shop_admin', { roleName: 'x', menuIds: [302], menuPermissionIds: [] });
    expect(body).toMatchObject({ code: 'A00001', msg: '所选菜单或权限不存在' });
  });

  it("treats another shop's role as not found and leaves it unchanged", async () => {
    const [careRole] = await t.db.select().from(role).where(eq(role.tenantId, 2)).limit(1);
    const id = careRole!.roleId;
    expect(await call('GET', `/mall_rbac/role?roleId=${id}`, 'shop_admin')).toMatchObject({ code: 'A00001', msg: '角色不存在或已删除' });
    expect((await call('PUT', '/mall_rbac/role', 'shop_admin', { roleId: id, roleName: 'hacked', menuIds: [] })).code).toBe('A00001');
    expect((await call('DELETE', `/mall_rbac/role?roleId=${id}`, 'shop_admin')).code).toBe('A00001');
    const [still] = await t.db.select().from(role).where(eq(role.roleId, id));
    expect(still!.roleName).toBe(careRole!.roleName);
    const page = await call<RolePage>('GET', '/mall_rbac/role/page?pageNum=1&pageSize=50', 'shop_admin');
    expect(page.data.list.map((r) => r.roleId)).not.toContain(id);
  });

  it('refuses staff without rbac:role:save, even called directly', async () => {
    expect((await call('POST', '/mall_rbac/role', 'shop_staff', { roleName: 'x', menuIds: [] })).code).toBe('A00006');
    expect((await call('DELETE', '/mall_rbac/role?roleId=1', 'shop_staff')).code).toBe('A00006');
  });

  it("changing a role's menus changes what its users load next", async () => {
    const [staffRole] = await t.db.select().from(role).where(eq(role.roleName, '店员'));
    const before = await call<number[]>('GET', '/mall_rbac/menu/list_menu_ids', 'shop_staff');
    expect(before.data).toContain(258);
    await call('PUT', '/mall_rbac/role', 'shop_admin', { roleId: staffRole!.roleId, roleName: '店员', menuIds: [147, 148], menuPermissionIds: [] });
    const after = await call<number[]>('GET', '/mall_rbac/menu/list_menu_ids', 'shop_staff');
    expect(after.data).toEqual([147, 148]);
    const codes = await call<string[]>('GET', '/mall_rbac/menu_permission/list', 'shop_staff');
    expect(codes.data).toEqual([]);
  });

  it('deleting a role removes it from its users', async () => {
    const [staffRole] = await t.db.select().from(role).where(eq(role.roleName, '店员'));
    await call('DELETE', `/mall_rbac/role?roleId=${staffRole!.roleId}`, 'shop_admin');
    expect(await t.db.select().from(userRole).where(eq(userRole.roleId, staffRole!.roleId))).toHaveLength(0);
    const ids = await call<number[]>('GET', '/mall_rbac/menu/list_menu_ids', 'shop_staff');
    expect(ids.data).toEqual([]);
  });

  it('answers bad bodies without a 5xx or a write', async () => {
    const [{ n: before }] = (await t.db.select({ n: count() }).from(role)) as [{ n: number }];
    for (const payload of [
      {},
      { roleName: 5 },
      { roleName: 'a'.repeat(101) },
      { roleName: 'x', menuIds: 'abc' },
      { roleName: 'x', menuIds: [-1] },
      [],
      null,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/mall_rbac/role',
        headers: { authorization: tokens.shop_admin! },
        payload: payload as object,
      });
      expect(response.statusCode).toBe(200);
      expect(['A00001', 'A00002', 'A00003']).toContain(envelope(response).code);
    }
    const [{ n: after }] = (await t.db.select({ n: count() }).from(role)) as [{ n: number }];
    expect(after).toBe(before);
  });
});
