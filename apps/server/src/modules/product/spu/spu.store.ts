// Products in the database as the product screens read them: one product whole, the list pages and the
// shop's communities. Every read is scoped by the caller's shop; another shop's id reads as not found.
import { and, asc, desc, eq, gte, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  SPU_MESSAGES,
  SpuDataType,
  SpuStatus,
  type CommunityQuery,
  type CommunityVO,
  type PageVO,
  type SkuVO,
  type SpuAdminVO,
  type SpuSearchQuery,
  type SpuSummaryVO,
  type SpuVO,
  type SpuWithSkusVO,
} from '@caremall/contract';
import { community, shopDetail, sku, spu, spuAttrValue, spuCommunity, spuDetail, spuKeyword, spuSkuAttrValue } from '../../../db/schema/index.ts';
import { nextChangeTime } from '../../../db/schema/columns.ts';
import type { Db } from '../../../platform/db/client.ts';
import { versionOf } from '../../../platform/db/record-version.ts';
import { lockedIf } from '../../../platform/db/row-lock.ts';
import { readOrderedPage, readPage } from '../../../platform/db/paging.ts';
import { preparedStatement } from '../../../platform/db/prepared.ts';
import { bound, literal, type Bind } from '../../../platform/db/statement-shapes.ts';
import { anyHasPieces, commonPieces, shopTest, withinShopText } from '../../../platform/db/shop-text-search.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../../platform/http/images.ts';
import { containsText } from '../../../platform/db/contains-text.ts';
import { formatTime } from '../../../platform/http/time.ts';
import { shopCategoryAndChildren } from './catalogue.store.ts';

export type SpuRow = typeof spu.$inferSelect;

/** The shop's live (not deleted) product; another shop's id reads as not found. */
export async function findOwnedSpu(db: Db, shopId: number, spuId: number, forUpdate = false): Promise<SpuRow> {
  const query = db
    .select()
    .from(spu)
    .where(and(eq(spu.spuId, spuId), eq(spu.shopId, shopId), ne(spu.status, SpuStatus.DELETED)))
    .limit(1);
  const [row] = await lockedIf(query, forUpdate);
  if (!row) throw showFail(SPU_MESSAGES.notFound);
  return row;
}

/** Marks the locked product changed (its detail, which lives in a table of its own): a form read before is stale. */
export async function markSpuChanged(tx: Db, row: SpuRow): Promise<void> {
  await tx.update(spu).set({ updateTime: nextChangeTime }).where(eq(spu.spuId, row.spuId));
}

function toSpuSummary(r: SpuRow, resourcesUrl: string): SpuSummaryVO {
  return {
    spuId: r.spuId,
    shopId: r.shopId,
    categoryId: r.categoryId,
    shopCategoryId: r.shopCategoryId,
    brandId: r.brandId,
    name: r.name,
    spuName: r.name,
    sellingPoint: r.sellingPoint,
    mainImgUrl: withResourcesUrl(resourcesUrl, r.mainImgUrl),
    imgUrls: withResourcesUrl(resourcesUrl, r.imgUrls),
    priceFee: r.priceFee,
    marketPriceFee: r.marketPriceFee,
    status: r.status,
    spuStatus: r.status,
    hasSkuImg: r.hasSkuImg,
    seq: r.seq,
    publicationType: r.publicationType,
    productsType: r.productsType,
    serveType: r.serveType,
    isCompose: r.isCompose,
    deliveryMode: r.deliveryMode,
    scoreFee: 0,
    priceScale: r.priceFee / 100,
    marketPriceScale: r.marketPriceFee / 100,
    activityId: 0,
    prodType: 0,
    deliveryTemplateId: 0,
    opinion: r.opinion,
    wgOpinion: r.wgOpinion,
    totalStock: r.stock,
    stock: r.stock,
    saleNum: r.saleNum,
    createTime: formatTime(r.createTime),
    updateTime: formatTime(r.updateTime),
  };
}

/** The live skus of the products `spuIds` (a list page's), in sku order. */
const skusOfSpus = preparedStatement('caremall_skus_of_spus', (db, name) =>
  db
    .select()
    .from(sku)
    .where(and(sql`${sku.spuId} = any(${sql.placeholder('spuIds')})`, ne(sku.status, -1)))
    .orderBy(asc(sku.skuId))
    .prepare(name),
);

