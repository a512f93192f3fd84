// Tenant isolation, generated from the route table: for every gated call, a user of shop A handing
// in shop B's ids reads nothing of B and changes nothing of B (B's rows compared in the database).
// A control call by B's own admin with the same ids must succeed, so an attack cannot pass merely
// because its input was malformed. A route that none of the tables below claims fails the suite.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type EnvelopeBody, type TestApp } from '../helpers.ts';
import { actor, idsOf, rows, shopFingerprint, SHOP_A, SHOP_B, type Call } from './actors.ts';
import { gatedRoutes, routeKey } from './route-table.ts';

vi.mock('fastify', async (original) => (await import('./route-table.ts')).instrumentFastify(await original()));

/** Shop resources served mall4cloud-style: GET/DELETE `base?param=id`, POST/PUT `base` with the record as body. */
interface CrudResource {
  base: string;
  table: string;
  pk: string;
  param: string;
  owner?: string;
  /** Business rules may refuse the owner's own delete (e.g. a product must be off the shelf first). */
  deleteControl?: boolean;
  /** The detail answer is not a valid save body (e.g. a seeded product lacks its category's required attributes). */
  putControl?: boolean;
  /** Fields the save requires that a seeded record may lack. */
  fill?: Record<string, unknown>;
  /** Which of B's rows to use, so the owner's control call passes the business rules (SQL condition). */
  where?: string;
}
const CRUD: CrudResource[] = [
  { base: '/mall_multishop/admin/hot_search', table: 'hot_search', pk: 'hot_search_id', param: 'hotSearchId' },
  { base: '/mall_multishop/admin/notice', table: 'notice', pk: 'id', param: 'id' },
  { base: '/mall_multishop/admin/index_img', table: 'index_img', pk: 'img_id', param: 'imgId' },
  { base: '/mall_biz/m/attach_file_group', table: 'attach_file_group', pk: 'attach_file_group_id', param: 'attachFileGroupId' },
  { base: '/mall_rbac/role', table: 'role', pk: 'role_id', param: 'roleId', owner: 'tenant_id' },
  // Only a product off the shelf may be edited.
  { base: '/mall_product/admin/spu', table: 'spu', pk: 'spu_id', param: 'spuId', deleteControl: false, where: 'status = 0' },
  { base: '/mall_product/m/spu', table: 'spu', pk: 'spu_id', param: 'spuId', deleteControl: false, where: 'status = 0' },
  { base: '/mall_product/admin/category', table: 'category', pk: 'category_id', param: 'categoryId', deleteControl: false },
  { base: '/mall_product/admin/attr', table: 'attr', pk: 'attr_id', param: 'attrId', deleteControl: false },
  // Staff rows only: the shop's admin account may not be removed.
  { base: '/mall_multishop/m/shop_user', table: 'shop_user', pk: 'shop_user_id', param: 'shopUserId', where: 'shop_user_id not in (select user_id from auth_account where is_admin = 1)', deleteControl: false },
  // The account of a staff member: its password is never read back, so the owner cannot round-trip it.
  { base: '/mall_multishop/shop_user/account', table: 'shop_user', pk: 'shop_user_id', param: 'shopUserId', where: 'shop_user_id not in (select user_id from auth_account where is_admin = 1)', putControl: false },
  { base: '/mall_product/m/spu_detail', table: 'spu', pk: 'spu_id', param: 'spuId', deleteControl: false },
];

