// What products need to know of the catalogue (categories, attributes, brands). The catalogue owns those
// tables; products read them with plain SQL by the mall4cloud column names.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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
export function shopCategoryAndChildren(shopId: number | Placeholder, categoryId: number | Placeholder): SQL {
  return sql`(select ${categoryId}::bigint union select category_id from category where parent_id = ${categoryId} and shop_id = ${shopId})`;
}

/** A basic attribute of a platform category, with its values by id: what a product under the category may fill. */
export interface BasicAttrInfo {
  attrId: number;
  name: string;
  searchType: number;
  values: Map<number, string>;
}

/** The basic attributes (attrType 1, the platform's) of a platform category, as the publish form lists them. */
export async function categoryBasicAttrs(db: Db, categoryId: number): Promise<BasicAttrInfo[]> {
  if (!(await hasTable(db, 'attr_category'))) return [];
  const attrs = await rowsOf(
    db,
    sql`select a.attr_id, a.name, a.search_type from attr a join attr_category ac on ac.attr_id = a.attr_id
        where ac.category_id = ${categoryId} and a.shop_id = 0 and a.attr_type = 1 order by a.attr_id`,
  );
  const found = attrs.map((r) => ({
    attrId: num(r.attr_id),
    name: String(r.name),
    searchType: num(r.search_type),
    values: new Map<number, string>(),
  }));
  // attr_value comes with attr_category (one migration): no second look for it.
  if (!found.length) return found;
  const values = await rowsOf(
    db,
    sql`select attr_id, attr_value_id, value from attr_value where attr_id in (${sql.join(
      found.map((a) => sql`${a.attrId}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(found.map((a) => [a.attrId, a]));
  for (const v of values) byId.get(num(v.attr_id))?.values.set(num(v.attr_value_id), String(v.value));
  return found;
}

/**
 * Whether a category has sub-categories (not deleted): a shop's first level with some is not one to put products in,
 * and a category with some is not deleted. Asked of a category already found, so its table is there.
 */
export async function hasSubcategories(db: Db, categoryId: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 as one from category where parent_id = ${categoryId} and status <> -1 limit 1`);
  return rows.length > 0;
}

/**
 * Whether a product may name the brand: one on sale (the form shows offline brands disabled), or the brand it
 * already has while not deleted, so a product whose brand went offline saves again as it is.
 */
export async function brandChoosable(db: Db, brandId: number, keptBrandId?: number): Promise<boolean> {
  if (!(await hasTable(db, 'brand'))) return false;
  const status = brandId === keptBrandId ? sql`status <> -1` : sql`status = 1`;
  const rows = await rowsOf(db, sql`select brand_id from brand where brand_id = ${brandId} and ${status} limit 1`);
  return rows.length > 0;
}

/**
 * Whether a brand is linked to a platform category: the brand chooser offers only those (get_brand_by_category_id).
 * Asked of a brand `brandChoosable` found: category_brand comes with brand (one migration).
 */
export async function brandInCategory(db: Db, brandId: number, categoryId: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 as one from category_brand where brand_id = ${brandId} and category_id = ${categoryId} limit 1`);
  return rows.length > 0;
}
