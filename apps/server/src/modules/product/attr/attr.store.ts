// Attributes in the database: a shop's sales attributes and the platform's basic ones, with their values
// and category links. Every read and write is scoped by the shop that owns them.
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  ATTR_MESSAGES,
  AttrType,
  PLATFORM_SHOP_ID,
  SearchType,
  SpuStatus,
  type AttrBody,
  type AttrCategoryVO,
  type AttrPageQuery,
  type AttrValueVO,
  type AttrVO,
  type PageVO,
} from '@caremall/contract';
import { attr, attrCategory, attrValue, spu, spuAttrValue, spuSkuAttrValue } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../../platform/db/record-version.ts';
import { lockedIf } from '../../../platform/db/row-lock.ts';
import { readPage } from '../../../platform/db/paging.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { containsText } from '../../../platform/db/contains-text.ts';
import { formatTime } from '../../../platform/http/time.ts';

/** A database or a transaction: both run the same queries. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type AttrRow = typeof attr.$inferSelect;
type Row = Record<string, unknown>;

const rowsOf = async (db: Queryable, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const owned = (shopId: number, attrId: number) => and(eq(attr.attrId, attrId), eq(attr.shopId, shopId));
const notFound = () => showFail(ATTR_MESSAGES.notFound);

/** Values of several attributes in one query, grouped by attribute, oldest first. */
async function valuesOf(db: Queryable, attrIds: readonly number[]): Promise<Map<number, AttrValueVO[]>> {
  const byAttr = new Map<number, AttrValueVO[]>(attrIds.map((id) => [id, []]));
  if (!attrIds.length) return byAttr;
  const rows = await db
    .select({ attrValueId: attrValue.attrValueId, attrId: attrValue.attrId, value: attrValue.value })
    .from(attrValue)
    .where(inArray(attrValue.attrId, [...attrIds]))
    .orderBy(asc(attrValue.attrId), asc(attrValue.attrValueId));
  for (const row of rows) byAttr.get(row.attrId)?.push(row);
  return byAttr;
}

async function categoryIdsOf(db: Queryable, attrIds: readonly number[]): Promise<Map<number, number[]>> {
  const byAttr = new Map<number, number[]>(attrIds.map((id) => [id, []]));
  if (!attrIds.length) return byAttr;
  const rows = await db
    .select({ attrId: attrCategory.attrId, categoryId: attrCategory.categoryId })
    .from(attrCategory)
    .where(inArray(attrCategory.attrId, [...attrIds]))
    .orderBy(asc(attrCategory.categoryId));
  for (const row of rows) byAttr.get(row.attrId)?.push(row.categoryId);
  return byAttr;
}

/** The catalogue owns the category table; without it, linked categories read as none. */
async function categoriesNamed(db: Queryable, categoryIds: readonly number[]): Promise<AttrCategoryVO[]> {
  if (!categoryIds.length) return [];
  const [present] = await rowsOf(db, sql`select to_regclass('category') is not null as present`);
  if (present?.present !== true) return [];
  const rows = await rowsOf(
    db,
    sql`select category_id, parent_id, name, level, status from category where category_id in (${idList(categoryIds)}) order by category_id`,
  );
  return rows.map((r) => ({
    categoryId: Number(r.category_id),
    parentId: Number(r.parent_id),
    name: String(r.name),
    level: Number(r.level),
    status: Number(r.status),
  }));
}

/**
 * Of the given ids, those that are platform categories a product can be published under (level 2).
 * `lock` (inside a transaction) holds them as a foreign key would (FOR KEY SHARE) until it ends.
 */
async function platformLeafIds(db: Queryable, categoryIds: readonly number[], lock = false): Promise<number[]> {
  if (!categoryIds.length) return [];
  const [present] = await rowsOf(db, sql`select to_regclass('category') is not null as present`);
  if (present?.present !== true) return [];
  const rows = await rowsOf(
    db,
    sql`select category_id from category where category_id in (${idList(categoryIds)}) and shop_id = 0 and level = 2 and status <> -1 ${
      lock ? sql`order by category_id for key share` : sql``
    }`,
  );
  return rows.map((r) => Number(r.category_id));
}

