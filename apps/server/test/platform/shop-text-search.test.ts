// Substring filters answered through the shop's text-piece indexes (the station: its names in order_station) give exactly what a plain ILIKE over
// the shop's rows gives: generated searches (every length, case, position, characters LIKE treats
// specially, Chinese, other shops' texts) against the order and product lists.
import { and, count, countDistinct, eq, ilike, inArray, ne, or, type AnyColumn } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageVO } from '@caremall/contract';
import { orders, sku, spu } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

/** The oracle: `%text%` for a plain ILIKE, the user's own %, _ and \ taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const app = useTestApp();
const as = usersOf(app);

const TEXTS = ['张伟', '张小伟', 'ÀBC Ünïcode', '100%_sure', 'back\\slash', "O'Brien", 'Consignee 771', 'consignee 7710', 'aa'];

beforeAll(async () => {
  const rows = TEXTS.flatMap((text, n) =>
    [1, 2].map((shopId) => ({
      shopId,
      status: 1,
      deliveryType: 3,
      total: 100,
      allCount: 1,
      consignee: text,
      mobile: `1380000${String(n).padStart(4, '0')}`,
      stationName: `站点 ${text}`,
    })),
  );
  await app().db.insert(orders).values(rows);
  await app()
    .db.insert(spu)
    .values(TEXTS.map((text, n) => ({ shopId: 1, categoryId: 1, name: `商品 ${text}`, sellingPoint: n % 2 ? text.toUpperCase() : null, status: 1 })));
  // SKU codes made of the same texts, in shop 1's products and another shop's (same spu ids would be a data error).
  const products = await app()
    .db.select({ spuId: spu.spuId, shopId: spu.shopId })
    .from(spu)
    .where(inArray(spu.shopId, [1, 2]))
    .limit(40);
  await app()
    .db.insert(sku)
    .values(products.map((p, n) => ({ spuId: p.spuId, shopId: p.shopId, partyCode: TEXTS[n % TEXTS.length], status: n % 7 === 6 ? -1 : 1 })));
});

/** Searches made from the texts: substrings of one to four characters, in both cases, and some that match nothing (30 at most). */
function searches(texts: string[]): string[] {
  const found = new Set<string>(['%', '_', '\\', 'zz', 'qqq', '7710']);
  for (const text of texts) {
    const chars = [...text];
    for (let length = 1; length <= 4; length++) {
      for (let at = 0; at + length <= chars.length; at += 3) {
        const piece = chars.slice(at, at + length).join('');
        // The lists trim their filters: a search is never sent with spaces around it.
        if (piece.trim() !== piece) continue;
        found.add(piece);
        found.add(piece.toUpperCase());
      }
    }
  }
  // Enough to cover every length and kind of text, few enough for a loaded machine.
  return [...found].slice(0, 30);
}

describe('substring filters through the text-piece indexes', () => {
  it('finds the same orders as ILIKE for consignee, mobile and station', async () => {
    const shopOrders = await app()
      .db.select({ c: orders.consignee, m: orders.mobile, s: orders.stationName })
      .from(orders)
      .where(eq(orders.shopId, 1));
    const cases: [param: string, column: AnyColumn, texts: string[]][] = [
      ['consignee', orders.consignee, [...TEXTS, ...shopOrders.slice(0, 3).map((o) => o.c ?? '')]],
      ['mobile', orders.mobile, shopOrders.slice(0, 4).map((o) => o.m ?? '')],
      ['stationName', orders.stationName, TEXTS.map((t) => `站点 ${t}`)],
    ];
    for (const [param, column, texts] of cases) {
      for (const search of searches(texts)) {
        const [expected] = await app()
          .db.select({ n: count() })
          .from(orders)
          .where(and(eq(orders.shopId, 1), ilike(column, likePattern(search))));
        const page = await as('shop_admin').get<PageVO<unknown>>('/mall_order/m/order/page', { pageNum: 1, pageSize: 10, [param]: search });
        expect({ param, search, total: page.data.total }).toEqual({ param, search, total: expected!.n });
      }
    }
  });

  it("finds orders by a station name given after they were written, and not by another shop's", async () => {
    const renamed = await app()
      .db.select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.shopId, 1), ilike(orders.stationName, '站点 张%')));
    expect(renamed.length).toBeGreaterThan(0);
    await app()
      .db.update(orders)
      .set({ stationName: '改名驿站 Renamed' })
      .where(
        inArray(
          orders.orderId,
          renamed.map((o) => o.orderId),
        ),
      );
    await app()
      .db.insert(orders)
      .values([2, 3].map((shopId) => ({ shopId, status: 1, deliveryType: 3, total: 100, allCount: 1, stationName: `别家驿站 ${shopId}` })));
    for (const search of ['改名驿站', 'renamed', '站点 张', '别家驿站', '驿站']) {
      const [expected] = await app()
        .db.select({ n: count() })
        .from(orders)
        .where(and(eq(orders.shopId, 1), ilike(orders.stationName, likePattern(search))));
      const page = await as('shop_admin').get<PageVO<unknown>>('/mall_order/m/order/page', { pageNum: 1, pageSize: 10, stationName: search });
      expect({ search, total: page.data.total }).toEqual({ search, total: expected!.n });
    }
  });

  it('finds the same products as ILIKE on name or selling point', async () => {
    const names = await app().db.select({ name: spu.name }).from(spu).where(eq(spu.shopId, 1));
    // The index joins name and selling point with a line break: searches across the joint match neither column.
    const joints = TEXTS.filter((_text, n) => n % 2).map((text) => `${text.slice(-1)}\n${text.toUpperCase().slice(0, 1)}`);
    for (const search of [...searches([...TEXTS, ...names.slice(0, 3).map((r) => r.name)]), ...joints]) {
      const [expected] = await app()
        .db.select({ n: count() })
        .from(spu)
        .where(and(eq(spu.shopId, 1), ne(spu.status, -1), or(ilike(spu.name, likePattern(search)), ilike(spu.sellingPoint, likePattern(search)))));
      const page = await as('shop_admin').get<PageVO<unknown>>('/mall_product/admin/spu/page', { pageNum: 1, pageSize: 10, keyword: search });
      expect({ search, total: page.data.total }).toEqual({ search, total: expected!.n });
    }
  });

  it('finds the same products as ILIKE on any live SKU party code', async () => {
    const codes = await app().db.select({ code: sku.partyCode }).from(sku).where(eq(sku.shopId, 1)).limit(3);
    for (const search of searches([...TEXTS, ...codes.map((r) => r.code ?? '')])) {
      const [expected] = await app()
        .db.select({ n: countDistinct(spu.spuId) })
        .from(spu)
        .innerJoin(sku, eq(sku.spuId, spu.spuId))
        .where(and(eq(spu.shopId, 1), ne(spu.status, -1), ne(sku.status, -1), ilike(sku.partyCode, likePattern(search))));
      const page = await as('shop_admin').get<PageVO<unknown>>('/mall_product/admin/spu/page', { pageNum: 1, pageSize: 10, partyCode: search });
      expect({ search, total: page.data.total }).toEqual({ search, total: expected!.n });
    }
  });
});
