// What the export and the import template read: the shop's matching products as rows of the template's
// columns (one per SKU), and the categories a template lists for the merchant to pick ids from.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  SPU_EXPORT_EXTRA_COLUMNS,
  SPU_IMPORT_COLUMNS,
  SPU_TRANSFER_LIMITS,
  SPU_TRANSFER_SHEETS,
  SpuStatus,
  type SpuExportColumn,
  type SpuSearchQuery,
  type SpuTransferLang,
} from '@caremall/contract';
import { attr, attrCategory, category, spu, spuAttrValue } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { categoryOnShelf } from './catalogue.store.ts';
import { loadSkus, searchSelection } from './spu.store.ts';

export const EXPORT_COLUMNS: readonly SpuExportColumn[] = [...SPU_IMPORT_COLUMNS, ...SPU_EXPORT_EXTRA_COLUMNS];
export type ExportCell = string | number | null;

export const exportHeaders = (lang: SpuTransferLang) => EXPORT_COLUMNS.map((column) => SPU_TRANSFER_SHEETS[lang].headers[column]);

const BATCH = 200;
/** attr.attrType of a platform basic attribute (0 is a shop's sales attribute). */
const BASIC = 1;
const yuan = (cents: number) => cents / 100;

/** The main picture first, then the carousel's others: the import's "pictures" column. */
function picturesOf(mainImgUrl: string | null, imgUrls: string | null): string {
  const all = [mainImgUrl ?? '', ...(imgUrls ?? '').split(',')].map((p) => p.trim()).filter(Boolean);
  return [...new Set(all)].join(',');
}

/**
 * The matching products in the list's order, as rows in `lang`. Their ids are read first (at most
 * exportMaxProducts), so a product saved meanwhile neither shifts nor repeats a row.
 */
export async function* exportRows(db: Db, shopId: number, query: SpuSearchQuery, lang: SpuTransferLang): AsyncGenerator<ExportCell[]> {
  const { where, orderBy } = await searchSelection(db, shopId, query);
  const ids = (
    await db
      .select({ spuId: spu.spuId })
      .from(spu)
      .where(where)
      .orderBy(...orderBy)
      .limit(SPU_TRANSFER_LIMITS.exportMaxProducts)
  ).map((r) => r.spuId);
  const labels = SPU_TRANSFER_SHEETS[lang].status;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const rows = await db
      .select()
      .from(spu)
      .where(and(inArray(spu.spuId, batch), eq(spu.shopId, shopId), ne(spu.status, SpuStatus.DELETED)));
    const byId = new Map(rows.map((r) => [r.spuId, r]));
    const skus = await loadSkus(db, batch);
    const basics = await basicAttrTexts(db, batch);
    for (const spuId of batch) {
      const p = byId.get(spuId);
      if (!p) continue;
      const product = [p.name, p.sellingPoint ?? '', p.categoryId, p.shopCategoryId, picturesOf(p.mainImgUrl, p.imgUrls), basics.get(spuId) ?? ''];
      const extra = [p.spuId, labels[p.status] ?? String(p.status), p.saleNum];
      for (const s of skus.get(spuId) ?? []) {
        const attrs = s.spuSkuAttrValues.slice(0, 2).flatMap((v) => [v.attrName, v.attrValueName]);
        while (attrs.length < 4) attrs.push('');
        yield [...product, ...attrs, yuan(s.priceFee), yuan(s.marketPriceFee), s.stock, s.partyCode ?? '', ...extra];
      }
    }
  }
}

export interface CategoryChoice {
  categoryId: number;
  path: string;
}

/** Platform leaf categories and the shop's own categories a product may be saved into (on shelf, no sub-categories), each with its name path. */
export async function categoryChoices(
  db: Db,
  shopId: number,
): Promise<{ platform: CategoryChoice[]; shop: CategoryChoice[]; example: number | null }> {
  const rows = await db
    .select({
      categoryId: category.categoryId,
      shopId: category.shopId,
      parentId: category.parentId,
      name: category.name,
      level: category.level,
      status: category.status,
    })
    .from(category)
    .where(and(inArray(category.shopId, [0, shopId]), ne(category.status, -1)))
    .orderBy(asc(category.seq), asc(category.categoryId));
  const byId = new Map(rows.map((r) => [r.categoryId, r]));
  const pathOf = (id: number): string => {
    const names: string[] = [];
    for (let c = byId.get(id), depth = 0; c && depth < 5; c = byId.get(c.parentId), depth++) names.unshift(c.name);
    return names.join(' > ');
  };
  const choice = (r: (typeof rows)[number]) => ({ categoryId: r.categoryId, path: pathOf(r.categoryId) });
  const platform = rows.filter((r) => r.shopId === 0 && r.level === 2 && categoryOnShelf(r)).map(choice);
  // The template's example row takes a category whose important attributes it need not fill, when there is one.
  const important = new Set(
    (
      await db
        .select({ categoryId: attrCategory.categoryId })
        .from(attrCategory)
        .innerJoin(attr, eq(attr.attrId, attrCategory.attrId))
        .where(and(eq(attr.attrType, BASIC), eq(attr.searchType, 1)))
    ).map((r) => r.categoryId),
  );
  const example = (platform.find((c) => !important.has(c.categoryId)) ?? platform[0])?.categoryId ?? null;
  // A shop's first level with sub-categories takes no products (the form's rule): its sub-categories are offered.
  const parents = new Set(rows.map((r) => r.parentId));
  const shop = rows.filter((r) => r.shopId === shopId && shopId !== 0 && categoryOnShelf(r) && !parents.has(r.categoryId)).map(choice);
  return { platform, shop, example };
}

/** Each product's basic attribute values as the import's column writes them: `name:value;name:value`. */
async function basicAttrTexts(db: Db, spuIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    // A save may leave the value's own name empty: the attribute's name stands in.
    .select({
      spuId: spuAttrValue.spuId,
      name: sql<string | null>`coalesce(${spuAttrValue.attrName}, ${attr.name})`,
      value: spuAttrValue.attrValueName,
    })
    .from(spuAttrValue)
    .leftJoin(attr, eq(attr.attrId, spuAttrValue.attrId))
    .where(inArray(spuAttrValue.spuId, spuIds))
    .orderBy(asc(spuAttrValue.spuAttrValueId));
  const texts = new Map<number, string[]>();
  for (const r of rows) if (r.name && r.value) texts.set(r.spuId, [...(texts.get(r.spuId) ?? []), `${r.name}:${r.value}`]);
  return new Map([...texts].map(([spuId, list]) => [spuId, list.join(';')]));
}