/** The shop's name, which every product of the search page carries. */
const shopNameOf = preparedStatement('caremall_shop_name', (db, name) =>
  db
    .select({ shopName: shopDetail.shopName })
    .from(shopDetail)
    .where(eq(shopDetail.shopId, sql.placeholder('shopId')))
    .limit(1)
    .prepare(name),
);

/** The live sales attribute values of the products `spuIds`. */
const skuAttrValuesOfSpus = preparedStatement('caremall_sku_attr_values_of_spus', (db, name) =>
  db
    .select()
    .from(spuSkuAttrValue)
    .where(and(sql`${spuSkuAttrValue.spuId} = any(${sql.placeholder('spuIds')})`, ne(spuSkuAttrValue.status, -1)))
    .orderBy(asc(spuSkuAttrValue.spuSkuAttrId))
    .prepare(name),
);

/** The live skus of several products with their sales attribute values, by product. */
export async function loadSkus(db: Db, spuIds: number[]): Promise<Map<number, SkuVO[]>> {
  const bySpu = new Map<number, SkuVO[]>();
  if (spuIds.length === 0) return bySpu;
  // Both by product, side by side: the attribute values need not wait for the sku ids.
  const [skus, attrs] = await Promise.all([skusOfSpus(db).execute({ spuIds }), skuAttrValuesOfSpus(db).execute({ spuIds })]);
  for (const s of skus) {
    const list = bySpu.get(s.spuId) ?? [];
    list.push({
      skuId: s.skuId,
      spuId: s.spuId,
      skuName: s.skuName,
      attrs: s.attrs,
      imgUrl: s.imgUrl,
      priceFee: s.priceFee,
      marketPriceFee: s.marketPriceFee,
      stock: s.stock,
      partyCode: s.partyCode,
      modelId: s.modelId,
      status: s.status,
      spuSkuAttrValues: attrs
        .filter((a) => a.skuId === s.skuId)
        .map((a) => ({
          spuSkuAttrId: a.spuSkuAttrId,
          attrId: a.attrId,
          attrName: a.attrName,
          attrValueId: a.attrValueId,
          attrValueName: a.attrValueName,
        })),
    });
    bySpu.set(s.spuId, list);
  }
  return bySpu;
}

/** The whole product as the edit page reads it. */
export async function loadSpuVO(db: Db, shopId: number, spuId: number, resourcesUrl: string): Promise<SpuVO> {
  return spuVOOf(db, await findOwnedSpu(db, shopId, spuId), resourcesUrl);
}

/** `loadSpuVO` of a product row already found. */
export async function spuVOOf(db: Db, row: SpuRow, resourcesUrl: string): Promise<SpuVO> {
  const spuId = row.spuId;
  const [detail] = await db.select().from(spuDetail).where(eq(spuDetail.spuId, spuId));
  const attrValues = await db.select().from(spuAttrValue).where(eq(spuAttrValue.spuId, spuId)).orderBy(asc(spuAttrValue.spuAttrValueId));
  const keywords = await db.select().from(spuKeyword).where(eq(spuKeyword.spuId, spuId)).orderBy(asc(spuKeyword.spuKeywordId));
  const communities = await db.select().from(spuCommunity).where(eq(spuCommunity.spuId, spuId)).orderBy(asc(spuCommunity.spuCommunityId));
  const skus = (await loadSkus(db, [spuId])).get(spuId) ?? [];
  return {
    ...toSpuSummary(row, resourcesUrl),
    version: versionOf(row),
    detail: detail?.detail ?? null,
    spuAttrValues: attrValues.map((a) => ({
      spuAttrValueId: a.spuAttrValueId,
      spuId: a.spuId,
      attrId: a.attrId,
      attrName: a.attrName,
      attrValueId: a.attrValueId,
      attrValueName: a.attrValueName,
    })),
    spuKeywordValues: keywords.map((k) => ({ keyword: k.keyword })),
    spuCommunityValues: communities.map((c) => ({ communityType: c.communityType, communityId: c.communityId, communityName: c.communityName })),
    skus,
    skuList: skus,
  };
}

// ---------------------------------------------------------------------------------------------
// The list pages (spec section 7, "product list search params").

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

