// A product save in the database: every rule of the spec checked, then the product, its skus and their
// attribute values, keywords, communities and detail written in one transaction.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_DELIVERY_MODE,
  PublicationType,
  SPU_LIMITS,
  SPU_MESSAGES as M,
  SearchType,
  SpuStatus,
  isCareShop,
  isSpuLocked,
  submissionProblems,
  type SkuBody,
  type SpuBody,
  type SpuUpdateBody,
  SpuBody as SpuBodySchema,
  type SubmissionProblem,
} from '@caremall/contract';
import { community, shopDetail, sku, spu, spuAttrValue, spuCommunity, spuDetail, spuKeyword, spuSkuAttrValue } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { refuseIfChangedSince } from '../../../platform/db/record-version.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { insertRows, nextIdentities } from '../../../platform/db/insert-rows.ts';
import { toStoredPath } from '../../../platform/storage/picture-paths.ts';
import { holdLibraryPictures } from '../../../platform/storage/library-pictures.ts';
import {
  categoryBasicAttrs,
  brandChoosable,
  brandInCategory,
  categoryOnShelf,
  findCategory,
  hasSubcategories,
  type BasicAttrInfo,
  type CategoryInfo,
} from './catalogue.store.ts';
import { sanitizeRichText } from '../../../platform/http/sanitize-html.ts';
import { findOwnedSpu, spuVOOf, type SpuRow } from './spu.store.ts';

export interface ShopInfo {
  shopId: number;
  type: number | null;
  tenantName: string | null;
}

export async function shopInfoOf(db: Db, shopId: number): Promise<ShopInfo> {
  const [shop] = await db.select().from(shopDetail).where(eq(shopDetail.shopId, shopId)).limit(1);
  return { shopId, type: shop?.type ?? null, tenantName: shop?.tenantName ?? null };
}

/** The catalogue reads of a save. An import shares one set for all its products (`importReads`, spu-import.store.ts). */
export interface CatalogueReads {
  category: (db: Db, categoryId: number, lock?: 'share') => Promise<CategoryInfo | null>;
  /** The basic attributes of a platform category, with their values. */
  basicAttrs: (db: Db, categoryId: number) => Promise<BasicAttrInfo[]>;
  /** Whether a category has sub-categories: a shop's first level with some takes no products. */
  hasSubcategories: (db: Db, categoryId: number) => Promise<boolean>;
}
type Communities = { communityType: number; communityId: number; communityName: string }[];

const DIRECT_READS: CatalogueReads = { category: findCategory, basicAttrs: categoryBasicAttrs, hasSubcategories };

const attrKey = (v: { attrName: string; attrValueName: string }) => `${v.attrName}\u0000${v.attrValueName}`;
const sortedNames = (values: SkuBody['spuSkuAttrValues']) => values.map((v) => v.attrName).sort();

/**
 * The sales attributes must form a grid: every name given (a value without its name is told by the name), no name
 * twice, then the same names on every sku as on the first, in any order, and no combination twice, told on each sku
 * breaking it.
 */
function salesAttrsProblems(skus: SkuBody[]): SubmissionProblem[] {
  const problems: SubmissionProblem[] = [];
  skus.forEach((s, i) =>
    s.spuSkuAttrValues.forEach((v, j) => {
      if (v.attrName.trim() === '') problems.push({ message: M.salesAttrNameBlank, path: ['skuList', i, 'spuSkuAttrValues', j, 'attrName'] });
    }),
  );
  if (problems.length) return problems;
  const names = skus[0]?.spuSkuAttrValues.map((v) => v.attrName) ?? [];
  const repeated = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (repeated >= 0) return [{ message: M.duplicateSalesAttr, path: ['skuList', 0, 'spuSkuAttrValues', repeated, 'attrName'] }];
  const expected = sortedNames(skus[0]?.spuSkuAttrValues ?? []).join('\u0001');
  const combos = new Set<string>();
  skus.forEach((s, i) => {
    const combo = s.spuSkuAttrValues.map(attrKey).sort().join('\u0001');
    if (sortedNames(s.spuSkuAttrValues).join('\u0001') !== expected) problems.push({ message: M.inconsistentSku, path: ['skuList', i] });
    else if (combos.has(combo)) problems.push({ message: M.duplicateSku, path: ['skuList', i] });
    else combos.add(combo);
  });
  return problems;
}

