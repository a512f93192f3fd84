import { asc, eq, sql } from 'drizzle-orm';
import { DeliveryType, OrderStatus } from '@caremall/contract';
import { orderDelivery, orderDeliveryItem, orderItem, orders, sku, spu } from '../schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { insertRows } from '../../platform/db/insert-rows.ts';
import { DEMO_SHOPS } from './demo-accounts.ts';

export const DELIVERY_COMPANIES = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '京东物流',
  'EMS',
  '邮政快递包裹',
  '极兔速递',
  '德邦快递',
];
const TRACKING_PREFIX = ['SF', 'ZT', 'YT', 'YD', 'ST', 'JD', 'EM', 'YZ', 'JT', 'DB'];

const NAMES = ['张秀英', '王建国', '李桂兰', '刘德明', '陈淑芬', '杨志强', '赵玉珍', '黄国华', '周美兰', '吴长春', '徐凤英', '孙福生'];
const NICKS = ['夕阳红', '老顽童', '幸福奶奶', '开心爷爷', '平安是福', '知足常乐', '云淡风轻', '健康长寿'];
const PLACES: [string, string, string, string][] = [
  ['北京市', '北京市', '朝阳区', '幸福路18号院3号楼2单元501'],
  ['北京市', '北京市', '海淀区', '阳光路66号阳光花园7栋'],
  ['上海市', '上海市', '浦东新区', '康桥镇秀浦路88弄12号'],
  ['广东省', '广州市', '天河区', '天河北路233号中信广场附近'],
  ['浙江省', '杭州市', '西湖区', '文三路478号华星时代广场'],
  ['四川省', '成都市', '武侯区', '人民南路四段27号'],
];
const STATIONS = ['幸福里养老驿站', '康乐家园养老驿站', '阳光花园养老驿站', '和平里养老驿站'];
const REMARKS = ['请工作日送货', '老人在家，请敲门', '麻烦包装结实一些', '送货前请电话联系', null, null, null];
const FALLBACK_ITEMS: [string, number][] = [
  ['老年人防滑健步鞋', 19900],
  ['上臂式智能电子血压计', 25900],
  ['四脚助行器', 32900],
  ['防蓝光老花镜', 8900],
];

