// Category calls of /mall_product: HTTP in and envelopes out. Lists: the platform's tree and the caller's
// own. Writes only ever touch the caller's shop: a platform category or another shop's id reads as not found.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATEGORY_PATHS,
  CategoryBody,
  CategoryUpdateBody,
  CategoryIdQuery,
  CategoryList,
  CategoryParentQuery,
  CategoryStatusBody,
  CategoryVO,
  EmptyEnvelope,
  EnvelopeOf,
  PLATFORM_SHOP_ID,
} from '@caremall/contract';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../../platform/http/envelope.ts';
import { MSG_BAD_PICTURE, storedPicture } from '../../../platform/storage/picture-paths.ts';
import {
  createCategory,
  deleteCategory,
  enabledChildren,
  findCategory,
  listCategories,
  setCategoryStatus,
  updateCategory,
  type PictureField,
} from './category.store.ts';

const P = CATEGORY_PATHS.local;
const CATALOGUE_READERS = forMenus(...PRODUCT_MENUS, 'category', 'attr', 'indexImg');

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const base = config.resourcesUrl;
  const pictures = { base, keySecret: () => app.media.keySecret() };
  /** A picture of the shop's own, stored relative; an empty value stays empty. */
  const pictureOf =
    (shopId: number): PictureField =>
    (value) => {
      if (!value) return null;
      const path = storedPicture(pictures, shopId, value);
      if (path === null) throw showFail(MSG_BAD_PICTURE);
      return path;
    };

  app.get(P.platformCategories, { config: CATALOGUE_READERS, schema: { response: { 200: EnvelopeOf(CategoryList) } } }, async () =>
    ok(await listCategories(db, PLATFORM_SHOP_ID, base)),
  );

  app.get(P.shopCategories, { config: CATALOGUE_READERS, schema: { response: { 200: EnvelopeOf(CategoryList) } } }, async (request) =>
    ok(await listCategories(db, shopIdOf(request), base)),
  );

  app.get(
    P.byParent,
    { config: CATALOGUE_READERS, schema: { querystring: CategoryParentQuery, response: { 200: EnvelopeOf(CategoryList) } } },
    async (request) => ok(await enabledChildren(db, shopIdOf(request), request.query.parentId, base)),
  );

  app.get(
    P.one,
    { config: CATALOGUE_READERS, schema: { querystring: CategoryIdQuery, response: { 200: EnvelopeOf(CategoryVO) } } },
    async (request) => ok(await findCategory(db, shopIdOf(request), request.query.categoryId, base)),
  );

  app.post(P.one, { schema: { body: CategoryBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    const shopId = shopIdOf(request);
    await createCategory(db, shopId, request.body, pictureOf(shopId));
    return ok(null);
  });

  app.put(P.one, { schema: { body: CategoryUpdateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    const shopId = shopIdOf(request);
    await updateCategory(db, shopId, request.body, pictureOf(shopId));
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: CategoryIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    await deleteCategory(db, shopIdOf(request), request.query.categoryId);
    return ok(null);
  });

  /** Answers `true`, as upstream does, also when the status is already the one asked for. */
  app.put(
    P.status,
    { config: forMenus('category'), schema: { body: CategoryStatusBody, response: { 200: EnvelopeOf(z.boolean()) } } },
    async (request) => {
      await setCategoryStatus(db, shopIdOf(request), request.body);
      return ok(true);
    },
  );
};
