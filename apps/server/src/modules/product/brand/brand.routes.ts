// Brand calls of /mall_product: the brand chooser lists those linked to a platform category.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_PATHS, BrandList, CategoryIdQuery, EnvelopeOf } from '@caremall/contract';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { brandsOfCategory } from './brand.store.ts';

const P = BRAND_PATHS.local;

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    P.byCategory,
    { config: forMenus(...PRODUCT_MENUS), schema: { querystring: CategoryIdQuery, response: { 200: EnvelopeOf(BrandList) } } },
    async (request) => ok(await brandsOfCategory(db, request.query.categoryId, config.resourcesUrl)),
  );
};