/** Each sku's sales attribute values in the order the first sku names them (the grid is checked: the same names on each). */
function inFirstSkuOrder(skus: SkuBody[]): SkuBody[] {
  const order = new Map((skus[0]?.spuSkuAttrValues ?? []).map((v, i) => [v.attrName, i]));
  const rank = (name: string) => order.get(name) ?? order.size;
  return skus.map((s) => ({ ...s, spuSkuAttrValues: [...s.spuSkuAttrValues].sort((a, b) => rank(a.attrName) - rank(b.attrName)) }));
}

/**
 * The product's basic attributes judged against its platform category's: each one of the category's basic
 * attributes, given once, with a value id (when not 0, free text) among that attribute's values. Answers the
 * values to write: the attribute's own name, and a chosen value's own text, whatever the client sent.
 */
function basicAttrsChecked(sent: SpuBody['spuAttrValues'], attrs: BasicAttrInfo[]) {
  const byId = new Map(attrs.map((a) => [a.attrId, a]));
  const problems: SubmissionProblem[] = [];
  const seen = new Set<number>();
  const values = sent.map((v, i) => {
    const attr = byId.get(v.attrId);
    if (!attr) {
      problems.push({ message: M.badBasicAttr, path: ['spuAttrValues', i, 'attrId'] });
      return v;
    }
    if (seen.has(attr.attrId)) problems.push({ message: M.duplicateBasicAttr, path: ['spuAttrValues', i, 'attrId'] });
    seen.add(attr.attrId);
    if (!v.attrValueId) return { ...v, attrName: attr.name, attrValueId: 0 };
    const value = attr.values.get(v.attrValueId);
    if (value === undefined) {
      problems.push({ message: M.badBasicAttrValue, path: ['spuAttrValues', i, 'attrValueId'] });
      return { ...v, attrName: attr.name };
    }
    return { ...v, attrName: attr.name, attrValueName: value };
  });
  return { problems, values };
}

/**
 * What is wrong with the product's platform and shop categories, platform first: a platform category that is
 * not there, not a leaf of the platform's tree or off shelf is `badCategory`, a shop category not the shop's,
 * off shelf, or a first level that has sub-categories (spec §5: the category selector then needs the second
 * level) `badShopCategory` (the spec and upstream word no refusal of their own for a save: upstream's
 * 该商品所属的店铺分类禁用中 is its shelf-on's, `shopCategoryOffline`). A category not
 * given is the required check's to tell. An import asks this of every product, whatever else is wrong with its rows.
 */
export async function categoryProblems(
  db: Db,
  shop: ShopInfo,
  ids: { categoryId?: number | null; shopCategoryId?: number | null },
  reads: CatalogueReads,
  lock?: 'share',
): Promise<SubmissionProblem[]> {
  const problems: SubmissionProblem[] = [];
  if (ids.categoryId) {
    const category = await reads.category(db, ids.categoryId, lock);
    if (!category || category.shopId !== 0 || category.level !== 2 || !categoryOnShelf(category))
      problems.push({ message: M.badCategory, path: ['categoryId'] });
  }
  if (ids.shopCategoryId) {
    const shopCategory = await reads.category(db, ids.shopCategoryId, lock);
    if (
      !shopCategory ||
      shopCategory.shopId !== shop.shopId ||
      !categoryOnShelf(shopCategory) ||
      (await reads.hasSubcategories(db, shopCategory.categoryId))
    )
      problems.push({ message: M.badShopCategory, path: ['shopCategoryId'] });
  }
  return problems;
}

/**
 * The product's platform and shop categories. The save's transaction checks them again with the rows
 * locked FOR SHARE: a category's delete or take-down then waits and sees the product, or it came first and
 * the save is refused, so no product is saved into a deleted category or one off shelf.
 */
async function checkCategories(db: Db, shop: ShopInfo, body: SpuBody, reads: CatalogueReads, lock?: 'share'): Promise<void> {
  const [problem] = await categoryProblems(db, shop, body, reads, lock);
  if (problem) throw showFail(problem.message);
}

