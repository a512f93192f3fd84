// Permission boundary by spelling, generated from the route table: for every gated route and a user
// holding everything but what that route needs, every way of writing its path that an HTTP client can
// send (percent-encoded letters, encoded slashes, `#` and `;` suffixes, doubled and trailing slashes,
// other letter case, dot segments, HEAD for GET, upstream's `/mall4cloud_` prefixes) answers the plain path's refusal or "no route", and
// the database is unchanged. A spelling counts as reaching the handler when the shop's (or platform's)
// administrator, sending the same bytes, gets anything but "no route": those must be refused exactly.
import { PERMISSIONS, PLATFORM_MENUS, ResponseCode, SHOP_MENUS } from '@caremall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uriMatches } from '../../src/platform/auth/permissions.ts';
import { UPSTREAM_SERVICES } from '../../src/platform/http/api-paths.ts';
import { createTestApp, login, type TestApp } from '../helpers.ts';
import { databaseDigest, rows, SHOP_A } from './actors.ts';
import { rawRequest, type RawAnswer } from './raw-http.ts';
import { gatedRoutes, registeredRoutes, routeKey, type ApiRoute } from './route-table.ts';

type BizType = 0 | 1;
const MENUS = [...SHOP_MENUS, ...PLATFORM_MENUS];
const stripPrefix = (url: string) => url.replace(/^\/mall(4cloud)?_[a-z]+(?=\/)/, '');

/** The catalogue rules guarding a route, one per biz type, matched on the pattern as the gateway does. */
const rulesFor = (r: ApiRoute) =>
  PERMISSIONS.filter((p) => p.method === r.method && (uriMatches(p.uri, r.url) || uriMatches(p.uri, stripPrefix(r.url))));

/** The biz types for which a route is reachable at all (by a rule or by its declared menus). */
function bizTypesOf(r: ApiRoute): BizType[] {
  const types = new Set<BizType>(rulesFor(r).map((p) => p.bizType));
  for (const name of r.access?.menus ?? []) types.add(MENUS.find((m) => m.name === name)!.bizType);
  if (r.access?.platformAdmin) types.add(0);
  return [...types].sort();
}

/** Paths upstream clients reach under `/mall4cloud_<service>` too. */
const UPSTREAM_PATH = new RegExp(`^/mall_(${UPSTREAM_SERVICES.join('|')})/`);
const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** Every spelling of one concrete path. */
function spellings(method: string, path: string): { label: string; method: string; target: string }[] {
  const segments = path.split('/');
  const last = segments.length - 1;
  const lastSeg = segments[last]!;
  const letterAt = lastSeg.search(/[a-z]/i);
  const withLast = (seg: string) => [...segments.slice(0, last), seg].join('/');
  const prefixLetter = path.search(/[a-z]/i);
  const out = [
    { label: 'plain', target: path },
    { label: 'last letter %-encoded', target: withLast(lastSeg.slice(0, -1) + encodeChar(lastSeg.slice(-1))) },
    { label: 'lower-case %-encoding', target: withLast(lastSeg.slice(0, -1) + encodeChar(lastSeg.slice(-1)).toLowerCase()) },
    { label: 'prefix letter %-encoded', target: path.slice(0, prefixLetter) + encodeChar(path[prefixLetter]!) + path.slice(prefixLetter + 1) },
    {
      label: 'every character %-encoded',
      target:
        '/' +
        path
          .slice(1)
          .split('/')
          .map((s) => [...s].map(encodeChar).join(''))
          .join('/'),
    },
    { label: 'last slash %2F', target: `${segments.slice(0, last).join('/')}%2F${lastSeg}` },
    { label: 'last slash %2f', target: `${segments.slice(0, last).join('/')}%2f${lastSeg}` },
    { label: '# suffix', target: `${path}#x` },
    { label: '#/ suffix', target: `${path}#/../x` },
    { label: '; suffix', target: `${path};x=1` },
    { label: ';jsessionid suffix', target: `${path};jsessionid=1` },
    { label: 'trailing slash', target: `${path}/` },
    { label: 'doubled slash', target: path.replace(/\/(?=[^/]*$)/, '//') },
    { label: 'leading doubled slash', target: `/${path}` },
    { label: 'dot segment', target: `${segments.slice(0, last).join('/')}/./${lastSeg}` },
    { label: 'dot-dot segment', target: `${segments.slice(0, last).join('/')}/x/../${lastSeg}` },
    { label: 'upper case', target: path.toUpperCase() },
    {
      label: 'one letter upper case',
      target: letterAt < 0 ? path : withLast(lastSeg.slice(0, letterAt) + lastSeg[letterAt]!.toUpperCase() + lastSeg.slice(letterAt + 1)),
    },
    { label: 'encoded ?', target: `${path}%3Fx=1` },
  ].map((s) => ({ ...s, method }));
  if (UPSTREAM_PATH.test(path)) {
    const upstream = path.replace(/^\/mall_/, '/mall4cloud_');
    out.push(
      { label: 'upstream prefix', method, target: upstream },
      { label: 'upstream prefix, last letter %-encoded', method, target: upstream.slice(0, -1) + encodeChar(upstream.slice(-1)) },
      { label: 'upstream prefix, doubled slash', method, target: upstream.replace(/\/(?=[^/]*$)/, '//') },
    );
  }
  if (method === 'GET') out.push({ label: 'HEAD', method: 'HEAD', target: path });
  return out;
}

// Built before the tests are collected, so the loop below walks the route table of the app as built.
const t: TestApp = await createTestApp();
let port: number;
const tokens: Record<'staff' | 'admin', Record<BizType, string>> = { staff: { 0: '', 1: '' }, admin: { 0: '', 1: '' } };
const roleOf: Record<BizType, number> = { 0: 0, 1: 0 };

