// Permission suite, generated from the permission catalogue and the route table: for every gated
// call, a staff member whose role lacks the permission is refused (A00004) and one holding exactly
// that permission gets past the gateway. Every write route must be covered by a permission unless
// it is listed below with its reason.
import { PERMISSIONS, ResponseCode, type PermissionSeed } from '@caremall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uriMatches } from '../../src/platform/auth/permissions.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { actor, rows, type Call } from './actors.ts';
import { gatedRoutes, routeKey } from './route-table.ts';

vi.mock('fastify', async (original) => (await import('./route-table.ts')).instrumentFastify(await original()));

/** Writes any signed-in merchant may make: they act on the caller's own session or files. */
const UNGATED_WRITES: Record<string, string> = {
  'POST /mall_auth/login_out': 'signs the caller out',
  'POST /mall_biz/m/attach_file': 'the picture library is open to every staff member who can pick an image (mall4cloud leaves it ungated)',
  'PUT /mall_biz/m/attach_file/update_file': 'as above',
  'DELETE /mall_biz/m/attach_file': 'as above',
  'POST /mall_biz/m/attach_file_group': 'as above',
  'PUT /mall_biz/m/attach_file_group': 'as above',
  'DELETE /mall_biz/m/attach_file_group': 'as above',
  'PUT /order/delivery/getOrderDeliveries/:orderId': 'a read (mall4cloud uses PUT), gated by the order menu only',
  'PUT /mall_product/platform/spu/audit': 'platform review: refused to every shop by the handler (see tenant-isolation)',
  'PUT /mall_product/platform/spu/offline': 'as above',
  'PUT /mall_product/platform/offline_handle_event/audit': 'as above',
};

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
  it('every gated write route is guarded by a catalogue permission (or listed with its reason)', () => {
    const unguarded = gatedRoutes()
      .filter((r) => r.method !== 'GET')
      .filter((r) => {
        const path = r.url.replace(/:[A-Za-z]+/g, '1');
        return !PERMISSIONS.some((p) => p.method === r.method && (uriMatches(p.uri, path) || uriMatches(p.uri, path.replace(/^\/mall_[a-z]+(?=\/)/, ''))));
      })
      .map(routeKey)
      .filter((key) => !(key in UNGATED_WRITES));
    expect(unguarded, 'write routes no permission guards: add them to PERMISSIONS').toEqual([]);
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
      await grant(roleId, permission.bizType, others);
      const refused = await call(requestFor(permission));
      expect(refused.code, `without ${permission.permission}`).toBe(ResponseCode.UNAUTHORIZED);
      await grant(roleId, permission.bizType, [permission.permission]);
      const passed = await call(requestFor(permission));
      expect(passed.code, `with ${permission.permission}: ${JSON.stringify(passed).slice(0, 200)}`).not.toBe(ResponseCode.UNAUTHORIZED);
    });
  }

  it('a staff member with no permissions can still read the screens of its menus', async () => {
    await grant(shopRoleId, 1, []);
    expect((await asShopStaff({ method: 'GET', url: '/mall_order/m/order/page?pageNum=1&pageSize=10' })).success).toBe(true);
    expect((await asShopStaff({ method: 'GET', url: '/mall_multishop/admin/hot_search/page?pageNum=1&pageSize=10' })).success).toBe(true);
  });
});
