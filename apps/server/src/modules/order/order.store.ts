// Orders in the database, scoped by the owning shop: the filtered list, one order with its items and packages.
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  type DeliveryExpressVO,
  type OrderFilterQuery,
  type OrderItemVO,
  type OrderListVO,
  type OrderPageQuery,
  type OrderVO,
  type PageVO,
} from '@caremall/contract';
import { deliveryCompany, orderDelivery, orderDeliveryItem, orderItem, orders, orderStation } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { readOrderedPage } from '../../platform/db/paging.ts';
import { anyHasPieces, commonPieces, shopTest, withinShopText, type ShopTextIndex } from '../../platform/db/shop-text-search.ts';
import { bound, literal, type Bind } from '../../platform/db/statement-shapes.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { invalid, showFail } from '../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../platform/http/images.ts';
import { containsText } from '../../platform/db/contains-text.ts';
import { formatTime, parseTime } from '../../platform/http/time.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItem.$inferSelect;

function timeOf(field: string, value: string): Date {
  const parsed = parseTime(value);
  if (!parsed) throw invalid([`${field}:${ORDER_MESSAGES.timeFormat}`]);
  return parsed;
}

const CONSIGNEE_SEARCH = { name: 'orders_consignee_search', shop: orders.shopId, text: sql`${orders.consignee}` };
const MOBILE_SEARCH = { name: 'orders_mobile_search', shop: orders.shopId, text: sql`${orders.mobile}` };

/** Common pieces of the text indexes a query's substring filters use (none known: every piece is looked up). */
export interface TextSearchStats {
  consignee?: readonly string[];
  mobile?: readonly string[];
}

/** The statistics `orderConditions` narrows its substring filters with, for the filters the query sets. */
export async function textSearchStats(db: Db, q: OrderFilterQuery): Promise<TextSearchStats> {
  const [consignee, mobile] = await Promise.all([
    q.consignee ? commonPieces(db, CONSIGNEE_SEARCH) : undefined,
    q.mobile ? commonPieces(db, MOBILE_SEARCH) : undefined,
  ]);
  return { consignee, mobile };
}

/**
 * The orders whose station is one of the shop's station names holding `search` (the same substring test, on the few
 * names of order_station instead of every order's), read from the index of the shop's stations.
 */
function atStationsHolding(shopId: number | Placeholder, search: string): SQL {
  const names = sql`array(select ${orderStation.stationName} from ${orderStation} where ${orderStation.shopId} = ${shopId} and ${containsText(orderStation.stationName, search)})`;
  return and(isNotNull(orders.stationName), sql`${orders.stationName} = any(${names})`)!;
}

/**
 * The shop's orders matching the list filters (text filters by substring, codes exactly). Without `lookups` the
 * text filters are their substring tests alone (for a page of a search most orders match). The shop and the codes go
 * in as `bind` takes them; texts and times are written in.
 */
export function orderConditions(shop: number, q: OrderFilterQuery, stats: TextSearchStats = {}, lookups = true, bind: Bind = literal): SQL {
  const shopId = bind('shopId', shop);
  const searched = (search: string, index: ShopTextIndex, matches: SQL, common: readonly string[] | undefined) =>
    lookups ? withinShopText(index, shopId, search, matches, common) : matches;
  const conditions: SQL[] = [lookups ? shopTest(orders.shopId, shopId, q.consignee, q.mobile) : eq(orders.shopId, shopId)];
  if (q.orderId !== undefined) conditions.push(eq(orders.orderId, bind('orderId', q.orderId)));
  if (q.orderType !== undefined) conditions.push(eq(orders.orderType, bind('orderType', q.orderType)));
  if (q.payType !== undefined) conditions.push(eq(orders.payType, bind('payType', q.payType)));
  if (q.status) conditions.push(eq(orders.status, bind('status', q.status)));
  if (q.deliveryType !== undefined) conditions.push(eq(orders.deliveryType, bind('deliveryType', q.deliveryType)));
  if (q.refundStatus !== undefined) conditions.push(eq(orders.refundStatus, bind('refundStatus', q.refundStatus)));
  if (q.consignee) conditions.push(searched(q.consignee, CONSIGNEE_SEARCH, containsText(orders.consignee, q.consignee), stats.consignee));
  if (q.mobile) conditions.push(searched(q.mobile, MOBILE_SEARCH, containsText(orders.mobile, q.mobile), stats.mobile));
  if (q.stationName) conditions.push(lookups ? atStationsHolding(shopId, q.stationName) : containsText(orders.stationName, q.stationName));
  if (q.startTime) conditions.push(gte(orders.createTime, timeOf('startTime', q.startTime)));
  // endTime is inclusive to the second: anything before the next second matches.
  if (q.endTime) conditions.push(lt(orders.createTime, new Date(timeOf('endTime', q.endTime).getTime() + 1000)));
  return and(...conditions)!;
}

