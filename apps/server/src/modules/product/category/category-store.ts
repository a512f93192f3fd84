import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { CategoryStatus } from '@caremall/contract';
import { category } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { CategoryRow } from './category-vo.ts';

const live = ne(category.status, CategoryStatus.DELETED);

/**
 * `lock` (inside a transaction) holds the row until the transaction ends. Writers lock a category before
 * anything below it: 'update' to delete it, 'no key update' to change its subtree's status, 'share' to
 * read its status for a child.
 */
export async function findInShop(
  db: Db,
  shopIds: number[],
  categoryId: number,
  lock?: 'update' | 'no key update' | 'share',
): Promise<CategoryRow | null> {
  const query = db
    .select()
    .from(category)
    .where(and(eq(category.categoryId, categoryId), inArray(category.shopId, shopIds), live))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

export async function listShop(db: Db, shopId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(category)
    .where(and(eq(category.shopId, shopId), live))
    .orderBy(category.seq, category.categoryId);
}

export async function nameTaken(db: Db, shopId: number, parentId: number, name: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(category.shopId, shopId), eq(category.parentId, parentId), eq(category.name, name), live];
  if (exceptId !== undefined) conditions.push(ne(category.categoryId, exceptId));
  const rows = await db
    .select({ id: category.categoryId })
    .from(category)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** Names of the ancestors, root first. */
export async function namesOf(db: Db, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: category.categoryId, name: category.name }).from(category).where(inArray(category.categoryId, ids));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id)).filter((n): n is string => n !== undefined);
}

/** The category and every category below it in the same shop. */
export async function selfAndDescendants(db: Db, shopId: number, categoryId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive tree(id) as (
      select category_id from category where category_id = ${categoryId} and shop_id = ${shopId}
      union all
      select c.category_id from category c join tree t on c.parent_id = t.id where c.shop_id = ${shopId}
    )
    select id from tree`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}

async function exists(db: Db, query: SQL): Promise<boolean> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Children, attribute or brand links, or products that still use it (deleted products do not count). */
export async function inUse(db: Db, categoryId: number): Promise<boolean> {
  if (await exists(db, sql`select 1 from category where parent_id = ${categoryId} and status <> -1 limit 1`)) return true;
  if (await exists(db, sql`select 1 from category_brand where category_id = ${categoryId} limit 1`)) return true;
  if (await exists(db, sql`select 1 from spu where (category_id = ${categoryId} or shop_category_id = ${categoryId}) and status <> -1 limit 1`))
    return true;
  const [attrTable] = (
    (await db.execute(sql`select to_regclass('attr_category') is not null as present`)) as unknown as { rows: { present: boolean }[] }
  ).rows;
  return attrTable?.present === true && (await exists(db, sql`select 1 from attr_category where category_id = ${categoryId} limit 1`));
}
