import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES as M,
  CategoryBody,
  CategoryIdQuery,
  CategoryStatus,
  CategoryStatusBody,
  PLATFORM_SHOP_ID,
} from '@caremall/contract';
import { category } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../../platform/http/envelope.ts';
import { MSG_BAD_PICTURE, storedPicture } from '../../../platform/storage/picture-paths.ts';
import { takeProductsOffShelfByCategories } from '../spu/spu-status.ts';
import { findInShop, inUse, listShop, nameTaken, namesOf, selfAndDescendants } from './category-store.ts';
import { ancestorIds, childPath, toCategoryVO } from './category-vo.ts';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';

const CATALOGUE_READERS = forMenus(...PRODUCT_MENUS, 'category', 'attr', 'indexImg');

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

const ParentIdQuery = z.object({ parentId: z.coerce.number({ error: M.parentRequired }).int(M.parentRequired).min(0, M.parentRequired) });

const maxLevelOf = (shopId: number) => (shopId === PLATFORM_SHOP_ID ? CATEGORY_LIMITS.platformMaxLevel : CATEGORY_LIMITS.shopMaxLevel);

/**
 * Categories of /mall_product. Lists: the platform's tree and the caller's own. Writes only ever
 * touch the caller's shop: a platform category or another shop's id reads as not found.
 */
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const vo = (row: Parameters<typeof toCategoryVO>[0], pathNames: string[] | null = null) => toCategoryVO(row, config.resourcesUrl, pathNames);
  const pictures = { base: config.resourcesUrl, keySecret: () => app.media.keySecret() };
  /** A picture of the shop's own, stored relative; an empty value stays empty. */
  const stored = (shopId: number, value: string | null | undefined) => {
    if (!value) return null;
    const path = storedPicture(pictures, shopId, value);
    if (path === null) throw showFail(MSG_BAD_PICTURE);
    return path;
  };

  async function ownedOrFail(shopId: number, categoryId: number) {
    const row = await findInShop(db, [shopId], categoryId);
    if (!row) throw showFail(M.notFound);
    return row;
  }

  app.get('/admin/category/platform_categories', { config: CATALOGUE_READERS }, async () =>
    ok((await listShop(db, PLATFORM_SHOP_ID)).map((r) => vo(r))),
  );

  app.get('/admin/category/shop_categories', { config: CATALOGUE_READERS }, async (request) =>
    ok((await listShop(db, shopIdOf(request))).map((r) => vo(r))),
  );

  app.get('/admin/category/get_list_by_parent_id', { config: CATALOGUE_READERS, schema: { querystring: ParentIdQuery } }, async (request) => {
    const { parentId } = request.query as z.infer<typeof ParentIdQuery>;
    const rows = await db
      .select()
      .from(category)
      .where(and(eq(category.shopId, shopIdOf(request)), eq(category.parentId, parentId), eq(category.status, CategoryStatus.NORMAL)))
      .orderBy(category.seq, category.categoryId);
    return ok(rows.map((r) => vo(r)));
  });

  app.get('/admin/category', { config: CATALOGUE_READERS, schema: { querystring: CategoryIdQuery } }, async (request) => {
    const { categoryId } = request.query as CategoryIdQuery;
    // Products show the platform category they are bound to, so platform categories are readable.
    const row = await findInShop(db, [PLATFORM_SHOP_ID, shopIdOf(request)], categoryId);
    if (!row) throw showFail(M.notFound);
    return ok(vo(row, await namesOf(db, ancestorIds(row.path))));
  });

  app.post('/admin/category', { schema: { body: CategoryBody } }, async (request) => {
    const body = request.body as CategoryBody;
    const shopId = shopIdOf(request);
    const parent = body.parentId === 0 ? null : await ownedOrFail(shopId, body.parentId);
    const level = parent ? parent.level + 1 : 0;
    if (level > maxLevelOf(shopId)) throw showFail(M.levelTooDeep);
    if (await nameTaken(db, shopId, body.parentId, body.name)) throw showFail(M.nameExists);
    await guardedWrite(() =>
      db.transaction(async (tx) => {
        // The parent is read again, locked: a delete of it waits and then sees this child, or came first and refuses it;
        // a status change waits too, so the child gets the parent's status as it stands.
        const locked = parent ? await findInShop(tx, [shopId], parent.categoryId, 'share') : null;
        if (parent && !locked) throw showFail(M.notFound);
        await tx.insert(category).values({
          shopId,
          parentId: body.parentId,
          name: body.name,
          desc: body.desc ?? null,
          icon: stored(shopId, body.icon),
          imgUrl: stored(shopId, body.imgUrl),
          path: locked ? childPath(locked) : '',
          level,
          seq: body.seq,
          // A child of an off-shelf category starts off shelf too.
          status: locked && locked.status !== CategoryStatus.NORMAL ? CategoryStatus.OFF_SHELF : body.status,
        });
      }),
    );
    return ok(null);
  });

  app.put('/admin/category', { schema: { body: CategoryBody } }, async (request) => {
    const body = request.body as CategoryBody;
    if (!body.categoryId) throw showFail(M.notFound);
    if (body.parentId === body.categoryId) throw showFail(M.ownParent);
    const shopId = shopIdOf(request);
    const row = await ownedOrFail(shopId, body.categoryId);
    if (await nameTaken(db, shopId, row.parentId, body.name, row.categoryId)) throw showFail(M.nameExists);
    await guardedWrite(() =>
      db
        .update(category)
        .set({ name: body.name, desc: body.desc ?? null, icon: stored(shopId, body.icon), imgUrl: stored(shopId, body.imgUrl), seq: body.seq })
        .where(and(eq(category.categoryId, row.categoryId), eq(category.shopId, shopId))),
    );
    return ok(null);
  });

  app.delete('/admin/category', { schema: { querystring: CategoryIdQuery } }, async (request) => {
    const { categoryId } = request.query as CategoryIdQuery;
    const shopId = shopIdOf(request);
    const row = await ownedOrFail(shopId, categoryId);
    await db.transaction(async (tx) => {
      // Locked before the in-use check: a product save or a new child holding the row finishes first and is seen.
      if (!(await findInShop(tx as Db, [shopId], row.categoryId, 'update'))) throw showFail(M.notFound);
      if (await inUse(tx as Db, row.categoryId)) throw showFail(M.inUse);
      await tx.delete(category).where(and(eq(category.categoryId, row.categoryId), eq(category.shopId, shopId)));
    });
    return ok(null);
  });

  app.put('/admin/category/category_enable_or_disable', { schema: { body: CategoryStatusBody } }, async (request) => {
    const { categoryId, status } = request.body as CategoryStatusBody;
    const shopId = shopIdOf(request);
    const row = await ownedOrFail(shopId, categoryId);
    if (row.status === status) return ok(true);
    await db.transaction(async (tx) => {
      // Ancestors are locked before descendants, as every category writer does: the parent's status is read
      // under the lock, and the subtree is read after the category is locked, so a child being added is in it.
      if (status === CategoryStatus.NORMAL && row.parentId !== 0) {
        const parent = await findInShop(tx as Db, [shopId], row.parentId, 'share');
        if (parent && parent.status !== CategoryStatus.NORMAL) throw showFail(M.parentOffShelf);
      }
      if (!(await findInShop(tx as Db, [shopId], row.categoryId, 'no key update'))) throw showFail(M.notFound);
      const ids = await selfAndDescendants(tx as Db, shopId, row.categoryId);
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
        await takeProductsOffShelfByCategories(tx as Db, target);
      }
    });
    return ok(true);
  });
};
