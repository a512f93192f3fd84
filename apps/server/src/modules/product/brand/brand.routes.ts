import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { BrandStatus, CategoryIdQuery, type BrandVO } from '@caremall/contract';
import { brand, categoryBrand } from '../../../db/schema/index.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../../platform/http/images.ts';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';

/** Brands of /mall_product: the brand chooser lists those linked to a platform category. */
export const brandRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/admin/brand/get_brand_by_category_id',
    { config: forMenus(...PRODUCT_MENUS), schema: { querystring: CategoryIdQuery } },
    async (request) => {
      const { categoryId } = request.query as CategoryIdQuery;
      const rows = await db
        .select({ brand })
        .from(categoryBrand)
        .innerJoin(brand, eq(brand.brandId, categoryBrand.brandId))
        .where(and(eq(categoryBrand.categoryId, categoryId), ne(brand.status, BrandStatus.DELETED)))
        .orderBy(asc(brand.seq), asc(brand.brandId));
      const list: BrandVO[] = rows.map(({ brand: b }) => ({
        brandId: b.brandId,
        name: b.name,
        desc: b.desc,
        imgUrl: withResourcesUrl(config.resourcesUrl, b.imgUrl),
        firstLetter: b.firstLetter,
        seq: b.seq,
        status: b.status,
        categories: null,
      }));
      return ok(list);
    },
  );
};
