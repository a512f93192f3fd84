import type { FastifyPluginAsync } from 'fastify';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageOf } from '../../../platform/http/page.ts';
import { demoImageRoutes } from './demo-images.routes.ts';
import { offlineEventRoutes, platformReviewRoutes } from './offline.routes.ts';
import { spuDetailRoutes } from './spu-detail.routes.ts';
import { SpuSearchQuery, searchSpus } from './spu-search.ts';
import { spuRoutes, spuSearchRoutes } from './spu.routes.ts';
import { toSpuBase } from './spu-vo.ts';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';

/** Products: /mall_product spu calls, /mall_search product list, the legacy /prod select page. */
export const productSpuRoutes: FastifyPluginAsync = async (app) => {
  await app.register(spuRoutes, { prefix: '/mall_product' });
  await app.register(spuDetailRoutes, { prefix: '/mall_product' });
  await app.register(offlineEventRoutes, { prefix: '/mall_product' });
  await app.register(platformReviewRoutes, { prefix: '/mall_product' });
  await app.register(spuSearchRoutes, { prefix: '/mall_search' });
  await app.register(demoImageRoutes);
  // The product select dialog's default source: on-sale products by name and category.
  app.get('/prod/prod/page', { config: forMenus(...PRODUCT_MENUS, 'indexImg'), schema: { querystring: SpuSearchQuery } }, async (request) => {
    const query = request.query as SpuSearchQuery;
    const { rows, total } = await searchSpus(app.deps.db, shopIdOf(request), query);
    return ok(
      pageOf(
        rows.map((r) => toSpuBase(r, app.deps.config.resourcesUrl)),
        total,
        query.pageSize,
      ),
    );
  });
};