/** Per attribute, how many products (not deleted) of the shop use it: in a sku (sales) or as a basic attribute. */
async function spuCountsOf(db: Queryable, shopId: number, attrIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(attrIds.map((id) => [id, 0]));
  if (!attrIds.length) return counts;
  // The platform's basic attributes serve every shop's products.
  const notDeleted = sql`${spu.status} <> ${SpuStatus.DELETED}`;
  const live = shopId === PLATFORM_SHOP_ID ? notDeleted : and(eq(spu.shopId, shopId), notDeleted);
  const uses = db
    .select({ attrId: spuSkuAttrValue.attrId, spuId: spuSkuAttrValue.spuId })
    .from(spuSkuAttrValue)
    .innerJoin(spu, eq(spu.spuId, spuSkuAttrValue.spuId))
    .where(and(inArray(spuSkuAttrValue.attrId, [...attrIds]), eq(spuSkuAttrValue.status, 1), live))
    .union(
      db
        .select({ attrId: spuAttrValue.attrId, spuId: spuAttrValue.spuId })
        .from(spuAttrValue)
        .innerJoin(spu, eq(spu.spuId, spuAttrValue.spuId))
        .where(and(inArray(spuAttrValue.attrId, [...attrIds]), live)),
    )
    .as('uses');
  const rows = await db
    .select({ attrId: uses.attrId, n: sql<number>`count(*)::int` })
    .from(uses)
    .groupBy(uses.attrId);
  for (const row of rows) counts.set(row.attrId, Number(row.n));
  return counts;
}

/** Attribute rows with their values (and category links for basic attributes). */
async function toVOs(db: Queryable, rows: readonly AttrRow[], withCategoryNames = false): Promise<AttrVO[]> {
  const ids = rows.map((r) => r.attrId);
  const values = await valuesOf(db, ids);
  const basicIds = rows.filter((r) => r.attrType === 1).map((r) => r.attrId);
  const links = await categoryIdsOf(db, basicIds);
  const names = withCategoryNames ? await categoriesNamed(db, [...new Set([...links.values()].flat())]) : [];
  return rows.map((r) => {
    const categoryIds = links.get(r.attrId) ?? [];
    return {
      attrId: r.attrId,
      shopId: r.shopId,
      name: r.name,
      desc: r.desc,
      searchType: r.searchType,
      attrType: r.attrType,
      attrValues: values.get(r.attrId) ?? [],
      categoryIds,
      categories: names.filter((c) => categoryIds.includes(c.categoryId)),
      createTime: formatTime(r.createTime) ?? '',
      updateTime: formatTime(r.updateTime) ?? '',
      version: versionOf(r),
    };
  });
}

/**
 * Makes the stored values of an attribute what the body lists: entries naming one of its values
 * update it, the others are inserted, and stored values not listed are deleted. An id belonging
 * to another attribute is not trusted: that entry counts as a new value.
 */
async function replaceValues(tx: Queryable, attrId: number, values: AttrBody['attrValues']): Promise<void> {
  const stored = await tx.select({ id: attrValue.attrValueId }).from(attrValue).where(eq(attrValue.attrId, attrId));
  const own = new Set(stored.map((r) => r.id));
  // Each stored id names one value: a repeated id counts as a new value.
  const kept = values.filter((v) => v.attrValueId !== undefined && own.delete(v.attrValueId));
  const keptIds = kept.map((v) => v.attrValueId!);
  await tx
    .delete(attrValue)
    .where(keptIds.length ? and(eq(attrValue.attrId, attrId), notInArray(attrValue.attrValueId, keptIds)) : eq(attrValue.attrId, attrId));
  for (const v of kept) {
    await tx
      .update(attrValue)
      .set({ value: v.value })
      .where(and(eq(attrValue.attrValueId, v.attrValueId!), eq(attrValue.attrId, attrId), sql`${attrValue.value} <> ${v.value}`));
  }
  const added = values.filter((v) => !kept.includes(v));
  if (added.length) await tx.insert(attrValue).values(added.map((v) => ({ attrId, value: v.value })));
}

async function replaceCategories(tx: Queryable, attrId: number, categoryIds: readonly number[]): Promise<void> {
  await tx.delete(attrCategory).where(eq(attrCategory.attrId, attrId));
  const ids = [...new Set(categoryIds)];
  if (!ids.length) return;
  // Checked again with the categories locked: one deleted since the caller's check refuses the save, one
  // being deleted waits for this transaction and then sees the link (its in-use check counts links).
  if ((await platformLeafIds(tx, ids, true)).length !== ids.length) throw showFail(ATTR_MESSAGES.categoryInvalid);
  await tx.insert(attrCategory).values(ids.map((categoryId) => ({ attrId, categoryId })));
}

async function findOwned(db: Queryable, shopId: number, attrId: number, forUpdate = false): Promise<AttrRow> {
  const query = db.select().from(attr).where(owned(shopId, attrId)).limit(1);
  const [row] = await lockedIf(query, forUpdate);
  if (!row) throw notFound();
  return row;
}