/** Name and selling point together, as migration 0010 indexes them. */
const TEXT_SEARCH = { name: 'spu_text_search', shop: spu.shopId, text: sql`(${spu.name} || chr(10) || coalesce(${spu.sellingPoint}, ''))` };
/** The SKUs' party codes, as migration 0012 indexes them. */
const PARTY_CODE_SEARCH = { name: 'sku_party_code_search', shop: sku.shopId, text: sql`${sku.partyCode}` };

/** The pieces each substring index lists as common, read only for the filters a search uses. */
interface CommonPieces {
  text: readonly string[];
  partyCode: readonly string[];
}

/**
 * The list's filter; without `lookups` the keyword is its substring test alone (for a page of a keyword most products hold).
 * Its values go in as `bind` takes them; a keyword and a party code are written in (their pieces shape the statement).
 */
function conditions(shop: number, q: SpuSearchQuery, common: CommonPieces, lookups = true, bind: Bind = literal): SQL {
  const keyword = q.keyword ?? q.name;
  const shopId = bind('shopId', shop);
  // A keyword's pieces carry the shop id, so they find the shop's rows alone; the shop test then stays a
  // filter: otherwise the planner also reads the shop's 100,000 entries of a shop index to AND them.
  const parts: (SQL | undefined)[] = [shopTest(spu.shopId, shopId, lookups ? keyword : undefined), ne(spu.status, SpuStatus.DELETED)];
  const explicitStatus = q.spuStatus ?? q.status;
  parts.push(explicitStatus !== undefined ? eq(spu.status, bind('status', explicitStatus)) : dataTypeCondition(q.dataType));
  if (q.spuId) parts.push(eq(spu.spuId, bind('spuId', q.spuId)));
  if (keyword) {
    const matches = or(containsText(spu.name, keyword), containsText(spu.sellingPoint, keyword))!;
    parts.push(lookups ? withinShopText(TEXT_SEARCH, shopId, keyword, matches, common.text) : matches);
  }
  if (q.partyCode) {
    // The matching SKUs first (their index), then their products: not one lookup of SKUs per product.
    const matches = containsText(sku.partyCode, q.partyCode);
    const codes = withinShopText(PARTY_CODE_SEARCH, shopId, q.partyCode, matches, common.partyCode);
    parts.push(
      sql`${spu.spuId} in (select ${sku.spuId} from ${sku} where ${shopTest(sku.shopId, shopId, q.partyCode)} and ${sku.status} <> -1 and ${codes})`,
    );
  }
  if (q.shopSecondaryCategoryId) parts.push(eq(spu.shopCategoryId, bind('shopSecondaryCategoryId', q.shopSecondaryCategoryId)));
  else if (q.shopPrimaryCategoryId)
    parts.push(sql`${spu.shopCategoryId} in ${shopCategoryAndChildren(shopId, bind('shopPrimaryCategoryId', q.shopPrimaryCategoryId))}`);
  if (q.categoryId) parts.push(eq(spu.categoryId, bind('categoryId', q.categoryId)));
  if (q.brandId !== undefined) parts.push(eq(spu.brandId, bind('brandId', q.brandId)));
  if (q.minSaleNum !== undefined) parts.push(gte(spu.saleNum, bind('minSaleNum', q.minSaleNum)));
  if (q.maxSaleNum !== undefined) parts.push(lte(spu.saleNum, bind('maxSaleNum', q.maxSaleNum)));
  if (q.minPrice !== undefined) parts.push(gte(spu.priceFee, bind('minPrice', q.minPrice)));
  if (q.maxPrice !== undefined) parts.push(lte(spu.priceFee, bind('maxPrice', q.maxPrice)));
  if (q.isCompose !== undefined) parts.push(eq(spu.isCompose, bind('isCompose', q.isCompose)));
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

/** The list's filters and order for the shop, without paging (the export walks every match), its values as `bind` takes them. */
export async function searchSelection(
  db: Db,
  shopId: number,
  q: SpuSearchQuery,
  bind: Bind = literal,
): Promise<{ where: SQL; broadWhere: SQL | undefined; orderBy: SQL[] }> {
  const [text, partyCode] = await Promise.all([
    (q.keyword ?? q.name) ? commonPieces(db, TEXT_SEARCH) : [],
    q.partyCode ? commonPieces(db, PARTY_CODE_SEARCH) : [],
  ]);
  const common = { text, partyCode };
  // Only a keyword with pieces looks anything up that a broad page would leave out.
  const broadWhere = anyHasPieces(q.keyword ?? q.name) ? conditions(shopId, q, common, false, bind) : undefined;
  return { where: conditions(shopId, q, common, true, bind), broadWhere, orderBy: ordering(q) };
}

/** A substring search or a price range: its index finds the matches, not in the list's order. */
const isNarrow = (q: SpuSearchQuery) => anyHasPieces(q.keyword ?? q.name, q.partyCode) || q.minPrice !== undefined || q.maxPrice !== undefined;

/** One page of the shop's products in the list's order, each row made into `T` (with what else it needs). */
async function searchPage<T>(db: Db, shopId: number, q: SpuSearchQuery, toList: (rows: SpuRow[]) => Promise<T[]>): Promise<PageVO<T>> {
  const { where, broadWhere, orderBy } = await searchSelection(db, shopId, q, bound);
  return readOrderedPage(db, q, { table: spu, key: spu.spuId, where, broadWhere, orderBy, toList, narrow: isNarrow(q) });
}

/** The merchant product list: a row per product with its shop's name and its skus' prices and stock. */
export function spuAdminPage(db: Db, shopId: number, q: SpuSearchQuery, resourcesUrl: string): Promise<PageVO<SpuAdminVO>> {
  return searchPage(db, shopId, q, async (rows) => {
    const spuIds = rows.map((r) => r.spuId);
    const [skus, [shop]] = await Promise.all([spuIds.length ? skusOfSpus(db).execute({ spuIds }) : [], shopNameOf(db).execute({ shopId })]);
    return rows.map((r) => ({
      spuId: r.spuId,
      spuName: r.name,
      sellingPoint: r.sellingPoint,
      mainImgUrl: withResourcesUrl(resourcesUrl, r.mainImgUrl),
      shopId: r.shopId,
      shopName: shop?.shopName ?? null,
      priceFee: r.priceFee,
      marketPriceFee: r.marketPriceFee,
      saleNum: r.saleNum,
      spuStatus: r.status,
      stock: r.stock,
      seq: r.seq,
      isCompose: r.isCompose,
      createTime: formatTime(r.createTime),
      skuList: skus
        .filter((s) => s.spuId === r.spuId)
        .map((s) => ({ skuId: s.skuId, skuName: s.skuName, priceFee: s.priceFee, stock: s.stock, status: s.status, partyCode: s.partyCode })),
    }));
  });
}

/** The spu pages: each product with its skus. */
export function spuWithSkusPage(db: Db, shopId: number, q: SpuSearchQuery, resourcesUrl: string): Promise<PageVO<SpuWithSkusVO>> {
  return searchPage(db, shopId, q, async (rows) => {
    const skus = await loadSkus(
      db,
      rows.map((r) => r.spuId),
    );
    return rows.map((r) => ({ ...toSpuSummary(r, resourcesUrl), skus: skus.get(r.spuId) ?? [] }));
  });
}

/** The product select dialog's page: the products alone. */
export function spuSummaryPage(db: Db, shopId: number, q: SpuSearchQuery, resourcesUrl: string): Promise<PageVO<SpuSummaryVO>> {
  return searchPage(db, shopId, q, async (rows) => rows.map((r) => toSpuSummary(r, resourcesUrl)));
}

/** Communities and stations of the shop's operator (its tenant name); a shop without one is refused. */
export async function communityPage(db: Db, shopId: number, query: CommunityQuery): Promise<PageVO<CommunityVO>> {
  const [shop] = await db.select().from(shopDetail).where(eq(shopDetail.shopId, shopId)).limit(1);
  if (!shop?.tenantName) throw showFail(SPU_MESSAGES.noTenant);
  const where = and(
    eq(community.affiliation, shop.tenantName),
    query.communityName ? containsText(community.communityName, query.communityName) : undefined,
    query.commType ? eq(community.commType, query.commType) : undefined,
  );
  return readPage(db, query, {
    table: community,
    where,
    rows: async (limit, offset) =>
      (await db.select().from(community).where(where).orderBy(asc(community.id)).limit(limit).offset(offset)).map((c) => ({
        id: c.id,
        communityName: c.communityName,
        communityAddress: c.communityAddress,
        commType: c.commType,
      })),
  });
}
