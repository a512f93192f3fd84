// Categories in the database: the platform's tree (shop 0) and each shop's own. Reads answer CategoryVOs;
// writes lock a category before anything below it, as every category writer does.
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES as M,
  CategoryStatus,
  PLATFORM_SHOP_ID,
  type CategoryBody,
  type CategoryUpdateBody,
  type CategoryStatusBody,
  type CategoryVO,
} from '@caremall/contract';
import { category } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../../platform/db/record-version.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../../platform/http/images.ts';
import { holdLibraryPictures } from '../../../platform/storage/library-pictures.ts';
import { takeProductsOffShelfByCategories } from '../spu/spu-status.store.ts';
import { hasSubcategories } from '../spu/catalogue.store.ts';

type CategoryRow = typeof category.$inferSelect;

/** Turns a picture field into the stored path of one of the caller's pictures (refusing any other); empty stays null. */
export type PictureField = (value: string | null | undefined) => string | null;

function toCategoryVO(r: CategoryRow, resourcesUrl: string, pathNames: string[] | null = null): CategoryVO {
  return {
    categoryId: r.categoryId,
    shopId: r.shopId,
    parentId: r.parentId,
    name: r.name,
    desc: r.desc,
    path: r.path,
    status: r.status,
    icon: withResourcesUrl(resourcesUrl, r.icon),
    imgUrl: withResourcesUrl(resourcesUrl, r.imgUrl),
    level: r.level,
    seq: r.seq,
    pathNames,
    categories: null,
    version: versionOf(r),
  };
}

/** path of a child: the parent's ancestors and the parent, joined by '-'. */
const childPath = (parent: Pick<CategoryRow, 'path' | 'categoryId'>) =>
  parent.path ? `${parent.path}-${parent.categoryId}` : String(parent.categoryId);

const ancestorIds = (path: string) =>
  path
    ? path
        .split('-')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];

const maxLevelOf = (shopId: number) => (shopId === PLATFORM_SHOP_ID ? CATEGORY_LIMITS.platformMaxLevel : CATEGORY_LIMITS.shopMaxLevel);

/** Two writers racing past the name check meet the unique index: same answer as the check. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

async function guardedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw showFail(M.nameExists);
    throw error;
  }
}

const live = ne(category.status, CategoryStatus.DELETED);

/**
 * `lock` (inside a transaction) holds the row until the transaction ends. Writers lock a category before
 * anything below it: 'update' to delete it, 'no key update' to change its subtree's status, 'share' to
 * read its status for a child.
 */
async function findInShop(db: Db, shopIds: number[], categoryId: number, lock?: 'update' | 'no key update' | 'share'): Promise<CategoryRow | null> {
  const query = db
    .select()
    .from(category)
    .where(and(eq(category.categoryId, categoryId), inArray(category.shopId, shopIds), live))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

async function listShop(db: Db, shopId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(category)
    .where(and(eq(category.shopId, shopId), live))
    .orderBy(category.seq, category.categoryId);
}

async function nameTaken(db: Db, shopId: number, parentId: number, name: string, exceptId?: number): Promise<boolean> {
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
async function namesOf(db: Db, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: category.categoryId, name: category.name }).from(category).where(inArray(category.categoryId, ids));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id)).filter((n): n is string => n !== undefined);
}