/** What a caller may set: a shop only has sales attributes; the platform chooses type, importance and categories. */
async function classify(db: Queryable, shopId: number, body: AttrBody, stored?: AttrRow) {
  if (shopId !== PLATFORM_SHOP_ID) return { attrType: AttrType.SALES, searchType: SearchType.ORDINARY, categoryIds: [] as number[] };
  const attrType = stored?.attrType ?? body.attrType ?? AttrType.SALES;
  const searchType = body.searchType ?? stored?.searchType ?? SearchType.IMPORTANT;
  if (attrType !== AttrType.BASIC) return { attrType, searchType, categoryIds: [] as number[] };
  const wanted = [...new Set(body.categoryIds ?? [])];
  if (!wanted.length) throw showFail(ATTR_MESSAGES.categoriesRequired);
  if ((await platformLeafIds(db, wanted)).length !== wanted.length) throw showFail(ATTR_MESSAGES.categoryInvalid);
  return { attrType, searchType, categoryIds: wanted };
}

export function attrPage(db: Db, shopId: number, query: AttrPageQuery): Promise<PageVO<AttrVO>> {
  const conditions: SQL[] = [eq(attr.shopId, shopId)];
  if (query.name?.trim()) conditions.push(containsText(attr.name, query.name.trim()));
  if (query.searchType !== undefined) conditions.push(eq(attr.searchType, query.searchType));
  if (query.attrType !== undefined) conditions.push(eq(attr.attrType, query.attrType));
  const where = and(...conditions);
  return readPage(db, query, {
    table: attr,
    where,
    rows: async (limit, offset) => {
      const vos = await toVOs(db, await db.select().from(attr).where(where).orderBy(desc(attr.attrId)).limit(limit).offset(offset));
      const counts = await spuCountsOf(
        db,
        shopId,
        vos.map((vo) => vo.attrId),
      );
      return vos.map((vo) => ({ ...vo, spuCount: counts.get(vo.attrId) ?? 0 }));
    },
  });
}

/** One of the shop's attributes, with the names of its categories. */
export async function findAttr(db: Db, shopId: number, attrId: number): Promise<AttrVO> {
  const [vo] = await toVOs(db, [await findOwned(db, shopId, attrId)], true);
  return vo!;
}

export async function shopSalesAttrs(db: Db, shopId: number): Promise<AttrVO[]> {
  const rows = await db
    .select()
    .from(attr)
    .where(and(eq(attr.shopId, shopId), eq(attr.attrType, AttrType.SALES)))
    .orderBy(asc(attr.attrId));
  return toVOs(db, rows);
}

/** Basic attributes of a platform category (platform rows, whoever asks). */
export async function basicAttrsOf(db: Db, categoryId: number): Promise<AttrVO[]> {
  const rows = await db
    .select({ attr })
    .from(attr)
    .innerJoin(attrCategory, eq(attrCategory.attrId, attr.attrId))
    .where(and(eq(attrCategory.categoryId, categoryId), eq(attr.shopId, PLATFORM_SHOP_ID), eq(attr.attrType, AttrType.BASIC)))
    .orderBy(asc(attr.attrId));
  return toVOs(
    db,
    rows.map((r) => r.attr),
  );
}

export async function createAttr(db: Db, shopId: number, body: AttrBody): Promise<void> {
  const kind = await classify(db, shopId, body);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(attr)
      .values({ shopId, name: body.name, desc: body.desc || null, attrType: kind.attrType, searchType: kind.searchType })
      .returning({ attrId: attr.attrId });
    await tx.insert(attrValue).values(body.attrValues.map((v) => ({ attrId: created!.attrId, value: v.value })));
    if (kind.categoryIds.length) await replaceCategories(tx, created!.attrId, kind.categoryIds);
  });
}

export async function updateAttr(db: Db, shopId: number, body: AttrBody): Promise<void> {
  if (!body.attrId) throw notFound();
  const stored = await findOwned(db, shopId, body.attrId);
  const kind = await classify(db, shopId, body, stored);
  await db.transaction(async (tx) => {
    refuseIfChangedSince(await findOwned(tx, shopId, stored.attrId, true), body.version);
    await tx
      .update(attr)
      .set({ name: body.name, desc: body.desc === undefined ? undefined : body.desc || null, searchType: kind.searchType })
      .where(owned(shopId, stored.attrId));
    await replaceValues(tx, stored.attrId, body.attrValues);
    if (kind.attrType === AttrType.BASIC) await replaceCategories(tx, stored.attrId, kind.categoryIds);
  });
}

/**
 * Deletes the attribute, its values and its category links. Products keep their own copies of
 * attribute and value names, so what is already published reads the same afterwards.
 */
export async function deleteAttr(db: Db, shopId: number, attrId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(attr).where(owned(shopId, attrId)).returning({ attrId: attr.attrId });
    if (!deleted.length) throw notFound();
    await tx.delete(attrValue).where(inArray(attrValue.attrId, [attrId]));
    await tx.delete(attrCategory).where(eq(attrCategory.attrId, attrId));
  });
}
