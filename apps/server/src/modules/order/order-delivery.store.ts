// Shipping in the database: a package written in one locked transaction, and the delivery companies.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DeliveryType,
  ORDER_MESSAGES,
  isCourierless,
  OrderStatus,
  shipTypesFor,
  type DeliveryCompanyVO,
  type OrderDeliveryBody,
} from '@caremall/contract';
import { deliveryCompany, orderDelivery, orderDeliveryItem, orderItem, orders } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { showFail } from '../../platform/http/envelope.ts';

export interface ShipResult {
  deliveryId: number;
  /** The order's status after this package: 3 once everything is shipped, else still 2. */
  status: number;
}

/**
 * Ships one package of an order in one transaction. The order row is locked first, so two
 * submits of the same order run one after the other and the second sees the first's counts;
 * each item update is also conditional on the remaining count, and a CHECK backs both.
 */
export async function shipPackage(db: Db, shopId: number, body: OrderDeliveryBody): Promise<ShipResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, deliveryType: orders.deliveryType })
      .from(orders)
      .where(and(eq(orders.orderId, body.orderId), eq(orders.shopId, shopId)))
      .for('update');
    if (!order) throw showFail(ORDER_MESSAGES.notFound);
    if (order.deliveryType === DeliveryType.PICKUP) throw showFail(ORDER_MESSAGES.pickupNoDelivery);
    if (order.status !== OrderStatus.WAIT_DELIVERY) throw showFail(ORDER_MESSAGES.notWaitingDelivery);

    const items = await tx
      .select({ orderItemId: orderItem.orderItemId, count: orderItem.count, deliveredCount: orderItem.deliveredCount })
      .from(orderItem)
      .where(eq(orderItem.orderId, body.orderId));
    const byId = new Map(items.map((i) => [i.orderItemId, i]));
    for (const selected of body.selectOrderItems) {
      const item = byId.get(selected.orderItemId);
      if (!item) throw showFail(ORDER_MESSAGES.itemNotInOrder);
      if (selected.changeNum > item.count - item.deliveredCount) throw showFail(ORDER_MESSAGES.overShip);
    }

    const courierless = body.deliveryType === DeliveryType.EXPRESS && isCourierless(body);
    const deliveryType = courierless ? DeliveryType.NONE : body.deliveryType;
    // A package goes the way its order allows: no courier for a same-city order, no same-city run for an express one.
    if (!shipTypesFor(order.deliveryType).includes(deliveryType)) throw showFail(ORDER_MESSAGES.deliveryTypeInvalid);
    const express = deliveryType === DeliveryType.EXPRESS;
    if (express) {
      const [company] = await tx
        .select({ id: deliveryCompany.deliveryCompanyId })
        .from(deliveryCompany)
        .where(eq(deliveryCompany.deliveryCompanyId, body.deliveryCompanyId!));
      if (!company) throw showFail(ORDER_MESSAGES.companyNotFound);
    }

    const [created] = await tx
      .insert(orderDelivery)
      .values({
        orderId: body.orderId,
        shopId,
        deliveryType,
        deliveryCompanyId: express ? body.deliveryCompanyId! : null,
        deliveryNo: express ? body.deliveryNo! : null,
      })
      .returning({ deliveryId: orderDelivery.deliveryId });
    await tx
      .insert(orderDeliveryItem)
      .values(body.selectOrderItems.map((s) => ({ deliveryId: created!.deliveryId, orderItemId: s.orderItemId, count: s.changeNum })));

    let remaining = items.reduce((sum, i) => sum + i.count - i.deliveredCount, 0);
    for (const selected of body.selectOrderItems) {
      const updated = await tx
        .update(orderItem)
        .set({ deliveredCount: sql`${orderItem.deliveredCount} + ${selected.changeNum}` })
        .where(
          and(
            eq(orderItem.orderItemId, selected.orderItemId),
            eq(orderItem.orderId, body.orderId),
            sql`${orderItem.deliveredCount} + ${selected.changeNum} <= ${orderItem.count}`,
          ),
        )
        .returning({ id: orderItem.orderItemId });
      if (!updated.length) throw showFail(ORDER_MESSAGES.overShip);
      remaining -= selected.changeNum;
    }

    const now = new Date();
    const status = remaining === 0 ? OrderStatus.WAIT_RECEIPT : OrderStatus.WAIT_DELIVERY;
    await tx
      .update(orders)
      .set(remaining === 0 ? { status, deliveryTime: now, updateTime: now } : { updateTime: now })
      .where(and(eq(orders.orderId, body.orderId), eq(orders.status, OrderStatus.WAIT_DELIVERY)));
    return { deliveryId: created!.deliveryId, status };
  });
}

/** Every delivery company, in display order (seq). */
export function deliveryCompanies(db: Db): Promise<DeliveryCompanyVO[]> {
  return db
    .select({ deliveryCompanyId: deliveryCompany.deliveryCompanyId, name: deliveryCompany.name })
    .from(deliveryCompany)
    .orderBy(asc(deliveryCompany.seq), asc(deliveryCompany.deliveryCompanyId));
}
