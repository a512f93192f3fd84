import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, desc, lt, or, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ORDER_LIMITS, OrderFilterQuery } from '@caremall/contract';
import { orders } from '../../db/schema/index.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { formatTime } from '../../platform/http/time.ts';
import { orderConditions } from './order-filters.ts';
import { itemsByOrder } from './order-vo.ts';

const ExportQuery = OrderFilterQuery.extend({ lang: z.enum(['zh_CN', 'en']).default('zh_CN') });
type Lang = 'zh_CN' | 'en';

const LABELS = {
  zh_CN: {
    columns: [
      '订单编号',
      '下单时间',
      '订单类型',
      '订单状态',
      '支付方式',
      '是否支付',
      '支付时间',
      '配送方式',
      '买家昵称',
      '收货人',
      '手机号',
      '收货地址',
      '商品',
      '件数',
      '订单金额(元)',
      '买家备注',
    ],
    status: { 1: '待付款', 2: '待发货', 3: '待收货', 4: '待评价', 5: '交易成功', 6: '交易失败', 7: '超时取消' },
    payType: { 0: '积分支付', 1: '微信支付', 2: '支付宝支付', 3: '余额支付' },
    deliveryType: { 1: '快递配送', 2: '自提', 3: '无需快递', 4: '同城配送' },
    orderType: { 0: '普通订单' },
    paid: ['未支付', '已支付'],
  },
  en: {
    columns: [
      'Order number',
      'Created',
      'Order type',
      'Status',
      'Pay type',
      'Paid',
      'Paid at',
      'Delivery',
      'Buyer',
      'Consignee',
      'Mobile',
      'Address',
      'Items',
      'Quantity',
      'Total (yuan)',
      'Remarks',
    ],
    status: {
      1: 'Awaiting payment',
      2: 'Awaiting shipment',
      3: 'Awaiting receipt',
      4: 'Awaiting review',
      5: 'Completed',
      6: 'Failed',
      7: 'Timed out',
    },
    payType: { 0: 'Points', 1: 'WeChat pay', 2: 'Alipay', 3: 'Balance' },
    deliveryType: { 1: 'Express', 2: 'Pickup', 3: 'No delivery needed', 4: 'Same-city delivery' },
    orderType: { 0: 'Normal order' },
    paid: ['Unpaid', 'Paid'],
  },
} as const;

const label = (map: Record<number, string>, value: number | null) => (value === null ? '' : (map[value] ?? String(value)));
const yuan = (cents: number) => (cents / 100).toFixed(2);
const BATCH = 500;

/** Matching orders newest first, read in keyset batches so memory stays flat however many match. */
async function* exportRows(db: Db, where: SQL, lang: Lang) {
  const t = LABELS[lang];
  let after: { createTime: Date; orderId: number } | null = null;
  let sent = 0;
  while (sent < ORDER_LIMITS.exportMaxRows) {
    const page: (typeof orders.$inferSelect)[] = await db
      .select()
      .from(orders)
      .where(
        after
          ? and(where, or(lt(orders.createTime, after.createTime), and(eq(orders.createTime, after.createTime), lt(orders.orderId, after.orderId))))
          : where,
      )
      .orderBy(desc(orders.createTime), desc(orders.orderId))
      .limit(Math.min(BATCH, ORDER_LIMITS.exportMaxRows - sent));
    if (!page.length) return;
    const items = await itemsByOrder(
      db,
      page.map((o) => o.orderId),
      null,
    );
    for (const o of page) {
      yield [
        String(o.orderId),
        formatTime(o.createTime),
        label(t.orderType, o.orderType),
        label(t.status, o.status),
        label(t.payType, o.payType),
        t.paid[o.isPayed === 1 ? 1 : 0],
        formatTime(o.payTime) ?? '',
        label(t.deliveryType, o.deliveryType),
        o.nickName ?? '',
        o.consignee ?? '',
        o.mobile ?? '',
        [o.province, o.city, o.area, o.addr].filter(Boolean).join(' '),
        (items.get(o.orderId) ?? []).map((i) => `${i.spuName}${i.skuName ? ` ${i.skuName}` : ''} x${i.count}`).join('; '),
        o.allCount,
        yuan(o.total),
        o.remarks ?? '',
      ];
    }
    sent += page.length;
    const last = page[page.length - 1]!;
    after = { createTime: last.createTime, orderId: last.orderId };
  }
}

/** GET /mall_order/m/order/export: the filtered order list as a CSV download. */
export const orderExportRoutes: FastifyPluginAsync = async (app) => {
  app.get('/m/order/export', { schema: { querystring: ExportQuery } }, async (request, reply) => {
    const { lang, ...filters } = request.query as z.infer<typeof ExportQuery>;
    const where = orderConditions(shopIdOf(request), filters);
    // The first batch is read before anything is sent: a filter the database refuses becomes an
    // envelope, never a download cut off mid-stream.
    const rows = exportRows(app.deps.db, where, lang);
    const first = await rows.next();
    const all = (async function* () {
      if (!first.done) yield first.value;
      yield* rows;
    })();
    const csv = pipeline(Readable.from(all), stringify({ bom: true, header: true, columns: [...LABELS[lang].columns] }), (error) => {
      if (error) request.log.error({ err: error }, 'order export failed');
    });
    const stamp = (formatTime(new Date()) ?? '').replace(/\D/g, '');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
