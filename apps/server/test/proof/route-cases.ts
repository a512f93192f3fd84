// The calls of the route table that take a shop's ids, each with a request its owner may make: the
// tenant-isolation suite aims them at another shop, the boundary suite fills their fields with bad values.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { actor, idsOf, rows, SHOP_B, type Call } from './actors.ts';

/** Shop resources served mall4cloud-style: GET/DELETE `base?param=id`, POST/PUT `base` with the record as body. */
export interface CrudResource {
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
export const CRUD: CrudResource[] = [
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
  {
    base: '/mall_multishop/m/shop_user',
    table: 'shop_user',
    pk: 'shop_user_id',
    param: 'shopUserId',
    where: 'shop_user_id not in (select user_id from auth_account where is_admin = 1)',
    deleteControl: false,
  },
  // The account of a staff member: its password is never read back, so the owner cannot round-trip it.
  {
    base: '/mall_multishop/shop_user/account',
    table: 'shop_user',
    pk: 'shop_user_id',
    param: 'shopUserId',
    where: 'shop_user_id not in (select user_id from auth_account where is_admin = 1)',
    putControl: false,
  },
  { base: '/mall_product/m/spu_detail', table: 'spu', pk: 'spu_id', param: 'spuId', deleteControl: false },
];

/** Calls taking ids in their own shape: `attack` is what A sends with B's id; `read` marks calls that return data. */
export interface IdCase {
  route: string;
  ids: (t: TestApp) => Promise<number[]>;
  request: (id: number, t: TestApp) => Promise<Parameters<Call>[0]>;
  read?: boolean;
  /** Set false where the owner's own call is refused by a business rule unrelated to ownership. */
  control?: boolean;
}
const spuIds = (t: TestApp) => idsOf(t.db, 'spu', 'spu_id', SHOP_B);
const orderIds = (t: TestApp) => idsOf(t.db, 'orders', 'order_id', SHOP_B);
export const ID_CASES: IdCase[] = [
  {
    route: 'GET /mall_order/m/order/order_info/:orderId',
    ids: orderIds,
    read: true,
    request: async (id) => ({ method: 'GET', url: `/mall_order/m/order/order_info/${id}` }),
  },
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
      (
        await rows<{ id: number }>(
          t.db,
          sql`select order_id as id from orders where shop_id = ${SHOP_B} and status = 2 and delivery_type = 1 order by 1 limit 2`,
        )
      ).map((r) => Number(r.id)),
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
  {
    route: 'PUT /mall_product/admin/spu/prod_status',
    ids: spuIds,
    request: async (id) => ({ method: 'PUT', url: '/mall_product/admin/spu/prod_status', payload: { spuIds: [id], status: 0 } }),
  },
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
    request: async (id) => ({
      method: 'POST',
      url: '/mall_product/admin/product_offline_handle_event/audit_apply',
      payload: { eventId: id, reapplyReason: 'mine now' },
    }),
  },
  {
    route: 'PUT /mall_product/admin/category/category_enable_or_disable',
    ids: (t) => idsOf(t.db, 'category', 'category_id', SHOP_B),
    request: async (id) => ({
      method: 'PUT',
      url: '/mall_product/admin/category/category_enable_or_disable',
      payload: { categoryId: id, status: 1 },
    }),
  },
  {
    route: 'GET /mall_product/admin/category/get_list_by_parent_id',
    ids: async (t) =>
      (
        await rows<{ id: number }>(t.db, sql`select distinct parent_id as id from category where shop_id = ${SHOP_B} and parent_id <> 0 order by 1`)
      ).map((r) => Number(r.id)),
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
  {
    route: 'DELETE /mall_biz/m/attach_file',
    ids: (t) => idsOf(t.db, 'attach_file', 'file_id', SHOP_B),
    request: async (id) => ({ method: 'DELETE', url: `/mall_biz/m/attach_file?fileId=${id}` }),
  },
  {
    route: 'PUT /mall_biz/m/attach_file/update_file',
    ids: (t) => idsOf(t.db, 'attach_file', 'file_id', SHOP_B),
    request: async (id) => ({
      method: 'PUT',
      url: '/mall_biz/m/attach_file/update_file',
      payload: { fileId: id, fileName: 'taken.png', attachFileGroupId: 0 },
    }),
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

/** The seed gives shop B no pictures: two library records and two carousel images are enough to aim at. */
export async function addShopBPictures(t: TestApp): Promise<void> {
  await t.db.execute(sql`insert into attach_file (shop_id, file_path, file_type, file_name, file_size, attach_file_group_id)
    values (${SHOP_B}, ${`${SHOP_B}/proof-1.png`}, 'png', 'b-1.png', 10, 0), (${SHOP_B}, ${`${SHOP_B}/proof-2.png`}, 'png', 'b-2.png', 10, 0)`);
  await t.db.execute(
    sql`insert into index_img (shop_id, img_url, status, seq) values (${SHOP_B}, '/demo/products/1.svg', 1, 1), (${SHOP_B}, '/demo/products/2.svg', 0, 2)`,
  );
}

/** A record an edit form saves, served mall4cloud-style: shop B's (by its owner) or the platform's. */
export type EditedRecord = Omit<CrudResource, 'owner'> & { who: 'care_admin' | 'platform'; owner: string | null };
/** The shop's records and the platform's menus, permissions and address areas. */
export const EDITED_RECORDS: EditedRecord[] = [
  ...CRUD.map((resource) => ({ ...resource, who: 'care_admin' as const, owner: resource.owner ?? 'shop_id' })),
  { base: '/mall_rbac/menu', table: 'menu', pk: 'menu_id', param: 'menuId', who: 'platform', owner: null },
  { base: '/mall_rbac/menu_permission', table: 'menu_permission', pk: 'menu_permission_id', param: 'menuPermissionId', who: 'platform', owner: null },
  { base: '/mall_delivery/m/area', table: 'area', pk: 'area_id', param: 'areaId', who: 'platform', owner: null, where: 'shop_id = 0' },
];

/** The address that reads the first of the record's rows the seed gives. */
export async function firstRecordUrl(t: TestApp, record: EditedRecord): Promise<string> {
  const [first] = await rows<{ id: number }>(
    t.db,
    sql`select ${sql.identifier(record.pk)} as id from ${sql.identifier(record.table)}
      where ${record.owner ? sql`${sql.identifier(record.owner)} = ${SHOP_B}` : sql`true`} and ${sql.raw(record.where ?? 'true')}
      order by 1 limit 1`,
  );
  if (!first) throw new Error(`the seed gives no ${record.table} row`);
  return `${record.base}?${record.param}=${first.id}`;
}

/** A suite over the edited records: its app (with shop B's pictures) and a caller for each editor. */
export function editorsSuite(): { app: () => TestApp; caller: (who: EditedRecord['who']) => Call } {
  let t: TestApp;
  const callers = new Map<string, Call>();
  beforeAll(async () => {
    t = await createTestApp();
    await addShopBPictures(t);
    for (const username of ['care_admin', 'platform']) callers.set(username, await actor(t.app, username));
  });
  afterAll(async () => {
    await t.close();
  });
  return { app: () => t, caller: (who) => callers.get(who)! };
}
