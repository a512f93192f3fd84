import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ATTR_MESSAGES, AttrBody, AttrType, SearchType } from '@caremall/contract';
import { attr, attrCategory, attrValue } from '../../../db/schema/index.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../../platform/http/envelope.ts';
import { likePattern } from '../../../platform/http/like.ts';
import { PageQuery, pageOf } from '../../../platform/http/page.ts';
import type { Db } from '../../../platform/db/client.ts';
import { platformLeafIds, replaceCategories, replaceValues, toVOs } from './attr-store.ts';
import { PRODUCT_MENUS, anyOf, forMenus, forPlatformAdmin } from '../../../platform/auth/access.ts';

// Shops write attributes under their product:attr:* permissions; the platform's administrator keeps the
// basic attributes of platform categories through the same calls.
const PLATFORM_BASIC_ATTRS = forPlatformAdmin('basic attributes of platform categories');
const ATTR_READERS = anyOf(forMenus('attr', ...PRODUCT_MENUS), PLATFORM_BASIC_ATTRS);

const idQuery = (field: string, message: string) => z.object({ [field]: z.coerce.number({ error: message }).int(message).positive(message) });
const AttrIdQuery = idQuery('attrId', ATTR_MESSAGES.attrIdRequired);
const CategoryIdQuery = idQuery('categoryId', ATTR_MESSAGES.categoryIdRequired);
const optionalFlag = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional());
const AttrPageQuery = PageQuery.extend({
  name: z.string().max(100).optional(),
  searchType: optionalFlag,
  attrType: optionalFlag,
});

type Row = typeof attr.$inferSelect;
/** Basic attributes belong to the platform, whose tenant id is 0. */
const PLATFORM_SHOP_ID = 0;

/** What a caller may set: a shop only has sales attributes; the platform chooses type, importance and categories. */
async function classify(db: Db, shopId: number, body: AttrBody, stored?: Row) {
  if (shopId !== PLATFORM_SHOP_ID) return { attrType: AttrType.SALES, searchType: SearchType.ORDINARY, categoryIds: [] as number[] };
  const attrType = stored?.attrType ?? body.attrType ?? AttrType.SALES;
  const searchType = body.searchType ?? stored?.searchType ?? SearchType.IMPORTANT;
  if (attrType !== AttrType.BASIC) return { attrType, searchType, categoryIds: [] as number[] };
  const wanted = [...new Set(body.categoryIds ?? [])];
  if (!wanted.length) throw showFail(ATTR_MESSAGES.categoriesRequired);
  if ((await platformLeafIds(db, wanted)).length !== wanted.length) throw showFail(ATTR_MESSAGES.categoryInvalid);
  return { attrType, searchType, categoryIds: wanted };
}

