// The product and order lists build their statements once per shape and reuse them with each call's values. Generated
// over every filter of both lists (a filter without sample values here fails), each with two values, for two shops,
// on the first page and the second, narrow and not, counted and estimated: every call gives what statements written for
// its own values give, and its filter with its values filled in is the filter written with them.
import { and, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { OrderPageQuery, SpuSearchQuery, type PageQuery } from '@caremall/contract';
import { orders, spu } from '../../src/db/schema/index.ts';
import { orderConditions, textSearchStats } from '../../src/modules/order/order.store.ts';
import { searchSelection } from '../../src/modules/product/spu/spu.store.ts';
import { readOrderedPage } from '../../src/platform/db/paging.ts';
import { bound, literal, statementShape, withValues, type Bind } from '../../src/platform/db/statement-shapes.ts';
import { useTestApp } from '../kit.ts';

const app = useTestApp();
const PAGE_SIZE = 2;
const SHOPS = [1, 2];
const PAGING = new Set(['pageNum', 'pageSize']);

/** The filters a list's query takes besides its paging, each with the values tried (every one must have some). */
function everyFilter(schema: { shape: Record<string, unknown> }, samples: Record<string, unknown[]>): [string, unknown[]][] {
  return Object.keys(schema.shape)
    .filter((field) => !PAGING.has(field))
    .map((field) => {
      expect(samples[field], `sample values of the filter ${field}`).toBeDefined();
      return [field, samples[field]!];
    });
}

/** Each filter alone, with each of its values, then each beside a status: the second value of a shape reuses its statements. */
const queriesOf = (filters: [string, unknown[]][], beside: Record<string, unknown>) =>
  filters.flatMap(([field, values]) => values.flatMap((value) => [{ [field]: value }, { ...beside, [field]: value }]));

/** A list's filter and order for a shop and query, its values as `bind` takes them. */
type Selection<Q> = (shopId: number, query: Q, bind: Bind) => Promise<{ where: SQL; broadWhere?: SQL; orderBy: SQL[] }>;

const dialect = new PgDialect();
/** A statement as the driver gets it (its text and values; the typings are for other drivers). */
const sentAs = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

/**
 * Every query of `queriesOf`, for each shop: the bound filter with its values filled in is the filter written with them,
 * and on the first page and the second, narrow and not, counted and estimated (`exactLimit` 1: every total of more than
 * one row is the planner's), the list reads as it does written.
 */
async function expectEveryCallAsWritten<Q extends PageQuery>(
  schema: { shape: Record<string, unknown>; parse(input: unknown): Q },
  samples: Record<string, unknown[]>,
  beside: Record<string, unknown>,
  list: { table: PgTable; key: PgColumn; selection: Selection<Q> },
) {
  const read = async (shopId: number, query: Q, bind: Bind, narrow: boolean, exactLimit: number | undefined) => {
    const { where, broadWhere, orderBy } = await list.selection(shopId, query, bind);
    const source = { table: list.table, key: list.key, where, broadWhere, orderBy, narrow, exactLimit };
    return readOrderedPage(app().db, query, { ...source, toList: async (rows) => rows });
  };
  for (const filter of queriesOf(everyFilter(schema, samples), beside)) {
    for (const shopId of SHOPS) {
      const label = `shop ${shopId} ${JSON.stringify(filter)}`;
      const query = schema.parse({ pageNum: 1, pageSize: PAGE_SIZE, ...filter });
      const boundWhere = (await list.selection(shopId, query, bound)).where;
      const filled = withValues(boundWhere, statementShape([boundWhere]).values);
      expect(sentAs(filled), label).toEqual(sentAs((await list.selection(shopId, query, literal)).where));
      for (const pageNum of [1, 2]) {
        for (const narrow of [false, true]) {
          for (const exactLimit of [undefined, 1]) {
            const paged = { ...query, pageNum };
            const how = `${label} page ${pageNum}${narrow ? ', narrow' : ''}${exactLimit ? ', estimated' : ''}`;
            expect(await read(shopId, paged, bound, narrow, exactLimit), how).toEqual(await read(shopId, paged, literal, narrow, exactLimit));
          }
        }
      }
    }
  }
}

describe('statements built once per shape', () => {
  it('give every call of the product list what statements written for its values give', async () => {
    const { db } = app();
    const [a, b] = await db
      .select()
      .from(spu)
      .where(and(eq(spu.shopId, 1), ne(spu.status, -1), gt(spu.saleNum, -1)))
      .orderBy(desc(spu.spuId))
      .limit(2);
    expect(b, 'two products of shop 1').toBeDefined();
    const samples: Record<string, unknown[]> = {
      spuId: [a!.spuId, b!.spuId],
      partyCode: ['A', 'B'],
      keyword: [a!.name.slice(0, 2), b!.name.slice(-2)],
      name: [a!.name.slice(0, 2), b!.name.slice(-2)],
      shopPrimaryCategoryId: [a!.shopCategoryId ?? 1, 2],
      shopSecondaryCategoryId: [a!.shopCategoryId ?? 1, 2],
      categoryId: [a!.categoryId, b!.categoryId + 1],
      brandId: [a!.brandId ?? 0, 0],
      minSaleNum: [0, a!.saleNum],
      maxSaleNum: [0, b!.saleNum + 10],
      minPrice: [0, a!.priceFee],
      maxPrice: [a!.priceFee, b!.priceFee + 100],
      isCompose: [0, 1],
      dataType: [0, 1, 2, 3, 4, 5, 6],
      spuStatus: [0, 1],
      status: [0, 1],
      hasStock: [0, 1],
      sort: [1, 2, 3, 4, 5],
      ...Object.fromEntries(
        ['priceFeeSort', 'marketPriceFeeSort', 'saleNumSort', 'stockSort', 'seqSort', 'createTimeSort'].map((flag) => [flag, [0, 1]]),
      ),
    };
    const selection: Selection<SpuSearchQuery> = (shopId, query, bind) => searchSelection(db, shopId, query, bind);
    await expectEveryCallAsWritten(SpuSearchQuery, samples, { status: 1 }, { table: spu, key: spu.spuId, selection });
  });

  it('give every call of the order list what statements written for its values give', async () => {
    const { db } = app();
    const [a] = await db.select().from(orders).where(eq(orders.shopId, 1)).orderBy(desc(orders.orderId)).limit(1);
    expect(a, 'an order of shop 1').toBeDefined();
    const samples: Record<string, unknown[]> = {
      orderId: [a!.orderId, a!.orderId + 1],
      orderType: [0, 1],
      payType: [0, 1],
      consignee: [a!.consignee?.slice(0, 2) ?? '张', '李'],
      mobile: ['138', '139'],
      status: [0, 1, 2, 3],
      deliveryType: [1, 3],
      stationName: ['站', '点'],
      refundStatus: [1, 2],
      startTime: ['2020-01-01 00:00:00', '2030-01-01 00:00:00'],
      endTime: ['2020-01-01 00:00:00', '2030-01-01 00:00:00'],
    };
    const selection: Selection<OrderPageQuery> = async (shopId, query, bind) => {
      const stats = await textSearchStats(db, query);
      return {
        where: orderConditions(shopId, query, stats, true, bind),
        broadWhere: orderConditions(shopId, query, stats, false, bind),
        orderBy: [desc(orders.createTime), desc(orders.orderId)],
      };
    };
    await expectEveryCallAsWritten(OrderPageQuery, samples, { status: 2 }, { table: orders, key: orders.orderId, selection });
  });
});

describe('the shape of a statement', () => {
  it('is the same for any bound values, and tells apart values written in and bound names', () => {
    const byShop = (shopId: number, bind: Bind) => eq(spu.shopId, bind('shopId', shopId));
    expect(statementShape([byShop(1, bound)]).key).toBe(statementShape([byShop(2, bound)]).key);
    expect(statementShape([byShop(2, bound)]).values).toEqual({ shopId: 2 });
    expect(statementShape([byShop(1, literal)]).key).not.toBe(statementShape([byShop(2, literal)]).key);
    expect(statementShape([byShop(1, literal)]).key).not.toBe(statementShape([byShop(1, bound)]).key);
    expect(statementShape([eq(spu.shopId, bound('shop', 1))]).key).not.toBe(statementShape([byShop(1, bound)]).key);
    // A written-in text that reads like a bound name is still a value.
    expect(statementShape([sql`${spu.name} = ${':shopId'}`]).key).not.toBe(statementShape([sql`${spu.name} = ${bound('shopId', 1)}`]).key);
  });

  it('refuses one name bound to two values in one statement', () => {
    expect(() => statementShape([and(eq(spu.shopId, bound('id', 1)), eq(spu.spuId, bound('id', 2)))])).toThrow('bound to two values');
    expect(statementShape([and(eq(spu.shopId, bound('id', 1)), eq(spu.spuId, bound('id', 1)))]).values).toEqual({ id: 1 });
  });
});
