// Grants are bounded by the grantor, proven over the whole class: for every way of granting (role create
// and update, roles given to a new staff member, to oneself, to another, a stronger member's account set
// or its password changed), a caller holding exactly what that way needs tries to reach every menu and
// permission of its biz type it does not hold. Each attempt is refused and the database is unchanged.
import { GRANT_MESSAGES, PERMISSIONS, PLATFORM_MENUS, SHOP_MENUS, type MenuSeed } from '@caremall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { actor, databaseDigest, rows, SHOP_A, type Call } from './actors.ts';

type BizType = 0 | 1;
interface Grant {
  kind: 'menu' | 'permission';
  id: number;
  label: string;
}

const MENUS: Record<BizType, MenuSeed[]> = { 0: PLATFORM_MENUS, 1: SHOP_MENUS };
const allGrants = (bizType: BizType): Grant[] => [
  ...MENUS[bizType].map((m) => ({ kind: 'menu' as const, id: m.menuId, label: `menu ${m.name}` })),
  ...PERMISSIONS.filter((p) => p.bizType === bizType).map((p) => ({ kind: 'permission' as const, id: p.menuPermissionId, label: p.permission })),
];
const bodyOf = (grants: Grant[]) => ({
  menuIds: grants.filter((g) => g.kind === 'menu').map((g) => g.id),
  menuPermissionIds: grants.filter((g) => g.kind === 'permission').map((g) => g.id),
});

/** The grants a screen's menu and the given codes amount to (the menu with its parent directory). */
function grantsFor(bizType: BizType, menuName: string, codes: string[]): Grant[] {
  const screen = MENUS[bizType].find((m) => m.name === menuName)!;
  const parent = MENUS[bizType].find((m) => m.menuId === screen.parentId)!;
  return allGrants(bizType).filter(
    (g) => (g.kind === 'menu' && (g.id === screen.menuId || g.id === parent.menuId)) || (g.kind === 'permission' && codes.includes(g.label)),
  );
}

let t: TestApp;
let nextUserId = 995_000;

async function createRole(bizType: BizType, name: string, grants: Grant[]): Promise<number> {
  const tenantId = bizType === 1 ? SHOP_A : 0;
  const [created] = await rows<{ id: number }>(
    t.db,
    sql`insert into role (role_name, biz_type, tenant_id) values (${name}, ${bizType}, ${tenantId}) returning role_id as id`,
  );
  const roleId = Number(created!.id);
  const { menuIds, menuPermissionIds } = bodyOf(grants);
  for (const menuId of menuIds) await t.db.execute(sql`insert into role_menu (role_id, menu_id) values (${roleId}, ${menuId})`);
  for (const id of menuPermissionIds) await t.db.execute(sql`insert into role_menu (role_id, menu_permission_id) values (${roleId}, ${id})`);
  return roleId;
}

/** A staff member holding the given roles; with a username it also gets a sign-in account. */
async function createStaff(bizType: BizType, roleIds: number[], username?: string): Promise<number> {
  let userId = nextUserId++;
  if (bizType === 1) {
    const [staff] = await rows<{ id: number }>(
      t.db,
      sql`insert into shop_user (shop_id, nick_name, avatar, has_account) values (${SHOP_A}, ${`员工${userId}`}, '/demo/avatars/1.svg', ${username ? 1 : 0}) returning shop_user_id as id`,
    );
    userId = Number(staff!.id);
  }
  for (const roleId of roleIds) await t.db.execute(sql`insert into user_role (user_id, role_id) values (${userId}, ${roleId})`);
  if (username) {
    await t.db.execute(sql`insert into auth_account (username, password, status, sys_type, user_id, tenant_id, is_admin)
      select ${username}, password, 1, ${bizType === 1 ? 1 : 2}, ${userId}, ${bizType === 1 ? SHOP_A : 0}, 0 from auth_account where username = 'shop_admin'`);
  }
  return userId;
}

interface GrantPath {
  name: string;
  bizType: BizType;
  menu: string;
  codes: string[];
  message: string;
  /** Prepares what the attempt needs for one foreign grant, and returns the request. */
  attempt: (foreign: Grant, caller: { userId: number; roleId: number }) => Promise<Parameters<Call>[0]>;
}

const staffBody = (extra: Record<string, unknown>) => ({ nickName: '提权尝试', avatar: '/demo/avatars/1.svg', code: '', phoneNum: '', ...extra });
let accounts = 0;

