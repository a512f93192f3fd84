// The CSV export's rows: the shop's matching orders read in keyset batches, as cells in the caller's language.
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { ORDER_LIMITS, ORDER_MESSAGES, type OrderExportLang } from '@caremall/contract';
import { orders } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { formatTime } from '../../platform/http/time.ts';
import { itemsByOrder } from './order.store.ts';

/** The header row of the CSV in `lang`. */
export const exportColumns = (lang: OrderExportLang): string[] => [...ORDER_MESSAGES.exportCsv[lang].columns];

const label = (map: Record<number, string>, value: number | null) => (value === null ? '' : (map[value] ?? String(value)));
const yuan = (cents: number) => (cents / 100).toFixed(2);
const BATCH = 500;

/** Matching orders newest first, read in keyset batches so memory stays flat however many match. */
export async function* exportRows(db: Db, where: SQL, lang: OrderExportLang) {
  const t = ORDER_MESSAGES.exportCsv[lang];
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