/**
 * Runs every rule of a save and answers every one the product breaks, in the order the form checks them (a save
 * is refused with the first; an import tells them all), and what the transaction writes (`body`: the basic
 * attributes with their own names, the sales attribute values in the first sku's order). The basic attributes and
 * the brand are judged only under a platform category the product may have: another's attributes say nothing.
 */
async function validate(db: Db, shop: ShopInfo, sent: SpuBody, reads: CatalogueReads, keptBrandId?: number) {
  const categories = await categoryProblems(db, shop, sent, reads);
  const categoryFits = !!sent.categoryId && !categories.some((p) => p.message === M.badCategory);
  const attrs = categoryFits ? await reads.basicAttrs(db, sent.categoryId!) : [];
  const basic = categoryFits ? basicAttrsChecked(sent.spuAttrValues, attrs) : { problems: [], values: sent.spuAttrValues };
  const body: SpuBody = { ...sent, spuAttrValues: basic.values };
  const importantAttrIds = attrs.filter((a) => a.searchType === SearchType.IMPORTANT).map((a) => a.attrId);
  const problems = submissionProblems(body, { shopType: shop.type, tenantName: shop.tenantName, importantAttrIds });
  problems.push(...salesAttrsProblems(body.skuList));
  // The skus' total: a sku's own stock past it is its range's to tell.
  if (body.skuList.reduce((sum, s) => sum + (s.stock ?? 0), 0) > SPU_LIMITS.maxStock) problems.push({ message: M.stockTooLarge, path: [] });

  problems.push(...categories, ...basic.problems);
  // No brand is 0 (or none); the brand chooser offers the category's brands only.
  if (body.brandId) {
    if (!(await brandChoosable(db, body.brandId, keptBrandId))) problems.push({ message: M.badBrand, path: ['brandId'] });
    else if (categoryFits && !(await brandInCategory(db, body.brandId, body.categoryId!)))
      problems.push({ message: M.brandNotInCategory, path: ['brandId'] });
  }

  const care = isCareShop(shop.type);
  let communities: Communities = [];
  const ids = [...new Set(body.spuCommunityValues.map((c) => c.communityId))];
  // No tenant or no community is the submission checks' to tell.
  if (care && shop.tenantName && ids.length) {
    const found = await db
      .select()
      .from(community)
      .where(and(inArray(community.id, ids), eq(community.affiliation, shop.tenantName)));
    if (found.length !== ids.length) problems.push({ message: M.badCommunity, path: ['spuCommunityValues'] });
    communities = found.map((c) => ({ communityType: c.commType, communityId: c.id, communityName: c.communityName }));
  }
  const publicationType = care ? body.publicationType! : PublicationType.PRODUCT;
  return { problems, publicationType, communities, care, body: { ...body, skuList: inFirstSkuOrder(body.skuList) } };
}

/** `validate`, refused with its first problem. */
async function validated(db: Db, shop: ShopInfo, body: SpuBody, reads: CatalogueReads, keptBrandId?: number) {
  const { problems, ...checked } = await validate(db, shop, body, reads, keptBrandId);
  if (problems.length) throw showFail(problems[0]!.message);
  return checked;
}

function spuColumns(body: SpuBody, publicationType: number, base: string) {
  const enabled = body.skuList.filter((s) => s.status === 1);
  const priced = enabled.length ? enabled : body.skuList;
  // Absent: an edit keeps the stored mode (undefined is left out of the update), a new product gets the default.
  const deliveryMode =
    body.deliveryMode === null || body.deliveryMode === undefined
      ? undefined
      : typeof body.deliveryMode === 'string'
        ? body.deliveryMode
        : JSON.stringify(body.deliveryMode);
  return {
    categoryId: body.categoryId!,
    shopCategoryId: body.shopCategoryId!,
    brandId: body.brandId ?? 0,
    name: body.name!.trim(),
    sellingPoint: body.sellingPoint?.trim() ?? null,
    seq: body.seq!,
    publicationType,
    productsType: publicationType === PublicationType.PRODUCT ? (body.productsType ?? null) : null,
    serveType: publicationType === PublicationType.SERVICE ? (body.serveType ?? null) : null,
    mainImgUrl: toStoredPath(base, body.mainImgUrl),
    imgUrls: (body.imgUrls ?? '')
      .split(',')
      .map((p) => toStoredPath(base, p.trim()))
      .filter(Boolean)
      .join(','),
    hasSkuImg: body.hasSkuImg,
    isCompose: body.isCompose,
    deliveryMode,
    priceFee: Math.min(...priced.map((s) => s.priceFee!)),
    marketPriceFee: Math.min(...priced.map((s) => s.marketPriceFee ?? 0)),
  };
}