/** Calls taking ids in their own shape: `attack` is what A sends with B's id; `read` marks calls that return data. */
interface IdCase {
  route: string;
  ids: (t: TestApp) => Promise<number[]>;
  request: (id: number, t: TestApp) => Promise<Parameters<Call>[0]>;
  read?: boolean;
  /** Set false where the owner's own call is refused by a business rule unrelated to ownership. */
  control?: boolean;
}
const spuIds = (t: TestApp) => idsOf(t.db, 'spu', 'spu_id', SHOP_B);
const orderIds = (t: TestApp) => idsOf(t.db, 'orders', 'order_id', SHOP_B);
const ID_CASES: IdCase[] = [
  { route: 'GET /mall_order/m/order/order_info/:orderId', ids: orderIds, read: true, request: async (id) => ({ method: 'GET', url: `/mall_order/m/order/order_info/${id}` }) },
  {
    route: 'GET /mall_order/m/order/order_item_and_address/:orderId',
    ids: orderIds,
    read: true,
    request: async (id) => ({ method: 'GET', url: `/mall_order/m/order/order_item_and_address/${id}` }),
  },
  {
    route: 'PUT /order/delivery/getOrderDeliveries/:orderId',
    ids: orderIds,
    read: true,
    request: async (id) => ({ method: 'PUT', url: `/order/delivery/getOrderDeliveries/${id}` }),
  },
  {
    route: 'POST /mall_order/m/order/delivery',
    // Paid, waiting for delivery, sent by express (pick-up orders are never shipped).
    ids: async (t) =>
      (await rows<{ id: number }>(t.db, sql`select order_id as id from orders where shop_id = ${SHOP_B} and status = 2 and delivery_type = 1 order by 1 limit 2`)).map((r) =>
        Number(r.id),
      ),
    request: async (id, t) => {
      const items = await rows<{ id: number }>(t.db, sql`select order_item_id as id from order_item where order_id = ${id}`);
      const [company] = await rows<{ id: number }>(t.db, sql`select delivery_company_id as id from delivery_company order by 1 limit 1`);
      return {
        method: 'POST',
        url: '/mall_order/m/order/delivery',
        payload: {
          orderId: id,
          deliveryType: 1,
          deliveryCompanyId: Number(company!.id),
          deliveryNo: 'SF1000001',
          selectOrderItems: items.map((i) => ({ orderItemId: Number(i.id), changeNum: 1 })),
        },
      };
    },
  },
  { route: 'PUT /mall_product/admin/spu/prod_status', ids: spuIds, request: async (id) => ({ method: 'PUT', url: '/mall_product/admin/spu/prod_status', payload: { spuIds: [id], status: 0 } }) },
  {
    route: 'PUT /mall_product/admin/spu/update_spu_data',
    ids: spuIds,
    request: async (id) => ({ method: 'PUT', url: '/mall_product/admin/spu/update_spu_data', payload: { spuId: id, seq: 7, name: 'taken over' } }),
  },
  {
    route: 'GET /mall_product/admin/product_offline_handle_event/get_offline_handle_event_by_prodId/:prodId',
    ids: spuIds,
    read: true,
    request: async (id) => ({ method: 'GET', url: `/mall_product/admin/product_offline_handle_event/get_offline_handle_event_by_prodId/${id}` }),
  },
  {
    route: 'POST /mall_product/admin/product_offline_handle_event/audit_apply',
    ids: (t) => idsOf(t.db, 'offline_handle_event', 'event_id', SHOP_B),
    // Only a pending take-down can be appealed; the seed may hold none, so ownership alone is proven by the attack.
    control: false,
    request: async (id) => ({ method: 'POST', url: '/mall_product/admin/product_offline_handle_event/audit_apply', payload: { eventId: id, reapplyReason: 'mine now' } }),
  },
  {
    route: 'PUT /mall_product/admin/category/category_enable_or_disable',
    ids: (t) => idsOf(t.db, 'category', 'category_id', SHOP_B),
    request: async (id) => ({ method: 'PUT', url: '/mall_product/admin/category/category_enable_or_disable', payload: { categoryId: id, status: 1 } }),
  },
  {
    route: 'GET /mall_product/admin/category/get_list_by_parent_id',
    ids: async (t) =>
      (await rows<{ id: number }>(t.db, sql`select distinct parent_id as id from category where shop_id = ${SHOP_B} and parent_id <> 0 order by 1`)).map((r) => Number(r.id)),
    read: true,
    request: async (id) => ({ method: 'GET', url: `/mall_product/admin/category/get_list_by_parent_id?parentId=${id}` }),
  },
  {
    route: 'GET /mall_product/admin/attr/get_attrs_by_category_id',
    ids: (t) => idsOf(t.db, 'category', 'category_id', SHOP_B),
    read: true,
    request: async (id) => ({ method: 'GET', url: `/mall_product/admin/attr/get_attrs_by_category_id?categoryId=${id}` }),
  },
  {
    route: 'GET /mall_product/admin/brand/get_brand_by_category_id',
    ids: (t) => idsOf(t.db, 'category', 'category_id', SHOP_B),
    read: true,
    request: async (id) => ({ method: 'GET', url: `/mall_product/admin/brand/get_brand_by_category_id?categoryId=${id}` }),
  },
  { route: 'DELETE /mall_biz/m/attach_file', ids: (t) => idsOf(t.db, 'attach_file', 'file_id', SHOP_B), request: async (id) => ({ method: 'DELETE', url: `/mall_biz/m/attach_file?fileId=${id}` }) },
  {
    route: 'PUT /mall_biz/m/attach_file/update_file',
    ids: (t) => idsOf(t.db, 'attach_file', 'file_id', SHOP_B),
    request: async (id) => ({ method: 'PUT', url: '/mall_biz/m/attach_file/update_file', payload: { fileId: id, fileName: 'taken.png', attachFileGroupId: 0 } }),
  },
  {
    route: 'POST /mall_biz/m/attach_file',
    ids: (t) => idsOf(t.db, 'attach_file_group', 'attach_file_group_id', SHOP_B),
    // Saving needs a real upload first; the group's owner is checked before the upload is, so the
    // attack is refused for the group alone (and B's rows are compared all the same).
    control: false,
    request: async (id) => ({
      method: 'POST',
      url: '/mall_biz/m/attach_file',
      payload: [{ filePath: `proof/${id}-${Date.now()}-${Math.random()}.png`, fileName: 'x.png', attachFileGroupId: id }],
    }),
  },
];

