// Permission suite, generated from the permission catalogue and the route table: for every gated
// call, a staff member whose role lacks the permission is refused (A00006) and one holding exactly
// that permission gets past the gateway. Every gated route must be covered by a permission or
// declare its own access next to it (deny by default).
import { PERMISSIONS, ResponseCode, type PermissionSeed } from '@caremall/contract';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uriMatches } from '../../src/platform/auth/permissions.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { actor, rows, type Call } from './actors.ts';
import { gatedRoutes, routeKey } from './route-table.ts';

/** The catalogue permission guarding a route, matched on its pattern as the gateway does. */
const ruleFor = (r: { method: string; url: string }) =>
  PERMISSIONS.find(
    (p) => p.method === r.method && (uriMatches(p.uri, r.url) || uriMatches(p.uri, r.url.replace(/^\/mall(4cloud)?_[a-z]+(?=\/)/, ''))),
  );

let t: TestApp;
let asShopStaff: Call;
let asPlatformStaff: Call;
let shopRoleId: number;
let platformRoleId: number;

/** Sets the role's permissions to exactly `codes` (its menus stay as they are). */
async function grant(roleId: number, bizType: 0 | 1, codes: string[]) {
  await t.db.execute(sql`delete from role_menu where role_id = ${roleId} and menu_permission_id is not null`);
  for (const code of codes) {
    await t.db.execute(sql`insert into role_menu (role_id, menu_permission_id)
      select ${roleId}, menu_permission_id from menu_permission where permission = ${code} and biz_type = ${bizType}`);
  }
}

/** A concrete request for a catalogue entry: wildcards filled, an empty body (validation may refuse it, the gateway must not). */
const requestFor = (p: PermissionSeed) => ({
  method: p.method,
  url: p.uri.replace(/\*\*/g, 'x/1').replace(/\*/g, '1'),
  payload: p.method === 'POST' || p.method === 'PUT' ? {} : undefined,
});

beforeAll(async () => {
  t = await createTestApp();
  asShopStaff = await actor(t.app, 'shop_staff');
  const [staffRole] = await rows<{ role_id: number }>(
    t.db,
    sql`select ur.role_id from user_role ur join auth_account a on a.user_id = ur.user_id where a.username = 'shop_staff'`,
  );
  shopRoleId = Number(staffRole!.role_id);
  // A platform staff member (not an admin) with one role of platform menus.
  const [role] = await rows<{ id: number }>(
    t.db,
    sql`insert into role (role_name, biz_type, tenant_id) values ('proof platform staff', 0, 0) returning role_id as id`,
  );
  platformRoleId = Number(role!.id);
  await t.db.execute(sql`insert into auth_account (username, password, status, sys_type, user_id, tenant_id, is_admin)
    select 'proof_platform', password, 1, 2, 990001, 0, 0 from auth_account where username = 'platform'`);
  await t.db.execute(sql`insert into user_role (user_id, role_id) values (990001, ${platformRoleId})`);
  await t.db.execute(sql`insert into role_menu (role_id, menu_id) select ${platformRoleId}, menu_id from menu where biz_type = 0`);
  asPlatformStaff = await actor(t.app, 'proof_platform');
}, 120_000);
afterAll(() => t?.close());

describe('permissions', () => {
  it('every gated route is guarded by a catalogue permission or declares who may call it (deny by default)', () => {
    const undeclared = gatedRoutes()
      .filter((r) => !r.access && !ruleFor(r))
      .map(routeKey);
    expect(undeclared, 'routes refused to everyone: add a permission to PERMISSIONS or declare forMenus/forAnySignedIn').toEqual([]);
  });

  it("every write any signed-in user may make says why, and acts on the caller's own session or pictures", () => {
    const open = gatedRoutes()
      .filter((r) => r.method !== 'GET' && !ruleFor(r) && r.access?.signedIn)
      .map((r) => `${routeKey(r)}: ${r.access!.signedIn}`);
    expect(
      open.every((line) => /sign|picture/.test(line)),
      open.join('\n'),
    ).toBe(true);
  });

  it('the README lists every route open to any signed-in user, with its reason', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const listed = [...readme.matchAll(/^- `([A-Z]+ [^`]+)` — (.+)$/gm)].map((m) => `${m[1]} — ${m[2]}`).sort();
    const open = gatedRoutes()
      .filter((r) => !ruleFor(r) && r.access?.signedIn)
      .map((r) => `${routeKey(r)} — ${r.access!.signedIn}`)
      .sort();
    expect(listed).toEqual(open);
  });

  it('every catalogue permission names a route the app serves', () => {
    const routes = gatedRoutes();
    const dangling = PERMISSIONS.filter(
      (p) => !routes.some((r) => r.method === p.method && uriMatches(p.uri, r.url.replace(/:[A-Za-z]+/g, '1'))),
    ).map((p) => `${p.permission} ${p.method} ${p.uri}`);
    expect(dangling).toEqual([]);
  });

  for (const permission of PERMISSIONS) {
    const who = permission.bizType === 1 ? 'shop staff' : 'platform staff';
    it(`${who}: ${permission.permission} (${permission.method} ${permission.uri}) refused without it, passed with it`, async () => {
      const call = permission.bizType === 1 ? asShopStaff : asPlatformStaff;
      const roleId = permission.bizType === 1 ? shopRoleId : platformRoleId;
      const others = PERMISSIONS.filter((p) => p.bizType === permission.bizType && p.permission !== permission.permission).map((p) => p.permission);
      // The spec's prefix and upstream mall4cloud's (`/mall4cloud_rbac/role`) reach the same route and rule.
      const plain = requestFor(permission);
      const spellings = [plain, { ...plain, url: plain.url.replace(/^\/mall_(?!delivery)([a-z]+)\//, '/mall4cloud_$1/') }];
      await grant(roleId, permission.bizType, others);
      for (const request of spellings) {
        const refused = await call(request);
        expect(refused.code, `without ${permission.permission}: ${request.url}`).toBe(ResponseCode.FORBIDDEN);
      }
      await grant(roleId, permission.bizType, [permission.permission]);
      for (const request of spellings) {
        const passed = await call(request);
        expect(
          [ResponseCode.UNAUTHORIZED, ResponseCode.FORBIDDEN],
          `with ${permission.permission} ${request.url}: ${JSON.stringify(passed).slice(0, 200)}`,
        ).not.toContain(passed.code);
        expect(passed.code, request.url).not.toBe('A00005');
      }
    });
  }

  it('a staff member with no permissions can still read the screens of its menus', async () => {
    await grant(shopRoleId, 1, []);
    expect((await asShopStaff({ method: 'GET', url: '/mall_order/m/order/page?pageNum=1&pageSize=10' })).success).toBe(true);
    expect((await asShopStaff({ method: 'GET', url: '/mall_multishop/admin/hot_search/page?pageNum=1&pageSize=10' })).success).toBe(true);
  });
});