/** A small deterministic generator, so every seeded database holds the same orders. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(pairs: [T, number][]): T => {
    let roll = next() * pairs.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of pairs) if ((roll -= w) < 0) return value;
    return pairs[pairs.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

const STATUS_WEIGHTS: [number, number][] = [
  [OrderStatus.UNPAID, 12],
  [OrderStatus.WAIT_DELIVERY, 30],
  [OrderStatus.WAIT_RECEIPT, 20],
  [OrderStatus.COMPLETED, 24],
  [OrderStatus.CANCELLED, 10],
  [OrderStatus.TIMEOUT_CANCELLED, 4],
];
const MINUTE = 60_000;
const CAROUSEL_VISIBLE = 5;
const BIG_ORDER_LINES = 7;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Product {
  spuId: number | null;
  skuId: number | null;
  spuName: string;
  skuName: string | null;
  pic: string | null;
  price: number;
}

async function productsOf(db: Db, shopId: number): Promise<Product[]> {
  const rows = await db
    .select({ spuId: spu.spuId, skuId: sku.skuId, spuName: spu.name, skuName: sku.skuName, pic: spu.mainImgUrl, price: sku.priceFee })
    .from(sku)
    .innerJoin(spu, eq(spu.spuId, sku.spuId))
    .where(eq(spu.shopId, shopId))
    .orderBy(asc(sku.skuId));
  if (rows.length) return rows;
  return FALLBACK_ITEMS.map(([spuName, price]) => ({ spuId: null, skuId: null, spuName, skuName: null, pic: null, price }));
}

type OrderRow = typeof orders.$inferInsert;
type ItemRow = typeof orderItem.$inferInsert & { orderItemId: number; count: number };
type DeliveryRow = typeof orderDelivery.$inferInsert;
type DeliveryItemRow = typeof orderDeliveryItem.$inferInsert;

interface Ids {
  order: number;
  item: number;
  delivery: number;
}

/** Splits the items into 1..3 packages and records them as delivered. */
function ship(
  r: ReturnType<typeof random>,
  order: OrderRow,
  items: ItemRow[],
  ids: Ids,
  whole: boolean,
  out: { deliveries: DeliveryRow[]; deliveryItems: DeliveryItemRow[] },
) {
  const shipped = whole ? items : items.slice(0, Math.max(1, items.length - 1));
  const packages = whole
    ? Math.min(
        items.length,
        r.weighted([
          [1, 5],
          [2, 3],
          [3, 2],
        ]),
      )
    : 1;
  // A big order goes out as six items and the rest, so one package needs the carousel's arrows.
  const groups =
    shipped.length > CAROUSEL_VISIBLE
      ? [shipped.slice(0, CAROUSEL_VISIBLE + 1), shipped.slice(CAROUSEL_VISIBLE + 1)]
      : Array.from({ length: packages }, (_, p) => shipped.filter((_, k) => k % packages === p));
  const baseTime = (order.payTime as Date).getTime();
  for (const [p, mine] of groups.entries()) {
    if (!mine.length) continue;
    const companyIndex = r.int(0, DELIVERY_COMPANIES.length - 1);
    const express = order.deliveryType === DeliveryType.EXPRESS || order.deliveryType === DeliveryType.SAME_CITY;
    const deliveryId = ids.delivery++;
    out.deliveries.push({
      deliveryId,
      orderId: order.orderId!,
      shopId: order.shopId,
      deliveryType: order.deliveryType === DeliveryType.NONE ? DeliveryType.NONE : DeliveryType.EXPRESS,
      deliveryCompanyId: express ? companyIndex + 1 : null,
      deliveryNo: express ? `${TRACKING_PREFIX[companyIndex]}${String(r.int(1e9, 9.99e11))}` : null,
      createTime: new Date(Math.min(Date.now(), baseTime + (p + 1) * HOUR)),
    });
    for (const item of mine) {
      // A partly shipped order sends only part of its last shipped line.
      const count = !whole && item.count > 1 && item === mine[mine.length - 1] ? item.count - 1 : item.count;
      item.deliveredCount = count;
      out.deliveryItems.push({ deliveryId, orderItemId: item.orderItemId, count });
    }
  }
}

