import type { FastifyPluginAsync } from 'fastify';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageOf } from '../../../platform/http/page.ts';
import { SpuSearchQuery, searchSpus } from './spu-search.ts';
import { toSpuBase } from './spu-vo.ts';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';

/** The product select dialog's default source (outside any service prefix): on-sale products by name and category. */
export const productSelectRoutes: FastifyPluginAsync = async (app) => {
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