/** The category and every category below it in the same shop. */
async function selfAndDescendants(db: Db, shopId: number, categoryId: number): Promise<number[]> {
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
async function inUse(db: Db, categoryId: number): Promise<boolean> {
  if (await hasSubcategories(db, categoryId)) return true;
  if (await exists(db, sql`select 1 from category_brand where category_id = ${categoryId} limit 1`)) return true;
  if (await exists(db, sql`select 1 from spu where (category_id = ${categoryId} or shop_category_id = ${categoryId}) and status <> -1 limit 1`))
    return true;
  const [attrTable] = (
    (await db.execute(sql`select to_regclass('attr_category') is not null as present`)) as unknown as { rows: { present: boolean }[] }
  ).rows;
  return attrTable?.present === true && (await exists(db, sql`select 1 from attr_category where category_id = ${categoryId} limit 1`));
}

async function ownedOrFail(db: Db, shopId: number, categoryId: number): Promise<CategoryRow> {
  const row = await findInShop(db, [shopId], categoryId);
  if (!row) throw showFail(M.notFound);
  return row;
}

/** Every live category of a shop (the platform's with shop 0), in seq order. */
export async function listCategories(db: Db, shopId: number, resourcesUrl: string): Promise<CategoryVO[]> {
  return (await listShop(db, shopId)).map((r) => toCategoryVO(r, resourcesUrl));
}

/** The enabled children of one of the shop's categories (0: its top level). */
export async function enabledChildren(db: Db, shopId: number, parentId: number, resourcesUrl: string): Promise<CategoryVO[]> {
  const rows = await db
    .select()
    .from(category)
    .where(and(eq(category.shopId, shopId), eq(category.parentId, parentId), eq(category.status, CategoryStatus.NORMAL)))
    .orderBy(category.seq, category.categoryId);
  return rows.map((r) => toCategoryVO(r, resourcesUrl));
}

/** One category with its ancestors' names. Products show the platform category they are bound to, so platform categories are readable. */
export async function findCategory(db: Db, shopId: number, categoryId: number, resourcesUrl: string): Promise<CategoryVO> {
  const row = await findInShop(db, [PLATFORM_SHOP_ID, shopId], categoryId);
  if (!row) throw showFail(M.notFound);
  return toCategoryVO(row, resourcesUrl, await namesOf(db, ancestorIds(row.path)));
}

export async function createCategory(db: Db, shopId: number, body: CategoryBody, picture: PictureField): Promise<void> {
  const parent = body.parentId === 0 ? null : await ownedOrFail(db, shopId, body.parentId);
  const level = parent ? parent.level + 1 : 0;
  if (level > maxLevelOf(shopId)) throw showFail(M.levelTooDeep);
  if (await nameTaken(db, shopId, body.parentId, body.name)) throw showFail(M.nameExists);
  await guardedWrite(() =>
    db.transaction(async (tx) => {
      // The parent is read again, locked: a delete of it waits and then sees this child, or came first and refuses it;
      // a status change waits too, so the child gets the parent's status as it stands.
      const locked = parent ? await findInShop(tx, [shopId], parent.categoryId, 'share') : null;
      if (parent && !locked) throw showFail(M.notFound);
      const pictures = { icon: picture(body.icon), imgUrl: picture(body.imgUrl) };
      await holdLibraryPictures(tx, shopId, [pictures.icon, pictures.imgUrl]);
      await tx.insert(category).values({
        shopId,
        parentId: body.parentId,
        name: body.name,
        desc: body.desc ?? null,
        ...pictures,
        path: locked ? childPath(locked) : '',
        level,
        seq: body.seq,
        // A child of an off-shelf category starts off shelf too.
        status: locked && locked.status !== CategoryStatus.NORMAL ? CategoryStatus.OFF_SHELF : body.status,
      });
    }),
  );
}

/** Name, description, pictures and seq; the parent (and so the level) never changes. */
export async function updateCategory(db: Db, shopId: number, body: CategoryUpdateBody, picture: PictureField): Promise<void> {
  if (!body.categoryId) throw showFail(M.notFound);
  if (body.parentId === body.categoryId) throw showFail(M.ownParent);
  const row = await ownedOrFail(db, shopId, body.categoryId);
  if (await nameTaken(db, shopId, row.parentId, body.name, row.categoryId)) throw showFail(M.nameExists);
  // A field left out (undefined) keeps what the category holds; a null empties it.
  const pictures = { icon: body.icon === undefined ? undefined : picture(body.icon), imgUrl: picture(body.imgUrl) };
  await guardedWrite(() =>
    db.transaction(async (tx) => {
      const locked = await findInShop(tx, [shopId], row.categoryId, 'update');
      if (!locked) throw showFail(M.notFound);
      refuseIfChangedSince(locked, body.version);
      await holdLibraryPictures(tx, shopId, [pictures.icon, pictures.imgUrl], [locked.icon, locked.imgUrl]);
      await tx
        .update(category)
        .set({ name: body.name, desc: body.desc, ...pictures, seq: body.seq })
        .where(and(eq(category.categoryId, row.categoryId), eq(category.shopId, shopId)));
    }),
  );
}

export async function deleteCategory(db: Db, shopId: number, categoryId: number): Promise<void> {
  const row = await ownedOrFail(db, shopId, categoryId);
  await db.transaction(async (tx) => {
    // Locked before the in-use check: a product save or a new child holding the row finishes first and is seen.
    if (!(await findInShop(tx, [shopId], row.categoryId, 'update'))) throw showFail(M.notFound);
    if (await inUse(tx, row.categoryId)) throw showFail(M.inUse);
    await tx.delete(category).where(and(eq(category.categoryId, row.categoryId), eq(category.shopId, shopId)));
  });
}

/** Shelf on or off for the category and everything below it; going off takes their products off shelf too. */
export async function setCategoryStatus(db: Db, shopId: number, { categoryId, status }: CategoryStatusBody): Promise<void> {
  const row = await ownedOrFail(db, shopId, categoryId);
  if (row.status === status) return;
  await db.transaction(async (tx) => {
    // Ancestors are locked before descendants, as every category writer does: the parent's status is read
    // under the lock, and the subtree is read after the category is locked, so a child being added is in it.
    if (status === CategoryStatus.NORMAL && row.parentId !== 0) {
      const parent = await findInShop(tx, [shopId], row.parentId, 'share');
      if (parent && parent.status !== CategoryStatus.NORMAL) throw showFail(M.parentOffShelf);
    }
    if (!(await findInShop(tx, [shopId], row.categoryId, 'no key update'))) throw showFail(M.notFound);
    const ids = await selfAndDescendants(tx, shopId, row.categoryId);
    // In id order, as a shelf-on locks categories, so the two cannot deadlock.
    await tx
      .select({ id: category.categoryId })
      .from(category)
      .where(inArray(category.categoryId, ids))
      .orderBy(category.categoryId)
      .for('no key update');
    await tx
      .update(category)
      .set({ status })
      .where(and(inArray(category.categoryId, ids), eq(category.shopId, shopId)));
    if (status === CategoryStatus.OFF_SHELF) {
      const target = shopId === PLATFORM_SHOP_ID ? { platformCategoryIds: ids } : { shopCategoryIds: ids, shopId };
      await takeProductsOffShelfByCategories(tx, target);
    }
  });
}
