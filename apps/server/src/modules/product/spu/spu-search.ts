import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INT4_MAX, SpuDataType, SpuStatus } from '@caremall/contract';
import { sku, spu } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { shopCategoryAndChildren } from './catalogue-lookup.ts';
import { countRows } from '../../../platform/db/count-rows.ts';

const emptyAsUndefined = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optionalInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).optional());
const sortFlag = z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1).optional());

/** Every filter of the product list (spec section 7, "product list search params"). */
export const SpuSearchQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, 500)),
  spuId: optionalInt(1),
  partyCode: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  keyword: z.preprocess(emptyAsUndefined, z.string().trim().max(255).optional()),
  name: z.preprocess(emptyAsUndefined, z.string().trim().max(255).optional()),
  shopPrimaryCategoryId: optionalInt(1),
  shopSecondaryCategoryId: optionalInt(1),
  categoryId: optionalInt(1),
  minSaleNum: optionalInt(0, INT4_MAX),
  maxSaleNum: optionalInt(0, INT4_MAX),
  minPrice: optionalInt(0),
  maxPrice: optionalInt(0),
  isCompose: optionalInt(0, 1),
  dataType: optionalInt(0, 6),
  spuStatus: optionalInt(-1, 4),
  status: optionalInt(-1, 4),
  hasStock: optionalInt(0, 1),
  sort: optionalInt(1, 5),
  priceFeeSort: sortFlag,
  marketPriceFeeSort: sortFlag,
  saleNumSort: sortFlag,
  stockSort: sortFlag,
  seqSort: sortFlag,
  createTimeSort: sortFlag,
});
export type SpuSearchQuery = z.infer<typeof SpuSearchQuery>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Tabs: on sale has stock, sold out is on shelf without stock, the rest follow the status. */
function dataTypeCondition(dataType: number | undefined): SQL | undefined {
  switch (dataType) {
    case SpuDataType.ON_SALE:
      return and(eq(spu.status, SpuStatus.ON_SHELF), sql`${spu.stock} > 0`);
    case SpuDataType.SOLD_OUT:
      return and(eq(spu.status, SpuStatus.ON_SHELF), sql`${spu.stock} <= 0`);
    case SpuDataType.OFF_SHELF:
      return eq(spu.status, SpuStatus.OFF_SHELF);
    case SpuDataType.PENDING_REVIEW:
      return eq(spu.status, SpuStatus.PENDING_REVIEW);
    case SpuDataType.VIOLATION:
      return eq(spu.status, SpuStatus.VIOLATION);
    case SpuDataType.REJECTED:
      return eq(spu.status, SpuStatus.REJECTED);
    default:
      return undefined;
  }
}

function conditions(shopId: number, q: SpuSearchQuery): SQL {
  const parts: (SQL | undefined)[] = [eq(spu.shopId, shopId), ne(spu.status, SpuStatus.DELETED)];
  const explicitStatus = q.spuStatus ?? q.status;
  parts.push(explicitStatus !== undefined ? eq(spu.status, explicitStatus) : dataTypeCondition(q.dataType));
  if (q.spuId) parts.push(eq(spu.spuId, q.spuId));
  const keyword = q.keyword ?? q.name;
  if (keyword) parts.push(sql`(${spu.name} ilike ${likePattern(keyword)} or ${spu.sellingPoint} ilike ${likePattern(keyword)})`);
  if (q.partyCode) {
    parts.push(
      sql`exists (select 1 from ${sku} where ${sku.spuId} = ${spu.spuId} and ${sku.status} <> -1 and ${sku.partyCode} ilike ${likePattern(q.partyCode)})`,
    );
  }
  if (q.shopSecondaryCategoryId) parts.push(eq(spu.shopCategoryId, q.shopSecondaryCategoryId));
  else if (q.shopPrimaryCategoryId) parts.push(sql`${spu.shopCategoryId} in ${shopCategoryAndChildren(shopId, q.shopPrimaryCategoryId)}`);
  if (q.categoryId) parts.push(eq(spu.categoryId, q.categoryId));
  if (q.minSaleNum !== undefined) parts.push(gte(spu.saleNum, q.minSaleNum));
  if (q.maxSaleNum !== undefined) parts.push(lte(spu.saleNum, q.maxSaleNum));
  if (q.minPrice !== undefined) parts.push(gte(spu.priceFee, q.minPrice));
  if (q.maxPrice !== undefined) parts.push(lte(spu.priceFee, q.maxPrice));
  if (q.isCompose !== undefined) parts.push(eq(spu.isCompose, q.isCompose));
  if (q.hasStock !== undefined) parts.push(q.hasStock === 1 ? sql`${spu.stock} > 0` : sql`${spu.stock} <= 0`);
  return and(...parts)!;
}

function ordering(q: SpuSearchQuery): SQL[] {
  const flags: [number | undefined, AnyColumn][] = [
    [q.priceFeeSort, spu.priceFee],
    [q.marketPriceFeeSort, spu.marketPriceFee],
    [q.saleNumSort, spu.saleNum],
    [q.stockSort, spu.stock],
    [q.seqSort, spu.seq],
    [q.createTimeSort, spu.createTime],
  ];
  const chosen = flags.find(([flag]) => flag !== undefined);
  if (chosen) return [chosen[0] === 1 ? asc(chosen[1]) : desc(chosen[1]), desc(spu.spuId)];
  const bySort: Record<number, SQL> = {
    1: desc(spu.createTime),
    2: desc(spu.saleNum),
    3: asc(spu.saleNum),
    4: desc(spu.priceFee),
    5: asc(spu.priceFee),
  };
  return q.sort ? [bySort[q.sort]!, desc(spu.spuId)] : [desc(spu.spuId)];
}

/** One page of the shop's products and the total. */
export async function searchSpus(db: Db, shopId: number, q: SpuSearchQuery) {
  const where = conditions(shopId, q);
  const total = await countRows(db, spu, where);
  const rows = await db
    .select()
    .from(spu)
    .where(where)
    .orderBy(...ordering(q))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { rows, total };
}

export async function skusOfPage(db: Db, spuIds: number[]) {
  if (spuIds.length === 0) return [];
  return db
    .select()
    .from(sku)
    .where(and(inArray(sku.spuId, spuIds), ne(sku.status, -1)))
    .orderBy(asc(sku.skuId));
}