/** -1 nothing shipped, 0 all shipped, n > 0 still to ship (mall4cloud's item logistics status). */
const itemShipStatus = (count: number, delivered: number) => (delivered === 0 ? -1 : count - delivered);

function toItemVO(r: ItemRow, resourcesUrl: string | null): OrderItemVO {
  return {
    orderItemId: r.orderItemId,
    orderId: r.orderId,
    spuId: r.spuId,
    skuId: r.skuId,
    spuName: r.spuName,
    skuName: r.skuName,
    pic: resourcesUrl === null ? r.pic : withResourcesUrl(resourcesUrl, r.pic),
    price: r.price,
    count: r.count,
    spuTotalAmount: r.spuTotalAmount,
    status: itemShipStatus(r.count, r.deliveredCount),
    deliveredCount: r.deliveredCount,
    returnMoneySts: r.returnMoneySts,
  };
}

function toOrderListVO(r: OrderRow, items: OrderItemVO[]): OrderListVO {
  return {
    orderId: r.orderId,
    shopId: r.shopId,
    userId: r.userId,
    nickName: r.nickName,
    orderType: r.orderType,
    payType: r.payType,
    status: r.status,
    isPayed: r.isPayed,
    deliveryType: r.deliveryType,
    closeType: r.closeType,
    total: r.total,
    allCount: r.allCount,
    remarks: r.remarks,
    shopRemarks: r.shopRemarks,
    stationName: r.stationName,
    refundStatus: r.refundStatus,
    consignee: r.consignee,
    mobile: r.mobile,
    createTime: formatTime(r.createTime) ?? '',
    updateTime: formatTime(r.updateTime) ?? '',
    payTime: formatTime(r.payTime),
    deliveryTime: formatTime(r.deliveryTime),
    finallyTime: formatTime(r.finallyTime),
    cancelTime: formatTime(r.cancelTime),
    preSaleTime: formatTime(r.preSaleTime),
    orderAddr: {
      orderAddrId: r.orderId,
      consignee: r.consignee,
      mobile: r.mobile,
      province: r.province,
      city: r.city,
      area: r.area,
      addr: r.addr,
    },
    orderItems: items,
  };
}

/** The items of the orders `orderIds` (a list page's), in item order. */
const itemsOfOrders = preparedStatement('caremall_items_of_orders', (db, name) =>
  db
    .select()
    .from(orderItem)
    .where(sql`${orderItem.orderId} = any(${sql.placeholder('orderIds')})`)
    .orderBy(asc(orderItem.orderItemId))
    .prepare(name),
);

/** Items of several orders in one query, grouped by order id; pictures prefixed with `resourcesUrl` unless it is null. */
export async function itemsByOrder(db: Db, orderIds: number[], resourcesUrl: string | null): Promise<Map<number, OrderItemVO[]>> {
  const grouped = new Map<number, OrderItemVO[]>();
  if (!orderIds.length) return grouped;
  const rows = await itemsOfOrders(db).execute({ orderIds });
  for (const row of rows) {
    const list = grouped.get(row.orderId) ?? [];
    list.push(toItemVO(row, resourcesUrl));
    grouped.set(row.orderId, list);
  }
  return grouped;
}