/**
 * Calls without an id of a shop's record: lists and pages (checked below to return none of B's
 * rows), the caller's own session data, and platform-wide data (menus, areas, delivery companies)
 * that shops may read but only platform staff may change (checked in the platform block below).
 */
const NO_SHOP_ID = /\/(page|list|list_menu_ids|list_with_permissions|list_by_menu|route|info|communityList|export|shop_categories|platform_categories|get_shop_attrs)$/;
const PLATFORM_ONLY = [/^\/mall_rbac\/menu/, /^\/mall_delivery\/m\/area/, /^\/mall_product\/platform\//];
/** Explicit exceptions, each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  'POST /mall_auth/login_out': 'revokes the caller’s own token; takes no id',
  'GET /mall_biz/oss/info': 'hands out upload slots under the caller’s own shop prefix; takes no id',
};

let t: TestApp;
let asA: Call;
let asB: Call;
let asPlatform: Call;
beforeAll(async () => {
  t = await createTestApp();
  // The seed gives shop B no pictures: two records are enough to aim at (no upload needed to move or delete one).
  await t.db.execute(sql`insert into attach_file (shop_id, file_path, file_type, file_name, file_size, attach_file_group_id)
    values (${SHOP_B}, ${`${SHOP_B}/proof-1.png`}, 'png', 'b-1.png', 10, 0), (${SHOP_B}, ${`${SHOP_B}/proof-2.png`}, 'png', 'b-2.png', 10, 0)`);
  await t.db.execute(sql`insert into index_img (shop_id, img_url, status, seq) values (${SHOP_B}, '/demo/products/1.svg', 1, 1), (${SHOP_B}, '/demo/products/2.svg', 0, 2)`);
  asA = await actor(t.app, 'shop_admin');
  asB = await actor(t.app, 'care_admin');
  asPlatform = await actor(t.app, 'platform');
}, 120_000);
afterAll(() => t?.close());

const crudRoutes = () =>
  new Map<string, CrudResource>(CRUD.flatMap((r) => ['GET', 'POST', 'PUT', 'DELETE'].map((m) => [`${m} ${r.base}`, r] as [string, CrudResource])));

const isPlatformOnly = (url: string) => PLATFORM_ONLY.some((p) => p.test(url));

/** A read that leaked nothing: refused, or empty. */
const readNothing = (answer: EnvelopeBody<unknown>) =>
  !answer.success || answer.data === null || (Array.isArray(answer.data) && answer.data.length === 0);

describe('tenant isolation', () => {
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
        expect(readNothing(await asA({ method: 'GET', url })), `A read B's ${url}`).toBe(true);
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
    const response = await t.app.inject({ method: 'GET', url: '/mall_order/m/order/export', headers: { authorization: await tokenOf('shop_admin') } });
    const bOrders = await idsOf(t.db, 'orders', 'order_id', SHOP_B);
    const aOrders = await idsOf(t.db, 'orders', 'order_id', SHOP_A);
    expect(response.body).toContain(String(aOrders[0]));
    for (const id of bOrders) expect(response.body).not.toContain(String(id));
  });

  it('platform-wide data (menus, menu permissions, areas, product review) is changed by platform staff only', async () => {
    const writes = gatedRoutes().filter((r) => isPlatformOnly(r.url) && r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(5);
    const platformData = async () =>
      JSON.stringify(await rows(t.db, sql`select (select string_agg(m::text, '|' order by menu_id) from menu m) as a,
        (select string_agg(p::text, '|' order by menu_permission_id) from menu_permission p) as b,
        (select count(*) from area) as c, (select string_agg(s.status::text, ',' order by spu_id) from spu s) as d`));
    const before = await platformData();
    const menuId = 152;
    const menu = (await asPlatform({ method: 'GET', url: `/mall_rbac/menu?menuId=${menuId}` })).data as object;
    const [leaf] = await rows<{ id: number }>(t.db, sql`select a.area_id as id from area a where not exists (select 1 from area c where c.parent_id = a.area_id) order by 1 limit 1`);
    const areaId = Number(leaf!.id);
    for (const route of writes) {
      const payload = route.url === '/mall_rbac/menu' ? menu : { menuId, menuPermissionId: 1, areaId, spuId: 1, status: 1, eventId: 1, offlineReason: 'x' };
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

const tokens = new Map<string, string>();
async function tokenOf(username: string) {
  if (!tokens.has(username)) tokens.set(username, await (await import('../helpers.ts')).login(t.app, username));
  return tokens.get(username)!;
}
