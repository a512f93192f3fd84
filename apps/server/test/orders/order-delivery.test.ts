import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, UI_LANGUAGES, type DeliveryExpressVO, type OrderExportLang, type OrderVO } from '@caremall/contract';
import { orderDelivery, orderItem, orders } from '../../src/db/schema/index.ts';
import { envelope } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { itemsOf, orderRow, packagesOf, pickOrders, unshippedExpress } from './fixtures.ts';

const app = useTestApp();
const as = usersOf(app);

const SHIP = '/mall_order/m/order/delivery';
const express = (orderId: number, selectOrderItems: { orderItemId: number; changeNum: number }[], deliveryNo = 'SF1234567890') => ({
  orderId,
  deliveryType: 1,
  deliveryCompanyId: 1,
  deliveryNo,
  selectOrderItems,
});
/** Fixtures are taken in turn so tests never share an order. */
let nextFixture = 0;
async function freshOrder(where = unshippedExpress()) {
  const picked = await pickOrders(app(), where, nextFixture + 1);
  return picked[nextFixture++]!;
}

describe('shipping an order', () => {
  it('ships part of an order, then the rest, and only then marks it shipped', async () => {
    const order = await freshOrder(and(unshippedExpress(), sql`(select count(*) from order_item i where i.order_id = ${orders.orderId}) >= 2`)!);
    const [first, ...rest] = order.items;
    const part = await as('shop_admin').post(SHIP, express(order.orderId, [{ orderItemId: first!.orderItemId, changeNum: first!.count }], 'SF0001'));
    expect(part).toMatchObject({ code: '00000' });
    expect((await orderRow(app(), order.orderId)).status).toBe(2);
    const afterPart = await as('shop_admin').get<OrderVO>(`/mall_order/m/order/order_info/${order.orderId}`);
    expect(afterPart.data.orderItems[0]).toMatchObject({ status: 0, deliveredCount: first!.count });
    expect(afterPart.data.orderItems[1]).toMatchObject({ status: -1, deliveredCount: 0 });
    expect(afterPart.data.deliveryExpresses).toHaveLength(1);

    const restReply = await as('shop_admin').post(
      SHIP,
      express(
        order.orderId,
        rest.map((i) => ({ orderItemId: i.orderItemId, changeNum: i.count })),
        'YT0002',
      ),
    );
    expect(restReply.code).toBe('00000');
    const done = await orderRow(app(), order.orderId);
    expect(done.status).toBe(3);
    expect(done.deliveryTime).not.toBeNull();

    const packages = await as('shop_admin').put<DeliveryExpressVO[]>(`/order/delivery/getOrderDeliveries/${order.orderId}`);
    expect(packages.data.map((p) => [p.packageNo, p.deliveryNo, p.deliveryCompanyName])).toEqual([
      [1, 'SF0001', '顺丰速运'],
      [2, 'YT0002', '顺丰速运'],
    ]);
    expect(packages.data[1]!.orderItems.map((i) => i.orderItemId)).toEqual(rest.map((i) => i.orderItemId));

    const again = await as('shop_admin').post(SHIP, express(order.orderId, [{ orderItemId: first!.orderItemId, changeNum: 1 }]));
    expect(again).toMatchObject({ code: 'A00001', msg: '订单不是待发货状态，无法发货' });
  });

  it('splits one line over two packages by quantity', async () => {
    const order = await freshOrder(
      and(unshippedExpress(), sql`exists (select 1 from order_item i where i.order_id = ${orders.orderId} and i.count >= 2)`)!,
    );
    const line = order.items.find((i) => i.count >= 2)!;
    expect((await as('shop_admin').post(SHIP, express(order.orderId, [{ orderItemId: line.orderItemId, changeNum: 1 }]))).code).toBe('00000');
    const partly = (await as('shop_admin').get<OrderVO>(`/mall_order/m/order/order_info/${order.orderId}`)).data.orderItems.find(
      (i) => i.orderItemId === line.orderItemId,
    )!;
    expect(partly).toMatchObject({ deliveredCount: 1, status: line.count - 1 });
    const over = await as('shop_admin').post(SHIP, express(order.orderId, [{ orderItemId: line.orderItemId, changeNum: line.count }]));
    expect(over).toMatchObject({ code: 'A00001', msg: '发货数量不能超过未发货数量' });
    expect((await itemsOf(app(), order.orderId)).find((i) => i.orderItemId === line.orderItemId)!.deliveredCount).toBe(1);
    expect(await packagesOf(app(), order.orderId)).toHaveLength(1);
  });

  it('never over-ships when the same package is submitted many times at once', async () => {
    const order = await freshOrder();
    const all = order.items.map((i) => ({ orderItemId: i.orderItemId, changeNum: i.count }));
    const replies = await Promise.all(Array.from({ length: 6 }, () => as('shop_admin').post(SHIP, express(order.orderId, all))));
    expect(replies.filter((r) => r.code === '00000')).toHaveLength(1);
    for (const r of replies.filter((x) => x.code !== '00000')) expect(r.code).toBe('A00001');
    const items = await itemsOf(app(), order.orderId);
    expect(items.every((i) => i.deliveredCount === i.count)).toBe(true);
    expect(await packagesOf(app(), order.orderId)).toHaveLength(1);
    expect((await orderRow(app(), order.orderId)).status).toBe(3);
  });

  it('never over-ships when concurrent packages each take one unit of the same line', async () => {
    const order = await freshOrder(
      and(unshippedExpress(), sql`exists (select 1 from order_item i where i.order_id = ${orders.orderId} and i.count >= 2)`)!,
    );
    const line = order.items.find((i) => i.count >= 2)!;
    const replies = await Promise.all(
      Array.from({ length: line.count + 3 }, (_, k) =>
        as('shop_admin').post(SHIP, express(order.orderId, [{ orderItemId: line.orderItemId, changeNum: 1 }], `JD${k}`)),
      ),
    );
    expect(replies.filter((r) => r.code === '00000')).toHaveLength(line.count);
    expect(replies.filter((r) => r.msg === '发货数量不能超过未发货数量')).toHaveLength(3);
    expect((await itemsOf(app(), order.orderId)).find((i) => i.orderItemId === line.orderItemId)!.deliveredCount).toBe(line.count);
    expect(await packagesOf(app(), order.orderId)).toHaveLength(line.count);
  });

  it('ships with no logistics needed without a company or tracking number', async () => {
    const order = await freshOrder();
    const reply = await as('shop_admin').post(SHIP, {
      orderId: order.orderId,
      deliveryType: 3,
      selectOrderItems: order.items.map((i) => ({ orderItemId: i.orderItemId, changeNum: i.count, pic: i.pic, spuName: i.spuName })),
    });
    expect(reply.code).toBe('00000');
    const [pkg] = await packagesOf(app(), order.orderId);
    expect(pkg).toMatchObject({ deliveryType: 3, deliveryCompanyId: null, deliveryNo: null });
    expect((await orderRow(app(), order.orderId)).status).toBe(3);
  });

  it('answers every validation message and changes nothing', async () => {
    const order = await freshOrder();
    const item = order.items[0]!;
    const one = [{ orderItemId: item.orderItemId, changeNum: 1 }];
    const cases: [unknown, string][] = [
      [{ ...express(order.orderId, one), orderId: undefined }, '订单编号不能为空'],
      [{ ...express(order.orderId, one), selectOrderItems: [] }, '请选择发货商品'],
      [{ ...express(order.orderId, one), selectOrderItems: undefined }, '请选择发货商品'],
      [express(order.orderId, [{ orderItemId: item.orderItemId, changeNum: 0 }]), '发货数量必须大于0'],
      [express(order.orderId, [{ orderItemId: item.orderItemId, changeNum: 1.5 }]), '发货数量必须大于0'],
      [express(order.orderId, [...one, ...one]), '发货商品不能重复'],
      [{ ...express(order.orderId, one), deliveryType: 2 }, '请选择正确的发货方式'],
      [{ ...express(order.orderId, one), deliveryCompanyId: undefined }, '请选择物流公司'],
      [{ ...express(order.orderId, one), deliveryNo: '' }, '请输入物流单号'],
      [{ ...express(order.orderId, one), deliveryNo: 'A'.repeat(51) }, '物流单号不能超过50个字符'],
      [{ ...express(order.orderId, one), deliveryNo: 'SF 12<script>' }, '物流单号只能包含字母、数字和短横线'],
    ];
    for (const [body, message] of cases) {
      const reply = await as('shop_admin').post(SHIP, body);
      expect(reply.code, message).toBe('A00002');
      expect(JSON.stringify(reply.data), message).toContain(message);
    }
    const business: [unknown, string][] = [
      [{ orderId: order.orderId, deliveryType: 4, selectOrderItems: one }, '请选择正确的发货方式'],
      [{ ...express(order.orderId, one), deliveryCompanyId: 9999 }, '物流公司不存在'],
      [express(order.orderId, [{ orderItemId: 999999, changeNum: 1 }]), '发货商品不属于该订单'],
      [express(order.orderId, [{ orderItemId: item.orderItemId, changeNum: item.count + 1 }]), '发货数量不能超过未发货数量'],
    ];
    for (const [body, message] of business) expect(await as('shop_admin').post(SHIP, body)).toMatchObject({ code: 'A00001', msg: message });
    for (const payload of ['{not json', 'null', '[]', '"x"']) {
      const response = await as('shop_admin').inject({ method: 'POST', url: SHIP, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).toMatch(/^A0000[23]$/);
    }
    expect(await packagesOf(app(), order.orderId)).toHaveLength(0);
    expect((await itemsOf(app(), order.orderId)).every((i) => i.deliveredCount === 0)).toBe(true);
  });

  it('ships each order only the ways it allows: a same-city order by the shop or with no logistics, never by courier', async () => {
    const unshipped = (deliveryType: number) =>
      and(
        eq(orders.shopId, 1),
        eq(orders.status, 2),
        eq(orders.deliveryType, deliveryType),
        sql`not exists (select 1 from order_delivery d where d.order_id = ${orders.orderId})`,
      )!;
    const sameCity = await pickOrders(app(), unshipped(4), 2);
    const all = (order: (typeof sameCity)[number]) => order.items.map((i) => ({ orderItemId: i.orderItemId, changeNum: i.count }));
    expect(await as('shop_admin').post(SHIP, express(sameCity[0]!.orderId, all(sameCity[0]!)))).toMatchObject({
      code: 'A00001',
      msg: '请选择正确的发货方式',
    });
    expect(await packagesOf(app(), sameCity[0]!.orderId)).toHaveLength(0);
    expect((await as('shop_admin').post(SHIP, { orderId: sameCity[0]!.orderId, deliveryType: 4, selectOrderItems: all(sameCity[0]!) })).code).toBe(
      '00000',
    );
    expect(await packagesOf(app(), sameCity[0]!.orderId)).toMatchObject([{ deliveryType: 4, deliveryCompanyId: null, deliveryNo: null }]);
    expect((await as('shop_admin').post(SHIP, { orderId: sameCity[1]!.orderId, deliveryType: 3, selectOrderItems: all(sameCity[1]!) })).code).toBe(
      '00000',
    );
    const [none] = await pickOrders(app(), unshipped(3), 1);
    if (none) {
      expect(await as('shop_admin').post(SHIP, express(none.orderId, all(none)))).toMatchObject({ msg: '请选择正确的发货方式' });
    }
  });

  it('enforces the order state rules', async () => {
    for (const status of [1, 3, 5, 6, 7]) {
      const [order] = await pickOrders(app(), and(eq(orders.shopId, 1), eq(orders.status, status), ne(orders.deliveryType, 2))!);
      const reply = await as('shop_admin').post(SHIP, express(order!.orderId, [{ orderItemId: order!.items[0]!.orderItemId, changeNum: 1 }]));
      expect(reply, `status ${status}`).toMatchObject({ code: 'A00001', msg: '订单不是待发货状态，无法发货' });
      expect((await orderRow(app(), order!.orderId)).status).toBe(status);
    }
    const [pickup] = await pickOrders(app(), and(eq(orders.shopId, 1), eq(orders.status, 2), eq(orders.deliveryType, 2))!);
    const reply = await as('shop_admin').post(SHIP, express(pickup!.orderId, [{ orderItemId: pickup!.items[0]!.orderItemId, changeNum: 1 }]));
    expect(reply).toMatchObject({ code: 'A00001', msg: '自提订单无需发货' });
    // An item of another order cannot ride along.
    const a = await freshOrder();
    const b = await freshOrder();
    const mixed = await as('shop_admin').post(SHIP, express(a.orderId, [{ orderItemId: b.items[0]!.orderItemId, changeNum: 1 }]));
    expect(mixed).toMatchObject({ code: 'A00001', msg: '发货商品不属于该订单' });
  });

  it('treats another shop’s order as not found', async () => {
    const [theirs] = await pickOrders(app(), unshippedExpress(2));
    const reply = await as('shop_admin').post(SHIP, express(theirs!.orderId, [{ orderItemId: theirs!.items[0]!.orderItemId, changeNum: 1 }]));
    expect(reply).toMatchObject({ code: 'A00001', msg: '订单不存在' });
    expect(await app().db.select().from(orderDelivery).where(eq(orderDelivery.orderId, theirs!.orderId))).toHaveLength(0);
  });

  it('lets staff who have the order screen ship without any permission code (spec §6 leaves the button ungated)', async () => {
    const order = await freshOrder();
    const reply = await as('shop_staff').post(SHIP, express(order.orderId, [{ orderItemId: order.items[0]!.orderItemId, changeNum: 1 }]));
    expect(reply.code).toBe('00000');
    expect(await packagesOf(app(), order.orderId)).toHaveLength(1);
  });
});

describe('order export', () => {
  const exportCsv = (query: string, who: 'shop_admin' | 'shop_staff' = 'shop_admin') =>
    as(who).inject({ method: 'GET', url: `/mall_order/m/order/export?${query}` });

  it('streams the filtered list as CSV', async () => {
    const response = await exportCsv('status=5');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-\d+\.csv"/);
    const text = response.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('订单编号');
    const total = (
      await app()
        .db.select()
        .from(orders)
        .where(and(eq(orders.shopId, 1), eq(orders.status, 5))!)
    ).length;
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.includes('交易成功'))).toBe(true);
  });

  it('writes its headers and labels in every language the app speaks', async () => {
    for (const lang of UI_LANGUAGES) {
      const texts = ORDER_MESSAGES.exportCsv[lang as OrderExportLang];
      const response = await exportCsv(`status=5&lang=${lang}`);
      expect(response.headers['content-type'], lang).toContain('text/csv');
      const [header, first] = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
      expect(header, lang).toBe(texts.columns.join(','));
      expect(first!.split(',')[3], lang).toBe(texts.status[5]);
    }
  });

  it('writes every text a spreadsheet would run as a formula as plain text', async () => {
    // Each text column of an order and its items (buyers write the consignee, the address and the remarks).
    const textOf = (table: typeof orders | typeof orderItem, text: string) =>
      Object.fromEntries(
        Object.entries(getTableColumns(table))
          .filter(([, column]) => column.dataType === 'string')
          .map(([key]) => [key, text]),
      );
    const starts = ['=', '+', '-', '@', '\t', '\r'];
    const picked = await pickOrders(app(), eq(orders.shopId, 1), starts.length);
    for (const [index, start] of starts.entries()) {
      const { orderId } = picked[index]!;
      await app()
        .db.update(orders)
        .set(textOf(orders, `${start}A1+1`))
        .where(eq(orders.orderId, orderId));
      await app()
        .db.update(orderItem)
        .set(textOf(orderItem, `${start}1+1`))
        .where(eq(orderItem.orderId, orderId));
    }
    const ids = picked.map((o) => o.orderId);
    expect(await app().db.select({ id: orders.orderId }).from(orders).where(inArray(orders.orderId, ids))).toHaveLength(starts.length);
    for (const { orderId } of picked) {
      const response = await exportCsv(`orderId=${orderId}`);
      const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([response.body.replace(/^\uFEFF/, '')]), { map: (value: unknown) => value });
      const cells = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
      expect(cells.filter((cell) => cell.includes('A1+1')).length).toBeGreaterThanOrEqual(5);
      expect(cells.some((cell) => cell.includes('1+1 x'))).toBe(true);
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    }
  });

  it('exports only the shop’s own orders', async () => {
    const [theirs] = await pickOrders(app(), eq(orders.shopId, 2));
    const response = await exportCsv(`orderId=${theirs!.orderId}`);
    expect(response.body.trim().split(/\r?\n/)).toHaveLength(1);
  });

  it('answers bad filters and missing permission with envelopes', async () => {
    expect(envelope(await exportCsv('status=abc')).code).toBe('A00002');
    expect(envelope(await exportCsv('status=5', 'shop_staff')).code).toBe('A00006');
  });
});
