import { describe, expect, it } from 'vitest';
import { and, count, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderListVO, OrderVO, PageVO } from '@caremall/contract';
import { orders } from '../../src/db/schema/index.ts';
import { parseTime } from '../../src/platform/http/time.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { pickOrders } from './fixtures.ts';

const app = useTestApp();
const as = usersOf(app);

const page = (query: string, who: 'shop_admin' | 'shop_staff' | 'care_admin' = 'shop_admin') =>
  as(who).get<PageVO<OrderListVO>>(`/mall_order/m/order/page?pageNum=1&pageSize=500${query}`);
const countWhere = async (where: SQL) =>
  (
    await app()
      .db.select({ n: count() })
      .from(orders)
      .where(and(eq(orders.shopId, 1), where))
  )[0]!.n;

describe('order list', () => {
  it('lists only the shop’s orders, newest first, with items, and pages', async () => {
    const all = await page('');
    expect(all.code).toBe('00000');
    expect(all.data.total).toBe(await countWhere(sql`true`));
    expect(all.data.total).toBeGreaterThan(150);
    expect(all.data.list.every((o) => o.shopId === 1)).toBe(true);
    const times = all.data.list.map((o) => o.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const first = all.data.list[0]!;
    expect(first.orderItems.length).toBeGreaterThan(0);
    expect(first.total).toBe(first.orderItems.reduce((s, i) => s + i.spuTotalAmount, 0));
    expect(first.orderAddr).toMatchObject({ consignee: first.consignee, mobile: first.mobile });
    expect(first.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const second = await as('shop_admin').get<PageVO<OrderListVO>>('/mall_order/m/order/page?pageNum=2&pageSize=10');
    expect(second.data.list).toHaveLength(10);
    expect(second.data.pages).toBe(Math.ceil(all.data.total / 10));
    expect(second.data.list[0]!.orderId).toBe(all.data.list[10]!.orderId);

    const care = await page('', 'care_admin');
    expect(care.data.list.every((o) => o.shopId === 2)).toBe(true);
    expect(care.data.list.some((o) => all.data.list.some((mine) => mine.orderId === o.orderId))).toBe(false);
  });

  it('filters by every field', async () => {
    const [sample] = await pickOrders(app(), and(eq(orders.shopId, 1), eq(orders.deliveryType, 2))!);
    const cases: [string, SQL, (o: OrderListVO) => boolean][] = [
      [`&orderId=${sample!.orderId}`, eq(orders.orderId, sample!.orderId), (o) => o.orderId === sample!.orderId],
      ['&orderType=0', eq(orders.orderType, 0), (o) => o.orderType === 0],
      ['&payType=2', eq(orders.payType, 2), (o) => o.payType === 2],
      [
        `&consignee=${encodeURIComponent(sample!.consignee!.slice(0, 2))}`,
        ilike(orders.consignee, `%${sample!.consignee!.slice(0, 2)}%`),
        (o) => o.consignee!.includes(sample!.consignee!.slice(0, 2)),
      ],
      [
        `&mobile=${sample!.mobile!.slice(3, 8)}`,
        ilike(orders.mobile, `%${sample!.mobile!.slice(3, 8)}%`),
        (o) => o.mobile!.includes(sample!.mobile!.slice(3, 8)),
      ],
      ['&status=2', eq(orders.status, 2), (o) => o.status === 2],
      ['&deliveryType=3', eq(orders.deliveryType, 3), (o) => o.deliveryType === 3],
      [
        `&stationName=${encodeURIComponent(sample!.stationName!)}`,
        eq(orders.stationName, sample!.stationName!),
        (o) => o.stationName === sample!.stationName,
      ],
      ['&refundStatus=1', eq(orders.refundStatus, 1), (o) => o.refundStatus === 1],
    ];
    for (const [query, where, matches] of cases) {
      const reply = await page(query);
      expect(reply.code, query).toBe('00000');
      expect(reply.data.total, query).toBe(await countWhere(where));
      expect(reply.data.total, query).toBeGreaterThan(0);
      expect(reply.data.list.every(matches), query).toBe(true);
    }
    expect((await page('&status=0')).data.total).toBe(await countWhere(sql`true`));
    expect((await page('&consignee=%25')).data.total).toBe(0);
  });

  it('filters by creation time, both ends inclusive to the second', async () => {
    const all = (await page('')).data.list;
    const pivot = all[20]!;
    const start = '2000-01-01 00:00:00';
    const upTo = await page(`&startTime=${encodeURIComponent(start)}&endTime=${encodeURIComponent(pivot.createTime)}`);
    expect(upTo.data.list.map((o) => o.orderId)).toContain(pivot.orderId);
    expect(upTo.data.list.every((o) => o.createTime <= pivot.createTime)).toBe(true);
    const from = await page(`&startTime=${encodeURIComponent(pivot.createTime)}`);
    expect(from.data.list.every((o) => o.createTime >= pivot.createTime)).toBe(true);
    expect(from.data.total + upTo.data.total).toBe(all.length + all.filter((o) => o.createTime === pivot.createTime).length);
    const end = parseTime(pivot.createTime)!;
    expect(upTo.data.total).toBe(
      await countWhere(and(gte(orders.createTime, parseTime(start)!), lt(orders.createTime, new Date(end.getTime() + 1000)))!),
    );
  });

  it('answers bad queries with validation envelopes', async () => {
    for (const query of ['&status=9', '&payType=x', '&startTime=yesterday', '&endTime=2026-01-01', '&deliveryType=0', '&orderId=-3', '&pageNum=0']) {
      const reply = await page(query);
      expect(reply.code, query).toBe('A00002');
    }
    expect(JSON.stringify((await page('&startTime=2026-01-01')).data)).toContain('时间格式应为 yyyy-MM-dd HH:mm:ss');
    // Times that look right and do not exist (a day past its month's end, a month, hour, minute or second past its last),
    // and a year below 100, which Date.UTC reads as 19xx.
    for (const time of [
      '2026-02-29 00:00:00',
      '2026-04-31 12:00:00',
      '2026-13-01 00:00:00',
      '2026-00-10 00:00:00',
      '2026-01-01 24:00:00',
      '2026-01-01 23:60:00',
      '2026-01-01 23:59:60',
      '0050-01-01 00:00:00',
    ]) {
      for (const field of ['startTime', 'endTime']) {
        const reply = await page(`&${field}=${encodeURIComponent(time)}`);
        expect([reply.code, Array.isArray(reply.data) ? reply.data : 'a page'], `${field}=${time}`).toEqual([
          'A00002',
          [`${field}:时间格式应为 yyyy-MM-dd HH:mm:ss`],
        ]);
      }
    }
    expect((await page(`&startTime=${encodeURIComponent('2024-02-29 23:59:59')}`)).code).toBe('00000');
  });

  it('lets staff without order permissions still read the list and details', async () => {
    const reply = await page('', 'shop_staff');
    expect(reply.code).toBe('00000');
    const info = await as('shop_staff').get<OrderVO>(`/mall_order/m/order/order_info/${reply.data.list[0]!.orderId}`);
    expect(info.code).toBe('00000');
  });
});

describe('order detail', () => {
  it('returns the order with items, address and numbered packages', async () => {
    const [multi] = await pickOrders(
      app(),
      and(eq(orders.shopId, 1), eq(orders.status, 3), sql`(select count(*) from order_delivery d where d.order_id = ${orders.orderId}) >= 2`)!,
    );
    for (const path of ['order_info', 'order_item_and_address']) {
      const reply = await as('shop_admin').get<OrderVO>(`/mall_order/m/order/${path}/${multi!.orderId}`);
      expect(reply.code).toBe('00000');
      const o = reply.data;
      expect(o).toMatchObject({ orderId: multi!.orderId, status: 3, isPayed: 1, total: multi!.total, allCount: multi!.allCount });
      expect(o.orderAddr).toMatchObject({
        consignee: multi!.consignee,
        province: multi!.province,
        city: multi!.city,
        area: multi!.area,
        addr: multi!.addr,
      });
      expect(o.orderItems.map((i) => i.orderItemId)).toEqual(multi!.items.map((i) => i.orderItemId));
      expect(o.orderItems.every((i) => i.status === 0 && i.deliveredCount === i.count)).toBe(true);
      expect(o.deliveryExpresses.length).toBeGreaterThanOrEqual(2);
      expect(o.deliveryExpresses.map((p) => p.packageNo)).toEqual(o.deliveryExpresses.map((_, n) => n + 1));
      const shipped = o.deliveryExpresses.flatMap((p) => p.orderItems).reduce((s, i) => s + i.count, 0);
      expect(shipped).toBe(multi!.allCount);
      expect(o.payTime).not.toBeNull();
      expect(o.deliveryTime).not.toBeNull();
    }
    const deliveries = await as('shop_admin').put<OrderVO['deliveryExpresses']>(`/order/delivery/getOrderDeliveries/${multi!.orderId}`);
    expect(deliveries.code).toBe('00000');
    expect(deliveries.data.length).toBeGreaterThanOrEqual(2);
    const express = deliveries.data.find((p) => p.deliveryType === 1);
    if (express) expect(express.deliveryCompanyName).toBeTruthy();
  });

  it('treats another shop’s order and unknown ids as not found', async () => {
    const [theirs] = await pickOrders(app(), eq(orders.shopId, 2));
    for (const url of [
      `/mall_order/m/order/order_info/${theirs!.orderId}`,
      `/mall_order/m/order/order_item_and_address/${theirs!.orderId}`,
      '/mall_order/m/order/order_info/999999999',
    ]) {
      const reply = await as('shop_admin').get(url);
      expect(reply).toMatchObject({ code: 'A00001', msg: '订单不存在' });
    }
    expect((await as('shop_admin').put(`/order/delivery/getOrderDeliveries/${theirs!.orderId}`)).msg).toBe('订单不存在');
    expect((await as('care_admin').get(`/mall_order/m/order/order_info/${theirs!.orderId}`)).code).toBe('00000');
    const bad = await as('shop_admin').get('/mall_order/m/order/order_info/abc');
    expect(bad.code).toBe('A00002');
  });

  it('lists the delivery companies', async () => {
    const reply = await as('shop_admin').get<{ deliveryCompanyId: number; name: string }[]>('/mall_delivery/m/delivery_company/list');
    expect(reply.code).toBe('00000');
    expect(reply.data.map((c) => c.name)).toContain('顺丰速运');
    expect(reply.data.length).toBeGreaterThanOrEqual(5);
  });

  it('needs a token', async () => {
    const reply = await app().app.inject({ method: 'GET', url: '/mall_order/m/order/page?pageNum=1&pageSize=10' });
    expect(reply.json().code).toBe('A00004');
  });
});
