import { and, asc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { orderDelivery, orderItem, orders } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers.ts';
import { envelope } from '../helpers.ts';

export type Who = 'shop_admin' | 'shop_staff' | 'care_admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Signed-in calls for one test file. */
export function caller(t: () => TestApp, tokens: Record<string, string>) {
  return async <T = unknown>(method: Method, url: string, who: Who, payload?: unknown) =>
    envelope<T>(
      await t().app.inject({
        method,
        url,
        headers: { authorization: tokens[who]! },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
}

/** Seeded orders matching `where`, oldest id first, with their items. */
export async function pickOrders(t: TestApp, where: SQL, n = 1) {
  const rows = await t.db.select().from(orders).where(where).orderBy(asc(orders.orderId)).limit(n);
  if (rows.length < n) throw new Error(`seed has only ${rows.length} orders for the fixture`);
  const items = await t.db
    .select()
    .from(orderItem)
    .where(
      inArray(
        orderItem.orderId,
        rows.map((r) => r.orderId),
      ),
    )
    .orderBy(asc(orderItem.orderItemId));
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.orderId) }));
}

/** Shop 1's orders waiting for shipment by express, nothing shipped yet, with several units. */
export const unshippedExpress = (shopId = 1) =>
  and(
    eq(orders.shopId, shopId),
    eq(orders.status, 2),
    ne(orders.deliveryType, 2),
    sql`${orders.allCount} >= 2`,
    notExists(sql`(select 1 from ${orderDelivery} where ${orderDelivery.orderId} = ${orders.orderId})`),
  )!;

export const itemsOf = (t: TestApp, orderId: number) =>
  t.db.select().from(orderItem).where(eq(orderItem.orderId, orderId)).orderBy(asc(orderItem.orderItemId));
export const orderRow = async (t: TestApp, orderId: number) => (await t.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
export const packagesOf = (t: TestApp, orderId: number) =>
  t.db
    .select()
    .from(orderDelivery)
    .where(and(eq(orderDelivery.orderId, orderId))!);
