import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A buyer's order at one shop. status: 1 unpaid, 2 waiting for shipment, 3 waiting for receipt,
 * 5 completed, 6 cancelled, 7 timed-out cancelled. The shipping address is copied onto the order
 * (it must not change when the buyer edits their address book), so orderAddrId is the order id.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: id('order_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000001 }),
    shopId: id('shop_id').notNull(),
    userId: id('user_id'),
    nickName: varchar('nick_name', { length: 50 }),
    orderType: smallint('order_type').notNull().default(0),
    payType: smallint('pay_type'),
    status: smallint('status').notNull(),
    isPayed: smallint('is_payed').notNull().default(0),
    deliveryType: smallint('delivery_type').notNull(),
    closeType: smallint('close_type'),
    total: bigint('total', { mode: 'number' }).notNull(),
    allCount: integer('all_count').notNull(),
    remarks: varchar('remarks', { length: 255 }),
    shopRemarks: varchar('shop_remarks', { length: 255 }),
    stationName: varchar('station_name', { length: 100 }),
    refundStatus: smallint('refund_status'),
    consignee: varchar('consignee', { length: 50 }),
    mobile: varchar('mobile', { length: 20 }),
    province: varchar('province', { length: 100 }),
    city: varchar('city', { length: 100 }),
    area: varchar('area', { length: 100 }),
    addr: varchar('addr', { length: 1000 }),
    payTime: timestamp('pay_time', { withTimezone: true }),
    deliveryTime: timestamp('delivery_time', { withTimezone: true }),
    finallyTime: timestamp('finally_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    preSaleTime: timestamp('pre_sale_time', { withTimezone: true }),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('orders_shop_time').on(t.shopId, t.createTime, t.orderId),
    index('orders_shop_status').on(t.shopId, t.status, t.createTime),
    // Migration 0010: the consignee and mobile searches' per-shop pieces (platform/db/shop-text-search.ts).
    index('orders_consignee_search')
      .using('gin', sql`caremall_shop_pieces(${t.shopId}, ${t.consignee})`)
      .with({ fastupdate: false }),
    index('orders_mobile_search')
      .using('gin', sql`caremall_shop_pieces(${t.shopId}, ${t.mobile})`)
      .with({ fastupdate: false }),
    // Migration 0016: the orders of the station names a station search found in order_station, in the list's order.
    index('orders_shop_station')
      .on(t.shopId, t.stationName, t.createTime, t.orderId)
      .where(sql`${t.stationName} is not null`),
  ],
);

/**
 * Every station name the shop's orders have had (migration 0016's trigger adds an order's as it is written, in the
 * same statement), so that a station search matches a shop's few names instead of its orders.
 */
export const orderStation = pgTable(
  'order_station',
  {
    shopId: id('shop_id').notNull(),
    stationName: varchar('station_name', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ name: 'order_station_pkey', columns: [t.shopId, t.stationName] })],
);

/** A line of an order. deliveredCount counts what went out in packages (never above count). */
export const orderItem = pgTable(
  'order_item',
  {
    orderItemId: id('order_item_id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: id('order_id').notNull(),
    shopId: id('shop_id').notNull(),
    spuId: id('spu_id'),
    skuId: id('sku_id'),
    spuName: varchar('spu_name', { length: 255 }).notNull(),
    skuName: varchar('sku_name', { length: 255 }),
    pic: varchar('pic', { length: 255 }),
    price: bigint('price', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    spuTotalAmount: bigint('spu_total_amount', { mode: 'number' }).notNull(),
    deliveredCount: integer('delivered_count').notNull().default(0),
    returnMoneySts: smallint('return_money_sts'),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('order_item_order').on(t.orderId),
    // The last line of defence against over-shipping, whatever the code above does.
    check('order_item_delivered_count', sql`${t.deliveredCount} >= 0 and ${t.deliveredCount} <= ${t.count}`),
  ],
);

export const deliveryCompany = pgTable('delivery_company', {
  deliveryCompanyId: id('delivery_company_id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 50 }).notNull(),
  seq: integer('seq').notNull().default(0),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/** A package of an order: its delivery method, company and tracking number. */
export const orderDelivery = pgTable(
  'order_delivery',
  {
    deliveryId: id('delivery_id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: id('order_id').notNull(),
    shopId: id('shop_id').notNull(),
    deliveryType: smallint('delivery_type').notNull(),
    deliveryCompanyId: id('delivery_company_id'),
    deliveryNo: varchar('delivery_no', { length: 50 }),
    createTime: createdAt(),
  },
  (t) => [index('order_delivery_order').on(t.orderId, t.deliveryId)],
);

/** How many of an order item went into a package. */
export const orderDeliveryItem = pgTable(
  'order_delivery_item',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: id('delivery_id').notNull(),
    orderItemId: id('order_item_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [uniqueIndex('order_delivery_item_unique').on(t.deliveryId, t.orderItemId)],
);
