import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { role, roleMenu, userRole } from '../../src/db/schema/index.ts';
import { envelope } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

interface RolePage {
  total: number;
  pages: number;
  list: { roleId: number; roleName: string; remark: string | null; createTime: string; userCount?: number }[];
}

describe('roles', () => {
  it('creates, reads, edits and deletes a role with menus and permissions', async () => {
    const created = await as('shop_admin').post('/mall_rbac/role', {
      roleName: '仓库管理员',
      remark: '管发货',
      menuIds: [147, 148],
      menuPermissionIds: [1, 2],
    });
    expect(created).toMatchObject({ code: '00000', msg: 'ok' });
    const page = await as('shop_admin').get<RolePage>('/mall_rbac/role/page?pageNum=1&pageSize=10');
    const row = page.data.list.find((r) => r.roleName === '仓库管理员')!;
    expect(row.remark).toBe('管发货');
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const detail = await as('shop_admin').get<{ menuIds: number[]; menuPermissionIds: number[] }>(`/mall_rbac/role?roleId=${row.roleId}`);
    expect(detail.data.menuIds.sort()).toEqual([147, 148]);
    expect(detail.data.menuPermissionIds.sort()).toEqual([1, 2]);

    const edited = await as('shop_admin').put('/mall_rbac/role', {
      roleId: row.roleId,
      roleName: '仓管',
      menuIds: [147],
      menuPermissionIds: [],
    });
    expect(edited.code).toBe('00000');
    const after = await as('shop_admin').get<{ roleName: string; menuIds: number[]; menuPermissionIds: number[] }>(
      `/mall_rbac/role?roleId=${row.roleId}`,
    );
    expect(after.data).toMatchObject({ roleName: '仓管', menuIds: [147], menuPermissionIds: [] });

    expect((await as('shop_admin').delete(`/mall_rbac/role?roleId=${row.roleId}`)).code).toBe('00000');
    expect(await app().db.select().from(role).where(eq(role.roleId, row.roleId))).toHaveLength(0);
    expect(await app().db.select().from(roleMenu).where(eq(roleMenu.roleId, row.roleId))).toHaveLength(0);
  });

  it('an edit that leaves out the menus or the permissions keeps those the role grants', async () => {
    expect(
      (await as('shop_admin').post('/mall_rbac/role', { roleName: '留存角色', remark: '备注', menuIds: [147, 148], menuPermissionIds: [1, 2] })).code,
    ).toBe('00000');
    const page = await as('shop_admin').get<RolePage>('/mall_rbac/role/page?pageNum=1&pageSize=50');
    const roleId = page.data.list.find((r) => r.roleName === '留存角色')!.roleId;
    const detail = async () =>
      (await as('shop_admin').get<{ remark: string | null; menuIds: number[]; menuPermissionIds: number[] }>(`/mall_rbac/role?roleId=${roleId}`))
        .data;

    expect((await as('shop_admin').put('/mall_rbac/role', { roleId, roleName: '留存角色', menuIds: [147] })).code).toBe('00000');
    expect(await detail()).toMatchObject({ remark: '备注', menuIds: [147], menuPermissionIds: expect.arrayContaining([1, 2]) });
    expect((await as('shop_admin').put('/mall_rbac/role', { roleId, roleName: '留存角色', menuPermissionIds: [2] })).code).toBe('00000');
    expect(await detail()).toMatchObject({ menuIds: [147], menuPermissionIds: [2] });
    // Sent empty is not left out: it takes every grant of that kind away.
    expect((await as('shop_admin').put('/mall_rbac/role', { roleId, roleName: '留存角色', remark: null, menuIds: [] })).code).toBe('00000');
    expect(await detail()).toMatchObject({ remark: null, menuIds: [], menuPermissionIds: [2] });
  });

  it('pages with total and pages', async () => {
    for (let i = 0; i < 3; i++) await as('care_admin').post('/mall_rbac/role', { roleName: `角色${i}`, menuIds: [], menuPermissionIds: [] });
    const page = await as('care_admin').get<RolePage>('/mall_rbac/role/page?pageNum=2&pageSize=2');
    expect(page.data.total).toBe(4); // 3 + the seeded 客服 role
    expect(page.data.pages).toBe(2);
    expect(page.data.list).toHaveLength(2);
  });

  it('requires a role name', async () => {
    const body = await as('shop_admin').post<string[]>('/mall_rbac/role', { roleName: '  ', menuIds: [] });
    expect(body.code).toBe('A00002');
    expect(body.data).toContain('roleName:角色名称不能为空');
  });

  it('refuses menus of the other biz type', async () => {
    const body = await as('shop_admin').post('/mall_rbac/role', { roleName: 'x', menuIds: [302], menuPermissionIds: [] });
    expect(body).toMatchObject({ code: 'A00001', msg: '所选菜单或权限不存在' });
  });

  it("treats another shop's role as not found and leaves it unchanged", async () => {
    const [careRole] = await app().db.select().from(role).where(eq(role.tenantId, 2)).limit(1);
    const id = careRole!.roleId;
    expect(await as('shop_admin').get(`/mall_rbac/role?roleId=${id}`)).toMatchObject({ code: 'A00001', msg: '角色不存在或已删除' });
    expect((await as('shop_admin').put('/mall_rbac/role', { roleId: id, roleName: 'hacked', menuIds: [] })).code).toBe('A00001');
    expect((await as('shop_admin').delete(`/mall_rbac/role?roleId=${id}`)).code).toBe('A00001');
    const [still] = await app().db.select().from(role).where(eq(role.roleId, id));
    expect(still!.roleName).toBe(careRole!.roleName);
    const page = await as('shop_admin').get<RolePage>('/mall_rbac/role/page?pageNum=1&pageSize=50');
    expect(page.data.list.map((r) => r.roleId)).not.toContain(id);
  });

  it('refuses staff without rbac:role:save, even called directly', async () => {
    expect((await as('shop_staff').post('/mall_rbac/role', { roleName: 'x', menuIds: [] })).code).toBe('A00006');
    expect((await as('shop_staff').delete('/mall_rbac/role?roleId=1')).code).toBe('A00006');
  });

  it("changing a role's menus changes what its users load next", async () => {
    const [staffRole] = await app().db.select().from(role).where(eq(role.roleName, '店员'));
    const before = await as('shop_staff').get<number[]>('/mall_rbac/menu/list_menu_ids');
    expect(before.data).toContain(258);
    await as('shop_admin').put('/mall_rbac/role', { roleId: staffRole!.roleId, roleName: '店员', menuIds: [147, 148], menuPermissionIds: [] });
    const after = await as('shop_staff').get<number[]>('/mall_rbac/menu/list_menu_ids');
    expect(after.data).toEqual([147, 148]);
    const codes = await as('shop_staff').get<string[]>('/mall_rbac/menu_permission/list');
    expect(codes.data).toEqual([]);
  });

  it("pages each role with how many users hold it, while the role select's list keeps upstream's shape", async () => {
    const holders = async (who: string, name: string) =>
      (await as(who).get<RolePage>('/mall_rbac/role/page?pageNum=1&pageSize=50')).data.list.find((r) => r.roleName === name)?.userCount;
    expect(await holders('shop_admin', '店员')).toBe(1);
    expect(await holders('care_admin', '客服')).toBe(1);
    await as('shop_admin').post('/mall_rbac/role', { roleName: '无人角色', menuIds: [], menuPermissionIds: [] });
    expect(await holders('shop_admin', '无人角色')).toBe(0);

    const [staffRole] = await app().db.select().from(role).where(eq(role.roleName, '店员'));
    const [extra] = await app().db.select().from(role).where(eq(role.roleName, '无人角色'));
    for (const nickName of ['计数员工一', '计数员工二']) {
      const made = await as('shop_admin').post('/mall_multishop/m/shop_user', {
        nickName,
        avatar: '/demo/avatars/1.svg',
        roleIds: [staffRole!.roleId, extra!.roleId],
      });
      expect(made.code).toBe('00000');
    }
    expect(await holders('shop_admin', '店员')).toBe(3);
    expect(await holders('shop_admin', '无人角色')).toBe(2);
    // The list of the staff role select is upstream's shape, unchanged.
    const listed = (await as('shop_admin').get<Record<string, unknown>[]>('/mall_rbac/role/list')).data.find((r) => r.roleName === '店员')!;
    expect(listed).not.toHaveProperty('userCount');
  });

  it('deleting a role removes it from its users', async () => {
    const [staffRole] = await app().db.select().from(role).where(eq(role.roleName, '店员'));
    await as('shop_admin').delete(`/mall_rbac/role?roleId=${staffRole!.roleId}`);
    expect(await app().db.select().from(userRole).where(eq(userRole.roleId, staffRole!.roleId))).toHaveLength(0);
    const ids = await as('shop_staff').get<number[]>('/mall_rbac/menu/list_menu_ids');
    expect(ids.data).toEqual([]);
  });

  it('answers bad bodies without a 5xx or a write', async () => {
    const [{ n: before }] = (await app().db.select({ n: count() }).from(role)) as [{ n: number }];
    for (const payload of [
      {},
      { roleName: 5 },
      { roleName: 'a'.repeat(101) },
      { roleName: 'x', menuIds: 'abc' },
      { roleName: 'x', menuIds: [-1] },
      [],
      null,
    ]) {
      const response = await as('shop_admin').inject({ method: 'POST', url: '/mall_rbac/role', payload: payload as object });
      expect(response.statusCode).toBe(200);
      expect(['A00001', 'A00002', 'A00003']).toContain(envelope(response).code);
    }
    const [{ n: after }] = (await app().db.select({ n: count() }).from(role)) as [{ n: number }];
    expect(after).toBe(before);
  });
});