const PATHS: GrantPath[] = [
  ...([1, 0] as const).flatMap((bizType): GrantPath[] => {
    const menu = bizType === 1 ? 'role' : 'platformRole';
    return [
      {
        name: 'creates a role',
        bizType,
        menu,
        codes: ['rbac:role:save'],
        message: GRANT_MESSAGES.beyondOwnGrants,
        attempt: async (foreign) => ({ method: 'POST', url: '/mall_rbac/role', payload: { roleName: '越权角色', ...bodyOf([foreign]) } }),
      },
      {
        name: "updates another role's grants",
        bizType,
        menu,
        codes: ['rbac:role:update'],
        message: GRANT_MESSAGES.beyondOwnGrants,
        attempt: async (foreign) => {
          const roleId = await createRole(bizType, '空角色', []);
          return { method: 'PUT', url: '/mall_rbac/role', payload: { roleId, roleName: '越权角色', ...bodyOf([foreign]) } };
        },
      },
      {
        name: 'strips the grants of a stronger role',
        bizType,
        menu,
        codes: ['rbac:role:update'],
        message: GRANT_MESSAGES.strongerRole,
        attempt: async (foreign) => {
          const roleId = await createRole(bizType, '强角色', [foreign]);
          return { method: 'PUT', url: '/mall_rbac/role', payload: { roleId, roleName: '强角色', menuIds: [], menuPermissionIds: [] } };
        },
      },
      {
        name: 'deletes a stronger role',
        bizType,
        menu,
        codes: ['rbac:role:delete'],
        message: GRANT_MESSAGES.strongerRole,
        attempt: async (foreign) => ({ method: 'DELETE', url: `/mall_rbac/role?roleId=${await createRole(bizType, '强角色', [foreign])}` }),
      },
    ];
  }),
  {
    name: 'gives a new staff member a stronger role',
    bizType: 1,
    menu: 'shopUser',
    codes: ['multishop:shopUser:save'],
    message: GRANT_MESSAGES.beyondOwnRoles,
    attempt: async (foreign) => ({
      method: 'POST',
      url: '/mall_multishop/m/shop_user',
      payload: staffBody({ roleIds: [await createRole(1, '强角色', [foreign])] }),
    }),
  },
  {
    name: 'gives itself a stronger role',
    bizType: 1,
    menu: 'shopUser',
    codes: ['multishop:shopUser:update'],
    message: GRANT_MESSAGES.beyondOwnRoles,
    attempt: async (foreign, caller) => ({
      method: 'PUT',
      url: '/mall_multishop/m/shop_user',
      payload: staffBody({ shopUserId: caller.userId, roleIds: [caller.roleId, await createRole(1, '强角色', [foreign])] }),
    }),
  },
  {
    name: 'gives another staff member a stronger role',
    bizType: 1,
    menu: 'shopUser',
    codes: ['multishop:shopUser:update'],
    message: GRANT_MESSAGES.beyondOwnRoles,
    attempt: async (foreign) => ({
      method: 'PUT',
      url: '/mall_multishop/m/shop_user',
      payload: staffBody({ shopUserId: await createStaff(1, []), roleIds: [await createRole(1, '强角色', [foreign])] }),
    }),
  },
  {
    name: 'sets the sign-in account of a stronger staff member',
    bizType: 1,
    menu: 'shopUser',
    codes: ['account:authAccount:shopSave'],
    message: GRANT_MESSAGES.strongerStaff,
    attempt: async (foreign) => {
      const target = await createStaff(1, [await createRole(1, '强角色', [foreign])]);
      return {
        method: 'POST',
        url: '/mall_multishop/shop_user/account',
        payload: { userId: target, username: `takeover${accounts++}`, password: 'takeover1', status: 1 },
      };
    },
  },
  {
    name: 'changes the password of a stronger staff member',
    bizType: 1,
    menu: 'shopUser',
    codes: ['account:authAccount:shopUpdate'],
    message: GRANT_MESSAGES.strongerStaff,
    attempt: async (foreign) => {
      const username = `strong${accounts++}`;
      const target = await createStaff(1, [await createRole(1, '强角色', [foreign])], username);
      return { method: 'PUT', url: '/mall_multishop/shop_user/account', payload: { userId: target, username, password: 'takeover1', status: 1 } };
    },
  },
];

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

