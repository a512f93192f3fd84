// Seeded orders the order suites pick their fixtures from, and the rows they check afterwards.
import { and, asc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { orderDelivery, orderItem, orders } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers.ts';

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
    eq(orders.deliveryType, 1),
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
