// Editing access rules is bounded by the editor, proven over the route table: platform staff allowed to save,
// change and delete menu permissions and to change menus try to point a rule they may write at every gated
// route they do not reach, to move a rule they hold onto one, to write a shop rule, and to rename a menu they
// hold to every menu name that opens a route they lack. Each is refused and the database is unchanged; the
// same edits within their reach pass.
import { GRANT_MESSAGES, HttpMethod, PERMISSIONS, PLATFORM_MENUS, SHOP_MENUS } from '@caremall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessCache } from '../../src/platform/auth/access-cache.ts';
import { isRouteAllowed } from '../../src/platform/auth/permissions.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { actor, databaseDigest, rows, type Call } from './actors.ts';
import { gatedRoutes, type ApiRoute } from './route-table.ts';

const MENU_SCREEN = PLATFORM_MENUS.find((m) => m.name === 'menu')!;
const PERMISSION_SCREEN = PLATFORM_MENUS.find((m) => m.name === 'menuPermission')!;
/** The menu permission screen's menu as the menu dialog saves it (the name is what each attempt changes). */
const { menuId, parentId, title, path, component, seq } = PERMISSION_SCREEN;
const PERMISSION_SCREEN_BODY = { menuId, parentId, title, path, component, seq };
const CODES = ['rbac:menuPermission:save', 'rbac:menuPermission:update', 'rbac:menuPermission:delete', 'rbac:menu:update'];
const OWN_PERMISSIONS = PERMISSIONS.filter((p) => p.bizType === 0 && CODES.includes(p.permission));

let t: TestApp;
let call: Call;
let editor: { uid: number; userId: number; tenantId: number; sysType: number; isAdmin: number };
let unreached: ApiRoute[];
let reached: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  const [role] = await rows<{ id: number }>(
    t.db,
    sql`insert into role (role_name, biz_type, tenant_id) values ('规则编辑', 0, 0) returning role_id as id`,
  );
  const roleId = Number(role!.id);
  for (const menuId of [MENU_SCREEN.parentId, MENU_SCREEN.menuId, PERMISSION_SCREEN.menuId]) {
    await t.db.execute(sql`insert into role_menu (role_id, menu_id) values (${roleId}, ${menuId})`);
  }
  for (const p of OWN_PERMISSIONS)
    await t.db.execute(sql`insert into role_menu (role_id, menu_permission_id) values (${roleId}, ${p.menuPermissionId})`);
  const userId = 996_001;
  await t.db.execute(sql`insert into user_role (user_id, role_id) values (${userId}, ${roleId})`);
  await t.db.execute(sql`insert into auth_account (username, password, status, sys_type, user_id, tenant_id, is_admin)
    select 'rule_editor', password, 1, 2, ${userId}, 0, 0 from auth_account where username = 'shop_admin'`);
  call = await actor(t.app, 'rule_editor');
  const [account] = await rows<{ uid: number }>(t.db, sql`select uid from auth_account where username = 'rule_editor'`);
  editor = { uid: Number(account!.uid), userId, tenantId: 0, sysType: 2, isAdmin: 0 };
  // What the gateway decides for the editor now, route by route.
  const lookups = new AccessCache(t.db).lookupsAt(0);
  const routes = gatedRoutes();
  const allowed = await Promise.all(routes.map((r) => isRouteAllowed(lookups, editor, r.method, r.url, r.access)));
  unreached = routes.filter((_, i) => !allowed[i]);
  reached = routes.filter((_, i) => allowed[i]);
}, 120_000);
afterAll(() => t?.close());

const ruleBody = (route: ApiRoute, extra: Record<string, unknown> = {}) => ({
  menuId: PERMISSION_SCREEN.menuId,
  name: '越权规则',
  method: HttpMethod[route.method as keyof typeof HttpMethod],
  uri: route.url,
  permission: 'rbac:probe:escalation',
  ...extra,
});

async function expectAllRefused(attempts: { label: string; request: Parameters<Call>[0] }[]) {
  const before = await databaseDigest(t.db);
  for (const { label, request } of attempts) {
    const answer = await call(request);
    expect({ label, code: answer.code, msg: answer.msg }).toEqual({ label, code: 'A00001', msg: GRANT_MESSAGES.beyondOwnGrants });
  }
  expect(await databaseDigest(t.db), 'a refused rule edit wrote to the database').toBe(before);
}

describe('access rules are bounded by their editor', () => {
  it('the editor reaches its screens and lacks most routes (the proof below has something to refuse)', () => {
    expect(reached.some((r) => r.url === '/mall_rbac/menu_permission' && r.method === 'POST')).toBe(true);
    expect(unreached.length).toBeGreaterThan(20);
  });

  it('a new rule on any route the editor does not reach is refused', async () => {
    await expectAllRefused(
      unreached.map((route) => ({
        label: `${route.method} ${route.url}`,
        request: { method: 'POST', url: '/mall_rbac/menu_permission', payload: ruleBody(route) },
      })),
    );
  });

  it('a rule the editor holds, moved onto any route it does not reach, is refused (its holders would gain the route)', async () => {
    const held = OWN_PERMISSIONS.find((p) => p.permission === 'rbac:menu:update')!;
    await expectAllRefused(
      unreached.map((route) => ({
        label: `${route.method} ${route.url}`,
        request: {
          method: 'PUT',
          url: '/mall_rbac/menu_permission',
          payload: ruleBody(route, { menuPermissionId: held.menuPermissionId, permission: held.permission, menuId: held.menuId }),
        },
      })),
    );
  });

  it('a rule guarding a route the editor does not reach cannot be deleted (the route would fall back to its declaration)', async () => {
    const guarding = PERMISSIONS.filter((p) => p.bizType === 0 && !CODES.includes(p.permission));
    expect(guarding.length).toBeGreaterThan(3);
    await expectAllRefused(
      guarding.map((p) => ({
        label: p.permission,
        request: { method: 'DELETE', url: `/mall_rbac/menu_permission?menuPermissionId=${p.menuPermissionId}` },
      })),
    );
  });

  it('shop rules (another biz type) are the administrator’s: every shop menu refuses a rule from the editor', async () => {
    const route = reached.find((r) => r.url === '/mall_rbac/menu_permission' && r.method === 'POST')!;
    await expectAllRefused(
      SHOP_MENUS.map((m) => ({
        label: m.name,
        request: { method: 'POST', url: '/mall_rbac/menu_permission', payload: ruleBody(route, { menuId: m.menuId }) },
      })),
    );
  });

  it('a menu the editor holds cannot take the name of any menu that opens a route it does not reach', async () => {
    const names = [...new Set(unreached.flatMap((route) => route.access?.menus ?? []))];
    expect(names.length).toBeGreaterThan(3);
    await expectAllRefused(
      names.map((name) => ({ label: name, request: { method: 'PUT', url: '/mall_rbac/menu', payload: { ...PERMISSION_SCREEN_BODY, name } } })),
    );
  });

  it('the same edits within the editor’s reach pass (the refusals above are not blanket ones)', async () => {
    const own = reached.find((r) => r.url === '/mall_rbac/menu_permission' && r.method === 'DELETE')!;
    expect(
      (
        await call({
          method: 'POST',
          url: '/mall_rbac/menu_permission',
          payload: ruleBody(own, { name: '同范围规则', permission: 'rbac:probe:within' }),
        })
      ).code,
    ).toBe('00000');
    expect((await call({ method: 'PUT', url: '/mall_rbac/menu', payload: { ...PERMISSION_SCREEN_BODY, name: PERMISSION_SCREEN.name } })).code).toBe(
      '00000',
    );
  });
});