/** One page of the shop's orders matching the filters, newest first, each with its items. */
export async function orderPage(db: Db, shopId: number, resourcesUrl: string, query: OrderPageQuery): Promise<PageVO<OrderListVO>> {
  const stats = await textSearchStats(db, query);
  // A substring search's index finds its matches, not in the list's order; so does the stations' index, for more than one.
  const narrow = anyHasPieces(query.consignee, query.mobile) || Boolean(query.stationName);
  return readOrderedPage(db, query, {
    table: orders,
    key: orders.orderId,
    where: orderConditions(shopId, query, stats, true, bound),
    broadWhere: narrow ? orderConditions(shopId, query, stats, false, bound) : undefined,
    orderBy: [desc(orders.createTime), desc(orders.orderId)],
    narrow,
    toList: async (rows) => {
      const items = await itemsByOrder(
        db,
        rows.map((r) => r.orderId),
        resourcesUrl,
      );
      return rows.map((r) => toOrderListVO(r, items.get(r.orderId) ?? []));
    },
  });
}

/** The shop's order, or "order not found" for a missing id and another shop's id alike. */
async function findOwnedOrder(db: Db, shopId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.shopId, shopId)))
    .limit(1);
  if (!row) throw showFail(ORDER_MESSAGES.notFound);
  return row;
}

/** The packages of an order, oldest first and numbered 1..n, each with what went into it. */
async function deliveriesOf(db: Db, orderId: number, items: OrderItemVO[]): Promise<DeliveryExpressVO[]> {
  const packages = await db
    .select({
      deliveryId: orderDelivery.deliveryId,
      deliveryType: orderDelivery.deliveryType,
      deliveryCompanyId: orderDelivery.deliveryCompanyId,
      deliveryCompanyName: deliveryCompany.name,
      deliveryNo: orderDelivery.deliveryNo,
      createTime: orderDelivery.createTime,
    })
    .from(orderDelivery)
    .leftJoin(deliveryCompany, eq(deliveryCompany.deliveryCompanyId, orderDelivery.deliveryCompanyId))
    .where(eq(orderDelivery.orderId, orderId))
    .orderBy(asc(orderDelivery.deliveryId));
  if (!packages.length) return [];
  const lines = await db
    .select()
    .from(orderDeliveryItem)
    .where(
      inArray(
        orderDeliveryItem.deliveryId,
        packages.map((p) => p.deliveryId),
      ),
    )
    .orderBy(asc(orderDeliveryItem.id));
  const itemById = new Map(items.map((i) => [i.orderItemId, i]));
  return packages.map((p, n) => ({
    ...p,
    packageNo: n + 1,
    createTime: formatTime(p.createTime) ?? '',
    orderItems: lines
      .filter((l) => l.deliveryId === p.deliveryId)
      .map((l) => {
        const item = itemById.get(l.orderItemId);
        return {
          orderItemId: l.orderItemId,
          spuName: item?.spuName ?? '',
          skuName: item?.skuName ?? null,
          pic: item?.pic ?? null,
          price: item?.price ?? 0,
          count: l.count,
        };
      }),
  }));
}

/** The shop's order with its items, address and packages. */
export async function findOrder(db: Db, shopId: number, orderId: number): Promise<OrderVO> {
  const row = await findOwnedOrder(db, shopId, orderId);
  const items = (await itemsByOrder(db, [row.orderId], null)).get(row.orderId) ?? [];
  return { ...toOrderListVO(row, items), deliveryExpresses: await deliveriesOf(db, row.orderId, items) };
}

/** The packages of the shop's order. */
export async function orderDeliveries(db: Db, shopId: number, orderId: number): Promise<DeliveryExpressVO[]> {
  await findOwnedOrder(db, shopId, orderId);
  const items = (await itemsByOrder(db, [orderId], null)).get(orderId) ?? [];
  return deliveriesOf(db, orderId, items);
}
