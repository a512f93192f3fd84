// What products need to know of the catalogue (categories, attributes, brands). The catalogue owns those
// tables; products read them with plain SQL by the mall4cloud column names.
import { sql, type SQL } from 'drizzle-orm';
import { CategoryStatus } from '@caremall/contract';
import type { Db } from '../../../platform/db/client.ts';

type Row = Record<string, unknown>;
async function rowsOf<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (v: unknown) => Number(v);

export interface CategoryInfo {
  categoryId: number;
  shopId: number;
  parentId: number;
  level: number;
  status: number;
  name: string;
}

/**
 * Whether products may be under the category: saved into it or put on shelf. Its own status answers for its
 * ancestors too: taking a category off shelf takes everything below it off, and one goes back on shelf only
 * under a parent on shelf (category.store.ts).
 */
export const categoryOnShelf = (category: Pick<CategoryInfo, 'status'>) => category.status === CategoryStatus.NORMAL;

/** The catalogue's tables may be absent (an install without it): lookups then find nothing. */
async function hasTable(db: Db, name: string): Promise<boolean> {
  const [row] = await rowsOf(db, sql`select to_regclass(${name}) is not null as present`);
  return row?.present === true;
}

const categoryOf = (row: Row): CategoryInfo => ({
  categoryId: num(row.category_id),
  shopId: num(row.shop_id),
  parentId: num(row.parent_id),
  level: num(row.level),
  status: num(row.status),
  name: String(row.name),
});

/**
 * `lock` (inside a transaction) holds the row until the transaction ends: a delete of the category, or a change of
 * its status (a take-down), waits for it.
 */
export async function findCategory(db: Db, categoryId: number, lock?: 'share'): Promise<CategoryInfo | null> {
  if (!(await hasTable(db, 'category'))) return null;
  const [row] = await rowsOf(
    db,
    sql`select category_id, shop_id, parent_id, level, status, name from category where category_id = ${categoryId} and status <> -1 limit 1 ${
      lock ? sql.raw(`for ${lock}`) : sql``
    }`,
  );
  return row ? categoryOf(row) : null;
}

/** `findCategory` of many ids in one statement, locked FOR SHARE in id order; an id not found maps to null. */
export async function findCategoriesLocked(db: Db, categoryIds: number[]): Promise<Map<number, CategoryInfo | null>> {
  const ids = [...new Set(categoryIds)].sort((a, b) => a - b);
  const found = new Map<number, CategoryInfo | null>(ids.map((id) => [id, null]));
  if (!ids.length || !(await hasTable(db, 'category'))) return found;
  const rows = await rowsOf(
    db,
    sql`select category_id, shop_id, parent_id, level, status, name from category where category_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and status <> -1 order by category_id for share`,
  );
  for (const row of rows) found.set(num(row.category_id), categoryOf(row));
  return found;
}

/**
 * Locks platform categories FOR SHARE, in id order, and answers those that are online. A shelf-on takes
 * them before its product rows, the order a category's take-down locks category then products, so the two
 * run one after the other.
 */
export async function lockOnlineCategories(db: Db, categoryIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(categoryIds)].sort((a, b) => a - b);
  if (!ids.length || !(await hasTable(db, 'category'))) return new Set();
  const rows = await rowsOf(
    db,
    sql`select category_id, status from category where category_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by category_id for share`,
  );
  return new Set(rows.filter((r) => categoryOnShelf({ status: num(r.status) })).map((r) => num(r.category_id)));
}

/** A shop category id and its children: what the "primary category" filter covers. */
export function shopCategoryAndChildren(shopId: number, categoryId: number): SQL {
  return sql`(select ${categoryId}::bigint union select category_id from category where parent_id = ${categoryId} and shop_id = ${shopId})`;
}

/** Ids of the important (searchType 1) basic attributes of a platform category. */
export async function importantAttrIdsOf(db: Db, categoryId: number): Promise<number[]> {
  if (!(await hasTable(db, 'attr_category'))) return [];
  const rows = await rowsOf(
    db,
    sql`select a.attr_id from attr a join attr_category ac on ac.attr_id = a.attr_id
        where ac.category_id = ${categoryId} and a.attr_type = 1 and a.search_type = 1`,
  );
  return rows.map((r) => num(r.attr_id));
}

export async function brandExists(db: Db, brandId: number): Promise<boolean> {
  if (!(await hasTable(db, 'brand'))) return false;
  const rows = await rowsOf(db, sql`select brand_id from brand where brand_id = ${brandId} and status <> -1 limit 1`);
  return rows.length > 0;
}
