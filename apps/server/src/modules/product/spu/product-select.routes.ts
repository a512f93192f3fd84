// The product select dialog's default source, outside any service prefix: on-sale products by name and category.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnvelopeOf, PRODUCT_SELECT_PATHS, SpuSearchQuery, SpuSummaryPage } from '@caremall/contract';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { spuSummaryPage } from './spu.store.ts';

export const productSelectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.get(
    PRODUCT_SELECT_PATHS.local.page,
    { config: forMenus(...PRODUCT_MENUS, 'indexImg'), schema: { querystring: SpuSearchQuery, response: { 200: EnvelopeOf(SpuSummaryPage) } } },
    async (request) => ok(await spuSummaryPage(db, shopIdOf(request), request.query, config.resourcesUrl)),
  );
};