describe('grants are bounded by the grantor', () => {
  for (const path of PATHS) {
    const who = path.bizType === 1 ? 'shop staff' : 'platform staff';
    it(`${who} holding only ${path.codes.join(', ')} ${path.name}: refused for every menu and permission it lacks, nothing written`, async () => {
      const own = grantsFor(path.bizType, path.menu, path.codes);
      const roleId = await createRole(path.bizType, `holds ${path.codes.join(',')}`, own);
      const username = `esc${nextUserId}`;
      const userId = await createStaff(path.bizType, [roleId], username);
      const call = await actor(t.app, username);
      const foreign = allGrants(path.bizType).filter((g) => !own.some((o) => o.kind === g.kind && o.id === g.id));
      expect(foreign.length).toBeGreaterThan(5);

      const requests = [];
      for (const grant of foreign) requests.push({ grant, request: await path.attempt(grant, { userId, roleId }) });
      const before = await databaseDigest(t.db);
      for (const { grant, request } of requests) {
        const answer = await call(request);
        expect({ grant: grant.label, code: answer.code, msg: answer.msg }).toEqual({ grant: grant.label, code: 'A00001', msg: path.message });
      }
      expect(await databaseDigest(t.db), 'a refused escalation wrote to the database').toBe(before);
    });
  }

  it('lets staff grant what they hold (the refusals above are not blanket ones)', async () => {
    const codes = ['rbac:role:save', 'multishop:shopUser:save', 'account:authAccount:shopSave'];
    const own = allGrants(1).filter((g) =>
      grantsFor(1, 'role', codes)
        .concat(grantsFor(1, 'shopUser', codes))
        .some((o) => o.kind === g.kind && o.id === g.id),
    );
    const roleId = await createRole(1, 'grantor', own);
    await createStaff(1, [roleId], 'grantor_ok');
    const call = await actor(t.app, 'grantor_ok');
    expect((await call({ method: 'POST', url: '/mall_rbac/role', payload: { roleName: '子集角色', ...bodyOf(own.slice(0, 3)) } })).code).toBe(
      '00000',
    );
    const weaker = await createRole(1, '弱角色', own.slice(0, 2));
    expect(
      (await call({ method: 'POST', url: '/mall_multishop/m/shop_user', payload: staffBody({ nickName: '新同事', roleIds: [weaker] }) })).code,
    ).toBe('00000');
    const colleague = await createStaff(1, [weaker]);
    const account = { userId: colleague, username: 'weaker_ok', password: 'weaker_ok1', status: 1 };
    expect((await call({ method: 'POST', url: '/mall_multishop/shop_user/account', payload: account })).code).toBe('00000');
  });

  it('lets staff change and delete a role granting no more than they hold', async () => {
    const own = grantsFor(1, 'role', ['rbac:role:update', 'rbac:role:delete']);
    await createStaff(1, [await createRole(1, 'manager', own)], 'role_keeper');
    const call = await actor(t.app, 'role_keeper');
    const weaker = await createRole(1, '弱角色', own.slice(0, 2));
    expect(
      (await call({ method: 'PUT', url: '/mall_rbac/role', payload: { roleId: weaker, roleName: '改名', menuIds: [], menuPermissionIds: [] } })).code,
    ).toBe('00000');
    expect((await call({ method: 'DELETE', url: `/mall_rbac/role?roleId=${weaker}` })).code).toBe('00000');
    expect(await rows(t.db, sql`select 1 from role where role_id = ${weaker}`)).toHaveLength(0);
  });

  it('nobody but the administrator edits a role it holds, even to the grants it already has', async () => {
    const own = grantsFor(1, 'role', ['rbac:role:update']);
    const roleId = await createRole(1, '自己的角色', own);
    await createStaff(1, [roleId], 'own_role');
    const call = await actor(t.app, 'own_role');
    const before = await databaseDigest(t.db);
    const answer = await call({ method: 'PUT', url: '/mall_rbac/role', payload: { roleId, roleName: '自己的角色', ...bodyOf(own) } });
    expect(answer).toMatchObject({ code: 'A00001', msg: GRANT_MESSAGES.ownRole });
    expect(await databaseDigest(t.db)).toBe(before);
    const asAdmin = await actor(t.app, 'shop_admin');
    expect((await asAdmin({ method: 'PUT', url: '/mall_rbac/role', payload: { roleId, roleName: '自己的角色', ...bodyOf(own) } })).code).toBe(
      '00000',
    );
  });
});
