import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { ATTR_MESSAGES, type AttrBody, type AttrCategoryVO, type AttrValueVO, type AttrVO } from '@caremall/contract';
import { attr, attrCategory, attrValue } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { formatTime } from '../../../platform/http/time.ts';
import { showFail } from '../../../platform/http/envelope.ts';

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

/** Values of several attributes in one query, grouped by attribute, oldest first. */
export async function valuesOf(db: Queryable, attrIds: readonly number[]): Promise<Map<number, AttrValueVO[]>> {
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
export async function categoriesNamed(db: Queryable, categoryIds: readonly number[]): Promise<AttrCategoryVO[]> {
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
export async function platformLeafIds(db: Queryable, categoryIds: readonly number[], lock = false): Promise<number[]> {
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

/** Attribute rows with their values (and category links for basic attributes). */
export async function toVOs(db: Queryable, rows: readonly AttrRow[], withCategoryNames = false): Promise<AttrVO[]> {
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
    };
  });
}

/**
 * Makes the stored values of an attribute what the body lists: entries naming one of its values
 * update it, the others are inserted, and stored values not listed are deleted. An id belonging
 * to another attribute is not trusted: that entry counts as a new value.
 */
export async function replaceValues(tx: Queryable, attrId: number, values: AttrBody['attrValues']): Promise<void> {
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

export async function replaceCategories(tx: Queryable, attrId: number, categoryIds: readonly number[]): Promise<void> {
  await tx.delete(attrCategory).where(eq(attrCategory.attrId, attrId));
  const ids = [...new Set(categoryIds)];
  if (!ids.length) return;
  // Checked again with the categories locked: one deleted since the caller's check refuses the save, one
  // being deleted waits for this transaction and then sees the link (its in-use check counts links).
  if ((await platformLeafIds(tx, ids, true)).length !== ids.length) throw showFail(ATTR_MESSAGES.categoryInvalid);
  await tx.insert(attrCategory).values(ids.map((categoryId) => ({ attrId, categoryId })));
}