const skuColumns = (s: SkuBody, base: string) => ({
  skuName: s.spuSkuAttrValues.length ? s.spuSkuAttrValues.map((v) => v.attrValueName).join(' ') : (s.skuName ?? null),
  attrs: s.spuSkuAttrValues.length ? s.spuSkuAttrValues.map((v) => v.attrName).join(',') : (s.attrs ?? null),
  imgUrl: s.imgUrl ? toStoredPath(base, s.imgUrl) : null,
  priceFee: s.priceFee!,
  marketPriceFee: s.marketPriceFee ?? 0,
  partyCode: s.partyCode?.trim() || null,
  modelId: s.modelId?.trim() || null,
  status: s.status,
});

const skuAttrRows = (spuId: number, skuId: number, s: SkuBody) =>
  s.spuSkuAttrValues.map((v) => ({
    spuId,
    skuId,
    attrId: v.attrId ?? 0,
    attrName: v.attrName,
    attrValueId: v.attrValueId ?? 0,
    attrValueName: v.attrValueName,
  }));

async function insertSku(tx: Db, base: string, shopId: number, spuId: number, s: SkuBody): Promise<void> {
  const [created] = await tx
    .insert(sku)
    .values({ ...skuColumns(s, base), spuId, shopId, stock: s.stock! })
    .returning({ skuId: sku.skuId });
  await insertRows(tx, spuSkuAttrValue, skuAttrRows(spuId, created!.skuId, s));
}

/** What of a product shows pictures: its main picture and pictures, its SKUs', and its detail (as stored, cleaned). */
const pictureValuesOf = (body: SpuBody, detail: string | null) => [body.mainImgUrl, body.imgUrls, ...body.skuList.map((s) => s.imgUrl), detail];

/** The rows a save writes beside the product's own: basic attribute values, keywords, communities and detail. */
function childRows(spuId: number, body: SpuBody, communities: Communities) {
  return {
    attrValues: body.spuAttrValues
      .filter((v) => (v.attrValueName ?? '').trim() !== '')
      .map((v) => ({
        spuId,
        attrId: v.attrId,
        attrName: v.attrName ?? null,
        attrValueId: v.attrValueId ?? 0,
        attrValueName: v.attrValueName!.trim(),
      })),
    keywords: [...new Set(body.spuKeywordValues.map((k) => k.keyword))].map((keyword) => ({ spuId, keyword })),
    communities: communities.map((c) => ({ spuId, ...c })),
    detail: { spuId, detail: sanitizeRichText(body.detail) },
  };
}

/**
 * A product's basic attribute values on an edit: one attribute's row is updated where it is, so its id stays (the
 * contract upserts them by id; a form opened before another save still names rows that are there), a new
 * attribute's is added and one no longer sent is deleted.
 */
async function writeAttrValues(tx: Db, spuId: number, rows: ReturnType<typeof childRows>['attrValues']): Promise<void> {
  const stored = await tx
    .select({ id: spuAttrValue.spuAttrValueId, attrId: spuAttrValue.attrId })
    .from(spuAttrValue)
    .where(eq(spuAttrValue.spuId, spuId))
    .orderBy(spuAttrValue.spuAttrValueId);
  const byAttr = new Map<number, number>();
  for (const row of stored) if (!byAttr.has(row.attrId)) byAttr.set(row.attrId, row.id);
  const kept = new Set<number>();
  const added: typeof rows = [];
  for (const row of rows) {
    const id = byAttr.get(row.attrId);
    if (id === undefined || kept.has(id)) {
      added.push(row);
      continue;
    }
    kept.add(id);
    const { attrName, attrValueId, attrValueName } = row;
    await tx.update(spuAttrValue).set({ attrName, attrValueId, attrValueName }).where(eq(spuAttrValue.spuAttrValueId, id));
  }
  const gone = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length) await tx.delete(spuAttrValue).where(inArray(spuAttrValue.spuAttrValueId, gone));
  await insertRows(tx, spuAttrValue, added);
}

