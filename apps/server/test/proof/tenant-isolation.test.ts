// Tenant isolation, generated from the route table: for every gated call, a user of shop A handing
// in shop B's ids reads nothing of B and changes nothing of B (B's rows compared in the database).
// A control call by B's own admin with the same ids must succeed, so an attack cannot pass merely
// because its input was malformed. A route that none of the tables below claims fails the suite.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type EnvelopeBody, type TestApp } from '../helpers.ts';
import { actor, idsOf, rows, shopFingerprint, SHOP_A, SHOP_B, type Call } from './actors.ts';
import { addShopBPictures, CRUD, ID_CASES, type CrudResource } from './route-cases.ts';
import { gatedRoutes, routeKey } from './route-table.ts';
import { UPSTREAM_SERVICES } from '../../src/platform/http/api-paths.ts';

/**
 * Calls without an id of a shop's record: lists and pages (checked below to return none of B's
 * rows), the caller's own session data, and platform-wide data (menus, areas, delivery companies)
 * that shops may read but only platform staff may change (checked in the platform block below).
 */
const NO_SHOP_ID =
  /\/(page|list|list_menu_ids|list_with_permissions|list_by_menu|route|info|communityList|export|shop_categories|platform_categories|get_shop_attrs)$/;
const PLATFORM_ONLY = [/^\/mall_rbac\/menu/, /^\/mall_delivery\/m\/area/, /^\/mall_product\/platform\//];
/** Explicit exceptions, each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  'POST /mall_auth/login_out': 'revokes the caller’s own token; takes no id',
  'GET /mall_biz/oss/info': 'hands out upload slots under the caller’s own shop prefix; takes no id',
  'GET /mall_product/m/spu/import_template': 'lists the caller’s own shop categories; takes no id',
  'POST /mall_product/m/spu/import/preview':
    'ids come inside the uploaded file; another shop’s category is refused (test/products/spu-transfer.test.ts)',
  'POST /mall_product/m/spu/import': 'ids come inside the uploaded file; another shop’s category is refused (test/products/spu-transfer.test.ts)',
};

let t: TestApp;
let plainA: Call;
let plainB: Call;
let plainPlatform: Call;

const crudRoutes = () =>
  new Map<string, CrudResource>(CRUD.flatMap((r) => ['GET', 'POST', 'PUT', 'DELETE'].map((m) => [`${m} ${r.base}`, r] as [string, CrudResource])));

const isPlatformOnly = (url: string) => PLATFORM_ONLY.some((p) => p.test(url));

/** A read that leaked nothing: refused, or empty. */
const readNothing = (answer: EnvelopeBody<unknown>) =>
  !answer.success || answer.data === null || (Array.isArray(answer.data) && answer.data.length === 0);

/** The same calls under upstream mall4cloud's prefixes (`/mall4cloud_rbac/…`), which answer as the spec's. */
const UPSTREAM = new RegExp(`^/mall_(${UPSTREAM_SERVICES.join('|')})/`);
const upstreamSpelling =
  (call: () => Call): Call =>
  (options) =>
    call()({ ...options, url: String(options.url).replace(UPSTREAM, '/mall4cloud_$1/') });

for (const spelling of ['spec prefixes', 'upstream prefixes'] as const) {
  const upstream = spelling === 'upstream prefixes';
  const asA: Call = upstream ? upstreamSpelling(() => plainA) : (o) => plainA(o);
  const asB: Call = upstream ? upstreamSpelling(() => plainB) : (o) => plainB(o);
  const asPlatform: Call = upstream ? upstreamSpelling(() => plainPlatform) : (o) => plainPlatform(o);
  describe(`tenant isolation (${spelling})`, () => {
    // Each spelling gets its own copy of the seed: the owner's control calls delete records.
    beforeAll(async () => {
      t = await createTestApp();
      tokens.clear();
      await addShopBPictures(t);
      plainA = await actor(t.app, 'shop_admin');
      plainB = await actor(t.app, 'care_admin');
      plainPlatform = await actor(t.app, 'platform');
    }, 120_000);
    afterAll(() => t?.close());

    it('claims every gated route of the built app', () => {
      const crud = crudRoutes();
      const cases = new Set(ID_CASES.map((c) => c.route));
      const unclaimed = gatedRoutes()
        .map(routeKey)
        .filter((key) => {
          const url = key.split(' ')[1]!;
          return !crud.has(key) && !cases.has(key) && !NO_SHOP_ID.test(url) && !isPlatformOnly(url) && !(key in EXCEPTIONS);
        });
      expect(unclaimed, 'routes that take ids but have no isolation case: add one to tenant-isolation.test.ts').toEqual([]);
      expect(gatedRoutes().length).toBeGreaterThan(40);
    });

    for (const resource of CRUD) {
      it(`${resource.base}: A cannot read, edit, copy or delete B's records`, async () => {
        const registered = new Set(gatedRoutes().map(routeKey));
        const ids = (
          await rows<{ id: number }>(
            t.db,
            sql`select ${sql.identifier(resource.pk)} as id from ${sql.identifier(resource.table)}
              where ${sql.identifier(resource.owner ?? 'shop_id')} = ${SHOP_B} and ${sql.raw(resource.where ?? 'true')} order by 1 limit 2`,
          )
        ).map((r) => Number(r.id));
        expect(ids.length, `the seed should give shop B a ${resource.table} row`).toBeGreaterThan(0);
        for (const id of ids) {
          const url = `${resource.base}?${resource.param}=${id}`;
          const before = await shopFingerprint(t.db, SHOP_B);
          const mine = await asB({ method: 'GET', url });
          expect(mine.success, `control: B reads its own ${url}`).toBe(true);
          mine.data = { ...(mine.data as object), ...resource.fill };
          const readByA = await asA({ method: 'GET', url });
          expect(readNothing(readByA), `A read B's ${url}: ${JSON.stringify(readByA)}`).toBe(true);
          if (registered.has(`PUT ${resource.base}`)) await asA({ method: 'PUT', url: resource.base, payload: mine.data as object });
          if (registered.has(`POST ${resource.base}`)) await asA({ method: 'POST', url: resource.base, payload: mine.data as object });
          if (registered.has(`DELETE ${resource.base}`)) await asA({ method: 'DELETE', url });
          expect(await shopFingerprint(t.db, SHOP_B), `A changed B's data through ${resource.base}`).toBe(before);
          if (registered.has(`PUT ${resource.base}`) && resource.putControl !== false) {
            const control = await asB({ method: 'PUT', url: resource.base, payload: mine.data as object });
            expect(control.success, `control: B saves its own record back through PUT ${resource.base}: ${JSON.stringify(control)}`).toBe(true);
          }
        }
        if (registered.has(`DELETE ${resource.base}`) && resource.deleteControl !== false) {
          const control = await asB({ method: 'DELETE', url: `${resource.base}?${resource.param}=${ids.at(-1)}` });
          expect(control.success, `control: B deletes its own record: ${JSON.stringify(control)}`).toBe(true);
        }
      });
    }

    for (const c of ID_CASES) {
      it(`${c.route}: A gets nothing of B's and changes nothing`, async () => {
        const ids = (await c.ids(t)).slice(0, 2);
        expect(ids.length, `the seed should give shop B an id for ${c.route}`).toBeGreaterThan(0);
        for (const id of ids) {
          const before = await shopFingerprint(t.db, SHOP_B);
          const answer = await asA(await c.request(id, t));
          if (c.read) expect(readNothing(answer), `A read B's data through ${c.route}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(true);
          expect(await shopFingerprint(t.db, SHOP_B), `A changed B's data through ${c.route}`).toBe(before);
        }
        if (c.control !== false) {
          const control = await asB(await c.request(ids[0]!, t));
          expect(control.success, `control: B's own call ${c.route}: ${JSON.stringify(control).slice(0, 300)}`).toBe(true);
        }
      });
    }

    it("lists and pages show none of B's rows to A", async () => {
      const bIds: Record<string, Set<number>> = {
        spuId: new Set(await idsOf(t.db, 'spu', 'spu_id', SHOP_B)),
        orderId: new Set(await idsOf(t.db, 'orders', 'order_id', SHOP_B)),
        hotSearchId: new Set(await idsOf(t.db, 'hot_search', 'hot_search_id', SHOP_B)),
        imgId: new Set(await idsOf(t.db, 'index_img', 'img_id', SHOP_B)),
        fileId: new Set(await idsOf(t.db, 'attach_file', 'file_id', SHOP_B)),
        attachFileGroupId: new Set(await idsOf(t.db, 'attach_file_group', 'attach_file_group_id', SHOP_B)),
        roleId: new Set(await idsOf(t.db, 'role', 'role_id', SHOP_B, 'tenant_id')),
      };
      const lists = gatedRoutes().filter((r) => r.method === 'GET' && NO_SHOP_ID.test(r.url) && !isPlatformOnly(r.url) && !r.url.endsWith('/export'));
      expect(lists.length).toBeGreaterThan(8);
      const leaks: string[] = [];
      const walk = (value: unknown, where: string) => {
        if (Array.isArray(value)) return value.forEach((v) => walk(v, where));
        if (!value || typeof value !== 'object') return;
        for (const [key, v] of Object.entries(value)) {
          if (key === 'shopId' && v !== null && Number(v) === SHOP_B) leaks.push(`${where}: shopId ${v}`);
          if (bIds[key]?.has(Number(v))) leaks.push(`${where}: ${key} ${v}`);
          walk(v, where);
        }
      };
      for (const route of lists) {
        const url = `${route.url}${route.url.includes('page') ? '?pageNum=1&pageSize=100' : ''}`;
        const answer = await asA({ method: 'GET', url });
        walk(answer.data, url);
      }
      expect(leaks).toEqual([]);
    });

    it('export sends only the caller’s orders', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/${upstream ? 'mall4cloud' : 'mall'}_order/m/order/export`,
        headers: { authorization: await tokenOf('shop_admin') },
      });
      const bOrders = await idsOf(t.db, 'orders', 'order_id', SHOP_B);
      const aOrders = await idsOf(t.db, 'orders', 'order_id', SHOP_A);
      expect(response.body).toContain(String(aOrders[0]));
      for (const id of bOrders) expect(response.body).not.toContain(String(id));
    });

    it('platform-wide data (menus, menu permissions, areas, product review) is changed by platform staff only', async () => {
      const writes = gatedRoutes().filter((r) => isPlatformOnly(r.url) && r.method !== 'GET');
      expect(writes.length).toBeGreaterThan(5);
      const platformData = async () =>
        JSON.stringify(
          await rows(
            t.db,
            sql`select (select string_agg(m::text, '|' order by menu_id) from menu m) as a,
        (select string_agg(p::text, '|' order by menu_permission_id) from menu_permission p) as b,
        (select count(*) from area) as c, (select string_agg(s.status::text, ',' order by spu_id) from spu s) as d`,
          ),
        );
      const before = await platformData();
      const menuId = 152;
      const menu = (await asPlatform({ method: 'GET', url: `/mall_rbac/menu?menuId=${menuId}` })).data as object;
      const [leaf] = await rows<{ id: number }>(
        t.db,
        sql`select a.area_id as id from area a where not exists (select 1 from area c where c.parent_id = a.area_id) order by 1 limit 1`,
      );
      const areaId = Number(leaf!.id);
      for (const route of writes) {
        const payload =
          route.url === '/mall_rbac/menu' ? menu : { menuId, menuPermissionId: 1, areaId, spuId: 1, status: 1, eventId: 1, offlineReason: 'x' };
        const url = route.method === 'DELETE' ? `${route.url}?menuId=${menuId}&id=1&areaId=${areaId}` : route.url;
        for (const caller of [asA, asB]) {
          const answer = await caller({ method: route.method as 'PUT', url, payload: route.method === 'DELETE' ? undefined : payload });
          expect(answer.success, `${routeKey(route)} accepted from a shop: ${JSON.stringify(answer).slice(0, 200)}`).toBe(false);
        }
      }
      expect(await platformData()).toBe(before);
      // Control: the same delete is a valid request for platform staff.
      expect((await asPlatform({ method: 'DELETE', url: `/mall_delivery/m/area?areaId=${areaId}` })).success).toBe(true);
    });
  });
}

const tokens = new Map<string, string>();
async function tokenOf(username: string) {
  if (!tokens.has(username)) tokens.set(username, await (await import('../helpers.ts')).login(t.app, username));
  return tokens.get(username)!;
}