function buildShopOrders(shopId: number, total: number, products: Product[], ids: Ids, seedNo: number) {
  const r = random(seedNo);
  const now = Date.now();
  const out = { orders: [] as OrderRow[], items: [] as ItemRow[], deliveries: [] as DeliveryRow[], deliveryItems: [] as DeliveryItemRow[] };
  for (let i = 0; i < total; i++) {
    // The newest tenth falls in the last two days, so "today" and "yesterday" always have orders.
    const age = i < total / 10 ? r.int(5, 2 * 24 * 60) * MINUTE : r.int(2 * 24 * 60, 45 * 24 * 60) * MINUTE;
    const createTime = new Date(now - age);
    // One recent order of each shop is a big one, shipped in two packages.
    const big = i === 1;
    const status = big ? OrderStatus.WAIT_RECEIPT : r.weighted(STATUS_WEIGHTS);
    const drawnDeliveryType = r.weighted<number>([
      [DeliveryType.EXPRESS, shopId === DEMO_SHOPS.care.shopId ? 3 : 12],
      [DeliveryType.PICKUP, 3],
      [DeliveryType.NONE, shopId === DEMO_SHOPS.care.shopId ? 6 : 2],
      [DeliveryType.SAME_CITY, 2],
    ]);
    const deliveryType = big ? DeliveryType.EXPRESS : drawnDeliveryType;
    const paid = status !== OrderStatus.UNPAID && status !== OrderStatus.CANCELLED && status !== OrderStatus.TIMEOUT_CANCELLED;
    const payTime = paid ? new Date(createTime.getTime() + r.int(1, 30) * MINUTE) : null;
    const shippedStatus = status === OrderStatus.WAIT_RECEIPT || status === OrderStatus.COMPLETED;
    const deliveryTime = shippedStatus ? new Date(Math.min(now, payTime!.getTime() + r.int(2, 30) * HOUR)) : null;
    const finallyTime = status === OrderStatus.COMPLETED ? new Date(Math.min(now, deliveryTime!.getTime() + r.int(1, 7) * DAY)) : null;
    const cancelled = status === OrderStatus.CANCELLED || status === OrderStatus.TIMEOUT_CANCELLED;
    const cancelTime = cancelled ? new Date(createTime.getTime() + 30 * MINUTE) : null;
    const [province, city, area, addr] = r.pick(PLACES);
    const consignee = r.pick(NAMES);
    const orderId = ids.order++;
    const lines = big
      ? BIG_ORDER_LINES
      : r.weighted([
          [1, 4],
          [2, 3],
          [3, 2],
          [4, 1],
        ]);
    const items: ItemRow[] = [];
    for (let k = 0; k < lines; k++) {
      const product = r.pick(products);
      const count = r.weighted([
        [1, 5],
        [2, 3],
        [3, 2],
      ]);
      items.push({
        orderItemId: ids.item++,
        orderId,
        shopId,
        spuId: product.spuId,
        skuId: product.skuId,
        spuName: product.spuName,
        skuName: product.skuName,
        pic: product.pic,
        price: product.price,
        count,
        spuTotalAmount: product.price * count,
        deliveredCount: 0,
        returnMoneySts: null,
        createTime,
        updateTime: createTime,
      });
    }
    const refundStatus = paid && r.next() < 0.1 ? r.int(1, 4) : null;
    if (refundStatus !== null) items[0]!.returnMoneySts = refundStatus === 1 ? r.int(1, 4) : 5;
    const order: OrderRow = {
      orderId,
      shopId,
      userId: 1000 + r.int(1, 400),
      nickName: r.pick(NICKS),
      orderType: 0,
      payType: r.int(0, 3),
      status,
      isPayed: paid ? 1 : 0,
      deliveryType,
      closeType: status === OrderStatus.TIMEOUT_CANCELLED ? 1 : status === OrderStatus.CANCELLED ? 4 : null,
      total: items.reduce((sum, it) => sum + it.spuTotalAmount, 0),
      allCount: items.reduce((sum, it) => sum + it.count, 0),
      remarks: r.pick(REMARKS),
      stationName: deliveryType === DeliveryType.PICKUP ? r.pick(STATIONS) : null,
      refundStatus,
      consignee,
      mobile: `1${r.pick(['35', '39', '58', '86', '77'])}${String(r.int(10_000_000, 99_999_999))}`,
      province,
      city,
      area,
      addr,
      payTime,
      deliveryTime,
      finallyTime,
      cancelTime,
      createTime,
      updateTime: finallyTime ?? deliveryTime ?? cancelTime ?? payTime ?? createTime,
    };
    out.orders.push(order);
    if (deliveryType !== DeliveryType.PICKUP) {
      if (shippedStatus) ship(r, order, items, ids, true, out);
      else if (status === OrderStatus.WAIT_DELIVERY && r.next() < 0.3 && (items.length > 1 || items[0]!.count > 1))
        ship(r, order, items, ids, false, out);
    } else if (shippedStatus) {
      for (const item of items) item.deliveredCount = item.count;
    }
    out.items.push(...items);
  }
  return out;
}

/** A few hundred orders for both demo shops in every status, pay and delivery type (the delivery companies are reference data). */
export async function seedOrders(db: Db): Promise<void> {
  const ids: Ids = { order: 100000001, item: 1, delivery: 1 };
  const plans: [number, number][] = [
    [DEMO_SHOPS.ordinary.shopId, 220],
    [DEMO_SHOPS.care.shopId, 120],
  ];
  for (const [shopId, total] of plans) {
    const built = buildShopOrders(shopId, total, await productsOf(db, shopId), ids, shopId * 7919);
    await insertRows(db, orders, built.orders);
    await insertRows(db, orderItem, built.items);
    await insertRows(db, orderDelivery, built.deliveries);
    await insertRows(db, orderDeliveryItem, built.deliveryItems);
  }
  for (const [table, column] of [
    ['orders', 'order_id'],
    ['order_item', 'order_item_id'],
    ['order_delivery', 'delivery_id'],
  ] as const) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`));
  }
}