/** An edit writes the product's children anew (its basic attribute values in place). */
async function replaceChildren(tx: Db, spuId: number, rows: ReturnType<typeof childRows>): Promise<void> {
  await writeAttrValues(tx, spuId, rows.attrValues);
  await tx.delete(spuKeyword).where(eq(spuKeyword.spuId, spuId));
  await insertRows(tx, spuKeyword, rows.keywords);
  await tx.delete(spuCommunity).where(eq(spuCommunity.spuId, spuId));
  await insertRows(tx, spuCommunity, rows.communities);
  await tx
    .insert(spuDetail)
    .values(rows.detail)
    .onConflictDoUpdate({ target: spuDetail.spuId, set: { detail: rows.detail.detail, updateTime: new Date() } });
}

/** What an upstream mall4cloud client leaves out, as its backend fills it: no order (seq) is order 1, and a product type the client has no field for is "other products". */
const UPSTREAM_DEFAULT_SEQ = 1;
const UPSTREAM_DEFAULT_PRODUCTS_TYPE = 5;
function withUpstreamDefaults(shop: ShopInfo, body: SpuBody): SpuBody {
  const product = isCareShop(shop.type) ? body.publicationType === PublicationType.PRODUCT : true;
  return {
    ...body,
    seq: body.seq ?? UPSTREAM_DEFAULT_SEQ,
    productsType: product ? (body.productsType ?? UPSTREAM_DEFAULT_PRODUCTS_TYPE) : body.productsType,
  };
}

/**
 * Search keywords are a care shop's, as its communities are (spec: the form asks them of shop types 3 and 4 only):
 * another shop's are not written, so its new product has none and its edit keeps what is stored.
 */
function withShopKeywords<T extends { spuKeywordValues?: SpuBody['spuKeywordValues'] }>(shop: ShopInfo, body: T, none: [] | undefined): T {
  return isCareShop(shop.type) ? body : { ...body, spuKeywordValues: none };
}

/** A new product whose every rule is checked (`checkNewSpu`): what `insertNewSpus` writes. */
export interface CheckedSpu {
  body: SpuBody;
  publicationType: number;
  communities: Communities;
}

export async function checkNewSpu(db: Db, shop: ShopInfo, sent: SpuBody, reads: CatalogueReads = DIRECT_READS): Promise<CheckedSpu> {
  const { body, publicationType, communities } = await validated(db, shop, withUpstreamDefaults(shop, withShopKeywords(shop, sent, [])), reads);
  return { body, publicationType, communities };
}

/**
 * `checkNewSpu` answering every rule the product breaks, each with the place of the body it is about (an import
 * tells them all, each on its row and column), rather than refusing with the first.
 */
export async function judgeNewSpu(
  db: Db,
  shop: ShopInfo,
  sent: SpuBody,
  reads: CatalogueReads = DIRECT_READS,
): Promise<{ checked: CheckedSpu; problems: [] } | { checked: null; problems: SubmissionProblem[] }> {
  const { problems, publicationType, communities, body } = await validate(
    db,
    shop,
    withUpstreamDefaults(shop, withShopKeywords(shop, sent, [])),
    reads,
  );
  return problems.length ? { checked: null, problems } : { checked: { body, publicationType, communities }, problems: [] };
}

/**
 * Writes checked new products (off shelf until the merchant puts them on shelf for review) in the caller's
 * transaction, one statement per table whatever their number: an import writes thousands at once. Their
 * categories are checked again, locked, first.
 */
