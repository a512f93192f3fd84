// A narrow list (a substring search, a price range) reads its page and total in one statement: generated over
// every order of the product list and every page, up to one past the last, it gives what the count and the page
// statement give apart, within the exact limit and past it.
import { asc, count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { SpuSearchQuery } from '@caremall/contract';
import { orders, spu } from '../../src/db/schema/index.ts';
import { orderConditions, textSearchStats } from '../../src/modules/order/order.store.ts';
import { searchSelection } from '../../src/modules/product/spu/spu.store.ts';
import { countRows, EXACT_COUNT_LIMIT } from '../../src/platform/db/count-rows.ts';
import { readOrderedPage, type OrderedSource } from '../../src/platform/db/paging.ts';
import { useTestApp } from '../kit.ts';

const app = useTestApp();
const PAGE_SIZE = 4;

/** Every order the product list offers: each sort flag both ways, each `sort`, and none. */
const ORDERS: Partial<SpuSearchQuery>[] = [
  {},
  ...(['priceFeeSort', 'marketPriceFeeSort', 'saleNumSort', 'stockSort', 'seqSort', 'createTimeSort'] as const).flatMap((flag) => [
    { [flag]: 0 },
    { [flag]: 1 },
  ]),
  ...[1, 2, 3, 4, 5].map((sort) => ({ sort })),
];

/** The same page both ways: one statement (narrow) and the count beside the page statement. */
async function bothWays(query: SpuSearchQuery, pageNum: number, exactLimit: number) {
  const { where, orderBy } = await searchSelection(app().db, 1, query);
  const read = (narrow: boolean) =>
    readOrderedPage(
      app().db,
      { pageNum, pageSize: PAGE_SIZE },
      { table: spu, key: spu.spuId, where, orderBy, narrow, exactLimit, toList: async (rows) => rows.map((r) => [r.spuId, r.name]) },
    );
  return { narrow: await read(true), separate: await read(false) };
}

/**
 * Every page, up to one past the last, read as a search found past `exactLimit` (its page through `broadWhere`) and
 * as the count and the page apart.
 */
async function expectBroadPagesAsApart<T extends PgTable, R>(label: string, source: Omit<OrderedSource<T, R>, 'narrow'>) {
  const read = (pageNum: number, broad: boolean) =>
    readOrderedPage(app().db, { pageNum, pageSize: PAGE_SIZE }, { ...source, narrow: broad, broadWhere: broad ? source.broadWhere : undefined });
  const first = await read(1, false);
  expect(first.list.length, label).toBeGreaterThan(0);
  for (let pageNum = 1; pageNum <= first.pages + 1; pageNum++) {
    expect(await read(pageNum, true), `${label} page ${pageNum}`).toEqual(await read(pageNum, false));
  }
}

describe('a narrow list read in one statement', () => {
  it('gives the same total and rows as the count and page apart, in every order, on every page', async () => {
    const [shopProducts] = await app().db.select({ n: count() }).from(spu).where(eq(spu.shopId, 1));
    expect(shopProducts!.n).toBeGreaterThan(PAGE_SIZE * 2);
    for (const order of ORDERS) {
      const query = { pageNum: 1, pageSize: PAGE_SIZE, minPrice: 0, ...order } as SpuSearchQuery;
      // Within the exact limit, and past a limit of a few rows, where the total is the planner's estimate.
      for (const exactLimit of [EXACT_COUNT_LIMIT, PAGE_SIZE + 1]) {
        const first = await bothWays(query, 1, exactLimit);
        expect(first.narrow, JSON.stringify(order)).toEqual(first.separate);
        const { where } = await searchSelection(app().db, 1, query);
        expect(first.narrow.total).toBe(await countRows(app().db, spu, where, exactLimit));
        expect(first.narrow.list.length).toBe(PAGE_SIZE);
        for (let pageNum = 2; pageNum <= first.separate.pages + 1; pageNum++) {
          const { narrow, separate } = await bothWays(query, pageNum, exactLimit);
          expect(narrow, `${JSON.stringify(order)} page ${pageNum} of ${first.separate.pages}`).toEqual(separate);
        }
      }
    }
  });

  it('pages a search past the limit through its ILIKE alone, as through its pieces', async () => {
    // Twelve products holding the search, among the shop's others; a limit of five puts the search past it.
    await app()
      .db.insert(spu)
      .values(Array.from({ length: 12 }, (_, n) => ({ shopId: 1, categoryId: 1, name: `宽泛搜索商品 ${n}`, status: n % 3 === 0 ? 0 : 1, seq: n })));
    for (const keyword of ['宽泛', '泛搜索', '搜索商品 1']) {
      for (const order of ORDERS) {
        const query = { pageNum: 1, pageSize: PAGE_SIZE, keyword, ...order } as SpuSearchQuery;
        const { where, broadWhere, orderBy } = await searchSelection(app().db, 1, query);
        await expectBroadPagesAsApart(`${keyword} ${JSON.stringify(order)}`, {
          table: spu,
          key: spu.spuId,
          where,
          broadWhere,
          orderBy,
          exactLimit: 5,
          toList: async (rows) => rows.map((r) => [r.spuId, r.name]),
        });
      }
    }
  });

  it('pages an order search past the limit through its ILIKE alone, as through its pieces', async () => {
    await app()
      .db.insert(orders)
      .values(
        Array.from({ length: 9 }, (_, n) => ({
          shopId: 1,
          status: 1,
          deliveryType: 3,
          total: 100,
          allCount: 1,
          consignee: `宽泛收货人${n}`,
          mobile: `1390000${String(n).padStart(4, '0')}`,
          stationName: `宽泛站点${n % 2}`,
        })),
      );
    for (const filter of [{ consignee: '宽泛' }, { mobile: '139000' }, { stationName: '泛站点' }, { consignee: '收货', stationName: '宽泛站' }]) {
      const query = { pageNum: 1, pageSize: PAGE_SIZE, ...filter };
      const stats = await textSearchStats(app().db, query);
      await expectBroadPagesAsApart(JSON.stringify(filter), {
        table: orders,
        key: orders.orderId,
        where: orderConditions(1, query, stats),
        broadWhere: orderConditions(1, query, stats, false),
        orderBy: [desc(orders.createTime), desc(orders.orderId)],
        exactLimit: 3,
        toList: async (rows) => rows.map((r) => r.orderId),
      });
    }
  });

  it('gives an empty first page a total of 0, and a page past the last the total and the last page', async () => {
    const where = eq(orders.shopId, 999_999);
    const none = await readOrderedPage(
      app().db,
      { pageNum: 1, pageSize: 10 },
      { table: orders, key: orders.orderId, where, orderBy: [asc(orders.orderId)], narrow: true, toList: async (rows) => rows },
    );
    expect(none).toEqual({ pages: 0, total: 0, list: [] });
    const shopOne = eq(orders.shopId, 1);
    const [all] = await app().db.select({ n: count() }).from(orders).where(shopOne);
    const pages = Math.ceil(all!.n / 10);
    const read = (pageNum: number) =>
      readOrderedPage(
        app().db,
        { pageNum, pageSize: 10 },
        { table: orders, key: orders.orderId, where: shopOne, orderBy: [asc(orders.orderId)], narrow: true, toList: async (rows) => rows },
      );
    const last = await read(pages);
    expect(last.list.length).toBeGreaterThan(0);
    expect(await read(1000)).toEqual({ pages, total: all!.n, list: last.list });
  });
});
