import { asc, eq, inArray } from 'drizzle-orm';
import type { DeliveryExpressVO, OrderItemVO, OrderListVO, OrderVO } from '@caremall/contract';
import { deliveryCompany, orderDelivery, orderDeliveryItem, orderItem, orders } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { withResourcesUrl } from '../../platform/http/images.ts';
import { formatTime } from '../../platform/http/time.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItem.$inferSelect;

/** -1 nothing shipped, 0 all shipped, n > 0 still to ship (mall4cloud's item logistics status). */
export const itemShipStatus = (count: number, delivered: number) => (delivered === 0 ? -1 : count - delivered);

export function toItemVO(r: ItemRow, resourcesUrl: string | null): OrderItemVO {
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

export function toOrderListVO(r: OrderRow, items: OrderItemVO[]): OrderListVO {
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

/** Items of several orders in one query, grouped by order id. */
export async function itemsByOrder(db: Db, orderIds: number[], resourcesUrl: string | null): Promise<Map<number, OrderItemVO[]>> {
  const grouped = new Map<number, OrderItemVO[]>();
  if (!orderIds.length) return grouped;
  const rows = await db.select().from(orderItem).where(inArray(orderItem.orderId, orderIds)).orderBy(asc(orderItem.orderItemId));
  for (const row of rows) {
    const list = grouped.get(row.orderId) ?? [];
    list.push(toItemVO(row, resourcesUrl));
    grouped.set(row.orderId, list);
  }
  return grouped;
}

/** The packages of an order, oldest first and numbered 1..n, each with what went into it. */
export async function deliveriesOf(db: Db, orderId: number, items: OrderItemVO[]): Promise<DeliveryExpressVO[]> {
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

export async function loadOrderVO(db: Db, row: OrderRow): Promise<OrderVO> {
  const items = (await itemsByOrder(db, [row.orderId], null)).get(row.orderId) ?? [];
  return { ...toOrderListVO(row, items), deliveryExpresses: await deliveriesOf(db, row.orderId, items) };
}