export async function insertNewSpus(
  tx: Db,
  shop: ShopInfo,
  base: string,
  products: CheckedSpu[],
  reads: CatalogueReads = DIRECT_READS,
): Promise<number[]> {
  for (const { body } of products) await checkCategories(tx, shop, body, reads, 'share');
  const spuIds = await nextIdentities(tx, spu, spu.spuId, products.length);
  const children = products.map(({ body, communities }, i) => childRows(spuIds[i]!, body, communities));
  await holdLibraryPictures(
    tx,
    shop.shopId,
    products.flatMap(({ body }, i) => pictureValuesOf(body, children[i]!.detail.detail)),
  );
  const skus = products.flatMap(({ body }, i) => body.skuList.map((s) => ({ spuId: spuIds[i]!, s })));
  const skuIds = await nextIdentities(tx, sku, sku.skuId, skus.length);
  await insertRows(
    tx,
    spu,
    products.map(({ body, publicationType }, i) => {
      const columns = spuColumns(body, publicationType, base);
      return {
        ...columns,
        deliveryMode: columns.deliveryMode ?? JSON.stringify(DEFAULT_DELIVERY_MODE),
        spuId: spuIds[i]!,
        shopId: shop.shopId,
        status: SpuStatus.OFF_SHELF,
        stock: body.skuList.reduce((sum, s) => sum + s.stock!, 0),
      };
    }),
  );
  await insertRows(
    tx,
    sku,
    skus.map(({ spuId, s }, i) => ({ ...skuColumns(s, base), skuId: skuIds[i]!, spuId, shopId: shop.shopId, stock: s.stock! })),
  );
  await insertRows(
    tx,
    spuSkuAttrValue,
    skus.flatMap(({ spuId, s }, i) => skuAttrRows(spuId, skuIds[i]!, s)),
  );
  await insertRows(
    tx,
    spuAttrValue,
    children.flatMap((c) => c.attrValues),
  );
  await insertRows(
    tx,
    spuKeyword,
    children.flatMap((c) => c.keywords),
  );
  await insertRows(
    tx,
    spuCommunity,
    children.flatMap((c) => c.communities),
  );
  await insertRows(
    tx,
    spuDetail,
    children.map((c) => c.detail),
  );
  return spuIds;
}

/** Creates a product, in a transaction of its own. */
export async function createSpu(db: Db, shop: ShopInfo, sent: SpuBody, base: string): Promise<number> {
  const checked = await checkNewSpu(db, shop, sent);
  const [spuId] = await db.transaction((tx) => insertNewSpus(tx, shop, base, [checked]));
  return spuId!;
}

/** Stock may only grow on edit: each kept sku's change is an increment, never an overwrite. */
function stockIncrement(s: SkuBody, current: number): number {
  const change = s.changeStock ?? s.stock! - current;
  if (change < 0 || s.stock! < 0) throw showFail(M.stockBelowOriginal);
  return change;
}

/**
 * An update's fields left out (undefined) take what the product holds, as its edit page reads it (a save body); so
 * do a named sku's, and a new sku is on sale. Upstream's client always sends the whole product; another client's
 * smaller body changes what it names and nothing else. A named sku sent without sales attribute values (upstream's
 * client drops them on edit) keeps the ones stored, so its combination is judged and kept as it is.
 */
async function withStoredFields(db: Db, product: SpuRow, base: string, sent: SpuUpdateBody): Promise<SpuBody> {
  const stored = await spuVOOf(db, product, base);
  const storedSkus = new Map(stored.skuList.map((s) => [s.skuId, s]));
  const skuList = (sent.skuList ?? stored.skuList).map((s) => {
    const kept = s.skuId === undefined ? undefined : storedSkus.get(s.skuId);
    return {
      ...leftOutFrom(kept ?? {}, s),
      status: s.status ?? kept?.status ?? 1,
      spuSkuAttrValues: s.spuSkuAttrValues?.length ? s.spuSkuAttrValues : (kept?.spuSkuAttrValues ?? []),
    };
  });
  const fields = Object.keys(SpuBodySchema.shape) as (keyof SpuBody)[];
  return { ...leftOutFrom(stored, sent, fields), skuList } as SpuBody;
}

/** `sent` with each of its fields left out (of `fields`, or of `stored`'s) taken from `stored`. */
function leftOutFrom<T extends object>(stored: object, sent: T, fields: string[] = Object.keys(stored)): T {
  const merged = { ...sent } as Record<string, unknown>;
  for (const field of fields) if (merged[field] === undefined) merged[field] = (stored as Record<string, unknown>)[field];
  return merged as T;
}