/** Sets the role's grants to every menu and permission of its biz type except the ones given. */
async function grantAllBut(bizType: BizType, menuNames: readonly string[], permissionCodes: readonly string[]) {
  const roleId = roleOf[bizType];
  await t.db.execute(sql`delete from role_menu where role_id = ${roleId}`);
  await t.db.execute(sql`insert into role_menu (role_id, menu_id)
    select ${roleId}, menu_id from menu where biz_type = ${bizType}
      and name not in (${sql.join(
        [...menuNames, '-none-'].map((n) => sql`${n}`),
        sql`, `,
      )})`);
  await t.db.execute(sql`insert into role_menu (role_id, menu_permission_id)
    select ${roleId}, menu_permission_id from menu_permission where biz_type = ${bizType}
      and permission not in (${sql.join(
        [...permissionCodes, '-none-'].map((c) => sql`${c}`),
        sql`, `,
      )})`);
}

const send = (who: 'staff' | 'admin', bizType: BizType, method: string, target: string): Promise<RawAnswer> =>
  rawRequest(port, method, target, { Authorization: tokens[who][bizType] }, method === 'POST' || method === 'PUT' ? '{}' : undefined);

const isNoRoute = (a: RawAnswer) => a.status === 404;
/** The gateway's refusal: 403 with the A00006 envelope (a HEAD answer carries the status only). */
const isRefusal = (a: RawAnswer, method = 'GET') => a.status === 403 && (method === 'HEAD' || a.body?.code === ResponseCode.FORBIDDEN);

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  // One staff member per biz type, each with one role whose grants every test sets.
  for (const [bizType, tenantId, userId, username] of [
    [1, SHOP_A, 990101, 'spell_shop'],
    [0, 0, 990102, 'spell_platform'],
  ] as const) {
    const [role] = await rows<{ id: number }>(
      t.db,
      sql`insert into role (role_name, biz_type, tenant_id) values (${`spelling ${username}`}, ${bizType}, ${tenantId}) returning role_id as id`,
    );
    roleOf[bizType] = Number(role!.id);
    await t.db.execute(sql`insert into auth_account (username, password, status, sys_type, user_id, tenant_id, is_admin)
      select ${username}, password, 1, ${bizType === 1 ? 1 : 2}, ${userId}, ${tenantId}, 0 from auth_account where username = 'shop_admin'`);
    await t.db.execute(sql`insert into user_role (user_id, role_id) values (${userId}, ${roleOf[bizType]})`);
    tokens.staff[bizType] = await login(t.app, username);
  }
  tokens.admin[1] = await login(t.app, 'shop_admin');
  tokens.admin[0] = await login(t.app, 'platform');
}, 120_000);
afterAll(() => t?.close());

describe('every spelling of a gated path is judged as the route it reaches', () => {
  it('the route table has gated routes and every one of them is tested below or open to any signed-in user', () => {
    expect(gatedRoutes().length).toBeGreaterThan(50);
    const untested = gatedRoutes().filter((r) => bizTypesOf(r).length === 0 && !r.access?.signedIn);
    expect(untested.map(routeKey)).toEqual([]);
  });

  it('no route is registered only for HEAD or under a spelling the gateway cannot see', () => {
    expect(
      registeredRoutes()
        .filter((r) => /%|;|#/.test(r.url))
        .map(routeKey),
    ).toEqual([]);
  });

  for (const route of gatedRoutes()) {
    for (const bizType of bizTypesOf(route)) {
      const who = bizType === 1 ? 'shop staff' : 'platform staff';
      it(`${who} without the right to ${routeKey(route)}: every spelling refused or unrouted, nothing written`, async () => {
        const codes = rulesFor(route)
          .filter((p) => p.bizType === bizType)
          .map((p) => p.permission);
        const menus = codes.length === 0 ? (route.access?.menus ?? []) : [];
        await grantAllBut(bizType, menus, codes);
        const path = route.url.replace(/:[A-Za-z]+/g, '1');
        const cases = spellings(route.method, path);
        const before = await databaseDigest(t.db);
        const asStaff = [];
        for (const c of cases) asStaff.push(await send('staff', bizType, c.method, c.target));
        expect(await databaseDigest(t.db), 'a refused spelling wrote to the database').toBe(before);

        expect(isRefusal(asStaff[0]!), `plain path: ${JSON.stringify(asStaff[0])}`).toBe(true);
        const reachedByAdmin: string[] = [];
        for (const [i, c] of cases.entries()) {
          const answer = asStaff[i]!;
          const admin = await send('admin', bizType, c.method, c.target);
          if (!isNoRoute(admin)) reachedByAdmin.push(c.label);
          const verdict = `${c.label} ${c.method} ${c.target}: staff got ${JSON.stringify(answer)}, admin got ${admin.status}`;
          expect(isRefusal(answer, c.method) || isNoRoute(answer), verdict).toBe(true);
          if (!isNoRoute(admin)) expect(isRefusal(answer, c.method), verdict).toBe(true);
        }
        // The oracle is not vacuous: the spellings the router is known to decode do reach the handler.
        expect(reachedByAdmin).toEqual(expect.arrayContaining(['plain', 'last letter %-encoded', 'every character %-encoded', '# suffix']));
        if (route.method === 'GET') expect(reachedByAdmin).toContain('HEAD');
        if (UPSTREAM_PATH.test(path))
          expect(reachedByAdmin).toEqual(expect.arrayContaining(['upstream prefix', 'upstream prefix, last letter %-encoded']));
      });
    }
  }
});