export const attrRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const owned = (shopId: number, attrId: number) => and(eq(attr.attrId, attrId), eq(attr.shopId, shopId));

  async function findOwned(shopId: number, attrId: number): Promise<Row> {
    const [row] = await db.select().from(attr).where(owned(shopId, attrId)).limit(1);
    if (!row) throw showFail(ATTR_MESSAGES.notFound);
    return row;
  }

  app.get('/admin/attr/page', { config: ATTR_READERS, schema: { querystring: AttrPageQuery } }, async (request) => {
    const { pageNum, pageSize, name, searchType, attrType } = request.query as z.infer<typeof AttrPageQuery>;
    const conditions: SQL[] = [eq(attr.shopId, shopIdOf(request))];
    if (name?.trim()) conditions.push(ilike(attr.name, likePattern(name.trim())));
    if (searchType !== undefined) conditions.push(eq(attr.searchType, searchType));
    if (attrType !== undefined) conditions.push(eq(attr.attrType, attrType));
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(attr).where(where);
    const rows = await db
      .select()
      .from(attr)
      .where(where)
      .orderBy(desc(attr.attrId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return ok(pageOf(await toVOs(db, rows), total!.n, pageSize));
  });

  app.get('/admin/attr', { config: ATTR_READERS, schema: { querystring: AttrIdQuery } }, async (request) => {
    const { attrId } = request.query as { attrId: number };
    const [vo] = await toVOs(db, [await findOwned(shopIdOf(request), attrId)], true);
    return ok(vo);
  });

  /** The shop's sales attributes with their values: the choices of the product publish page. */
  app.get('/admin/attr/get_shop_attrs', { config: ATTR_READERS }, async (request) => {
    const rows = await db
      .select()
      .from(attr)
      .where(and(eq(attr.shopId, shopIdOf(request)), eq(attr.attrType, AttrType.SALES)))
      .orderBy(asc(attr.attrId));
    return ok(await toVOs(db, rows));
  });

  /** Basic attributes of a platform category: platform rows every shop reads. */
  app.get('/admin/attr/get_attrs_by_category_id', { config: ATTR_READERS, schema: { querystring: CategoryIdQuery } }, async (request) => {
    const { categoryId } = request.query as { categoryId: number };
    const rows = await db
      .select({ attr })
      .from(attr)
      .innerJoin(attrCategory, eq(attrCategory.attrId, attr.attrId))
      .where(and(eq(attrCategory.categoryId, categoryId), eq(attr.shopId, PLATFORM_SHOP_ID), eq(attr.attrType, AttrType.BASIC)))
      .orderBy(asc(attr.attrId));
    return ok(
      await toVOs(
        db,
        rows.map((r) => r.attr),
      ),
    );
  });

  app.post('/admin/attr', { config: PLATFORM_BASIC_ATTRS, schema: { body: AttrBody } }, async (request) => {
    const body = request.body as AttrBody;
    const shopId = shopIdOf(request);
    const kind = await classify(db, shopId, body);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(attr)
        .values({ shopId, name: body.name, desc: body.desc || null, attrType: kind.attrType, searchType: kind.searchType })
        .returning({ attrId: attr.attrId });
      await tx.insert(attrValue).values(body.attrValues.map((v) => ({ attrId: created!.attrId, value: v.value })));
      if (kind.categoryIds.length) await replaceCategories(tx, created!.attrId, kind.categoryIds);
    });
    return ok(null);
  });

  app.put('/admin/attr', { config: PLATFORM_BASIC_ATTRS, schema: { body: AttrBody } }, async (request) => {
    const body = request.body as AttrBody;
    if (!body.attrId) throw showFail(ATTR_MESSAGES.notFound);
    const shopId = shopIdOf(request);
    const stored = await findOwned(shopId, body.attrId);
    const kind = await classify(db, shopId, body, stored);
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(attr)
        .set({ name: body.name, desc: body.desc || null, searchType: kind.searchType })
        .where(owned(shopId, stored.attrId))
        .returning({ attrId: attr.attrId });
      if (!updated.length) throw showFail(ATTR_MESSAGES.notFound);
      await replaceValues(tx, stored.attrId, body.attrValues);
      if (kind.attrType === AttrType.BASIC) await replaceCategories(tx, stored.attrId, kind.categoryIds);
    });
    return ok(null);
  });

  /**
   * Deletes the attribute, its values and its category links. Products keep their own copies of
   * attribute and value names, so what is already published reads the same afterwards.
   */
  app.delete('/admin/attr', { config: PLATFORM_BASIC_ATTRS, schema: { querystring: AttrIdQuery } }, async (request) => {
    const { attrId } = request.query as { attrId: number };
    const shopId = shopIdOf(request);
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(attr).where(owned(shopId, attrId)).returning({ attrId: attr.attrId });
      if (!deleted.length) throw showFail(ATTR_MESSAGES.notFound);
      await tx.delete(attrValue).where(inArray(attrValue.attrId, [attrId]));
      await tx.delete(attrCategory).where(eq(attrCategory.attrId, attrId));
    });
    return ok(null);
  });
};