export async function updateSpu(db: Db, shop: ShopInfo, sentBody: SpuUpdateBody, base: string): Promise<void> {
  if (!sentBody.spuId) throw showFail(M.notFound);
  const existing = await findOwnedSpu(db, shop.shopId, sentBody.spuId);
  if (isSpuLocked(existing.status)) throw showFail(M.notEditable);
  const sent = withUpstreamDefaults(shop, await withStoredFields(db, existing, base, withShopKeywords(shop, sentBody, undefined)));
  const { body, publicationType, communities } = await validated(db, shop, sent, DIRECT_READS, existing.brandId);
  const spuId = existing.spuId;
  await db.transaction(async (tx) => {
    // The product row is locked first, as inline stock edits do, so the two never deadlock.
    const locked = await findOwnedSpu(tx, shop.shopId, spuId, true);
    if (isSpuLocked(locked.status)) throw showFail(M.notEditable);
    refuseIfChangedSince(locked, sentBody.version, M.changedMeanwhile);
    await checkCategories(tx, shop, body, DIRECT_READS, 'share');
    const current = await tx
      .select()
      .from(sku)
      .where(and(eq(sku.spuId, spuId), ne(sku.status, -1)));
    const [stored] = await tx.select({ detail: spuDetail.detail }).from(spuDetail).where(eq(spuDetail.spuId, spuId));
    const children = childRows(spuId, body, communities);
    const shown = [locked.mainImgUrl, locked.imgUrls, ...current.map((s) => s.imgUrl), stored?.detail];
    await holdLibraryPictures(tx, shop.shopId, pictureValuesOf(body, children.detail.detail), shown);
    const byId = new Map(current.map((s) => [s.skuId, s]));
    // A kept sku's sales attribute values are written anew only when they change, so their ids stay.
    const valuesKey = (values: { attrId: number; attrName: string; attrValueId: number; attrValueName: string }[]) =>
      JSON.stringify(values.map((v) => [v.attrId, v.attrName, v.attrValueId, v.attrValueName]));
    const storedValues = await tx
      .select()
      .from(spuSkuAttrValue)
      .where(and(eq(spuSkuAttrValue.spuId, spuId), ne(spuSkuAttrValue.status, -1)))
      .orderBy(spuSkuAttrValue.spuSkuAttrId);
    const kept = new Set<number>();
    for (const s of body.skuList) {
      if (s.skuId === undefined) {
        await insertSku(tx, base, shop.shopId, spuId, s);
        continue;
      }
      const row = byId.get(s.skuId);
      if (!row || kept.has(s.skuId)) throw showFail(M.badSku);
      kept.add(s.skuId);
      const change = stockIncrement(s, row.stock);
      await tx
        .update(sku)
        .set({ ...skuColumns(s, base), stock: sql`${sku.stock} + ${change}` })
        .where(eq(sku.skuId, s.skuId));
      const values = skuAttrRows(spuId, s.skuId, s);
      if (values.length && valuesKey(values) !== valuesKey(storedValues.filter((v) => v.skuId === s.skuId))) {
        await tx.delete(spuSkuAttrValue).where(eq(spuSkuAttrValue.skuId, s.skuId));
        await insertRows(tx, spuSkuAttrValue, values);
      }
    }
    const removed = current.filter((s) => !kept.has(s.skuId)).map((s) => s.skuId);
    if (removed.length) {
      await tx.update(sku).set({ status: -1 }).where(inArray(sku.skuId, removed));
      await tx.update(spuSkuAttrValue).set({ status: -1 }).where(inArray(spuSkuAttrValue.skuId, removed));
    }
    await tx
      .update(spu)
      .set({
        ...spuColumns(body, publicationType, base),
        stock: sql`(select coalesce(sum(${sku.stock}), 0) from ${sku} where ${sku.spuId} = ${spuId} and ${sku.status} <> -1)`,
      })
      .where(eq(spu.spuId, spuId));
    await replaceChildren(tx, spuId, children);
  });
}
