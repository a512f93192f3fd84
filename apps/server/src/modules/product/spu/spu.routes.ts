import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ProdStatusBody, SpuBody, UpdateSpuDataBody, type SpuAdminVO } from '@caremall/contract';
import { community, shopDetail } from '../../../db/schema/index.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../../platform/http/images.ts';
import { PageQuery, pageOf } from '../../../platform/http/page.ts';
import { formatTime } from '../../../platform/http/time.ts';
import { createSpu, shopInfoOf, updateSpu } from './spu-save.ts';
import { changeStatus, changeStatusBatch, deleteSpu } from './spu-status.ts';
import { updateSpuData } from './spu-data.ts';
import { SpuSearchQuery, searchSpus, skusOfPage } from './spu-search.ts';
import { loadSkus, loadSpuVO, toSpuBase } from './spu-vo.ts';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';
import { checkPictures } from '../../../platform/storage/picture-paths.ts';

export const SpuIdQuery = z.object({ spuId: z.coerce.number({ error: 'spuId不能为空' }).int('spuId不正确').positive('spuId不正确') });
const CommunityQuery = PageQuery.extend({
  communityName: z.string().trim().max(100).optional(),
  affiliation: z.string().optional(),
  commType: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(2).optional()),
});
export const MSG_NO_TENANT = '无法选择社区，请联系管理员！';

/**
 * Products of the caller's shop. mall4cloud's merchant client uses /admin/spu…; the spec also names
 * /m/spu…: both answer the same way.
 */
export const spuRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const base = config.resourcesUrl;
  const pictures = { base, keySecret: () => app.media.keySecret() };
  const checkProductPictures = (shopId: number, body: SpuBody) =>
    checkPictures(pictures, shopId, [body.mainImgUrl, body.imgUrls, ...body.skuList.map((s) => s.imgUrl)]);

  for (const root of ['/admin/spu', '/m/spu']) {
    app.get(root, { config: forMenus(...PRODUCT_MENUS), schema: { querystring: SpuIdQuery } }, async (request) => {
      const { spuId } = request.query as z.infer<typeof SpuIdQuery>;
      return ok(await loadSpuVO(db, shopIdOf(request), spuId, base));
    });

    app.post(root, { schema: { body: SpuBody } }, async (request) => {
      const body = request.body as SpuBody;
      const shop = await shopInfoOf(db, shopIdOf(request));
      checkProductPictures(shop.shopId, body);
      // mall4cloud's admin POST creates only without a spuId; with one it is an edit.
      if (body.spuId) await updateSpu(db, shop, body, base);
      else await createSpu(db, shop, body, base);
      return ok(null);
    });

    app.put(root, { schema: { body: SpuBody } }, async (request) => {
      const body = request.body as SpuBody;
      const shop = await shopInfoOf(db, shopIdOf(request));
      if (!body.spuId) throw showFail('商品不存在或者已被删除！');
      checkProductPictures(shop.shopId, body);
      await updateSpu(db, shop, body, base);
      return ok(null);
    });

    app.delete(root, { schema: { querystring: SpuIdQuery } }, async (request) => {
      const { spuId } = request.query as z.infer<typeof SpuIdQuery>;
      await deleteSpu(db, shopIdOf(request), spuId);
      return ok(null);
    });

    app.get(`${root}/page`, { config: forMenus(...PRODUCT_MENUS, 'indexImg'), schema: { querystring: SpuSearchQuery } }, async (request) => {
      const query = request.query as SpuSearchQuery;
      const { rows, total } = await searchSpus(db, shopIdOf(request), query);
      const skus = await loadSkus(
        db,
        rows.map((r) => r.spuId),
      );
      return ok(
        pageOf(
          rows.map((r) => ({ ...toSpuBase(r, base), skus: skus.get(r.spuId) ?? [] })),
          total,
          query.pageSize,
        ),
      );
    });
  }

  app.put('/admin/spu/prod_status', { schema: { body: ProdStatusBody } }, async (request) => {
    const body = request.body as ProdStatusBody;
    const status = body.status as 0 | 1;
    if (body.spuIds?.length) await changeStatusBatch(db, shopIdOf(request), body.spuIds, status);
    else await changeStatus(db, shopIdOf(request), body.spuId!, status);
    return ok(null);
  });

  app.put('/admin/spu/update_spu_data', { schema: { body: UpdateSpuDataBody } }, async (request) => {
    await updateSpuData(db, shopIdOf(request), request.body as UpdateSpuDataBody);
    return ok(null);
  });

  /** Communities and stations of the shop's operator (its tenant name); none without one. */
  app.get('/admin/spu/communityList', { config: forMenus(...PRODUCT_MENUS), schema: { querystring: CommunityQuery } }, async (request) => {
    const query = request.query as z.infer<typeof CommunityQuery>;
    const [shop] = await db
      .select()
      .from(shopDetail)
      .where(eq(shopDetail.shopId, shopIdOf(request)))
      .limit(1);
    if (!shop?.tenantName) throw showFail(MSG_NO_TENANT);
    const where = and(
      eq(community.affiliation, shop.tenantName),
      query.communityName ? ilike(community.communityName, `%${query.communityName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      query.commType ? eq(community.commType, query.commType) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(community).where(where);
    const rows = await db
      .select()
      .from(community)
      .where(where)
      .orderBy(asc(community.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    return ok(
      pageOf(
        rows.map((c) => ({ id: c.id, communityName: c.communityName, communityAddress: c.communityAddress, commType: c.commType })),
        total!.n,
        query.pageSize,
      ),
    );
  });
};

/** GET /mall_search/m/search/page: the merchant product list (SQL in place of Elasticsearch). */
export const spuSearchRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  app.get('/m/search/page', { config: forMenus(...PRODUCT_MENUS, 'indexImg'), schema: { querystring: SpuSearchQuery } }, async (request) => {
    const query = request.query as SpuSearchQuery;
    const shopId = shopIdOf(request);
    const { rows, total } = await searchSpus(db, shopId, query);
    const skus = await skusOfPage(
      db,
      rows.map((r) => r.spuId),
    );
    const [shop] = await db.select({ shopName: shopDetail.shopName }).from(shopDetail).where(eq(shopDetail.shopId, shopId)).limit(1);
    const list: SpuAdminVO[] = rows.map((r) => ({
      spuId: r.spuId,
      spuName: r.name,
      sellingPoint: r.sellingPoint,
      mainImgUrl: withResourcesUrl(config.resourcesUrl, r.mainImgUrl),
      shopId: r.shopId,
      shopName: shop?.shopName ?? null,
      priceFee: r.priceFee,
      marketPriceFee: r.marketPriceFee,
      saleNum: r.saleNum,
      spuStatus: r.status,
      stock: r.stock,
      seq: r.seq,
      isCompose: r.isCompose,
      createTime: formatTime(r.createTime),
      skuList: skus
        .filter((s) => s.spuId === r.spuId)
        .map((s) => ({ skuId: s.skuId, skuName: s.skuName, priceFee: s.priceFee, stock: s.stock, status: s.status, partyCode: s.partyCode })),
    }));
    return ok(pageOf(list, total, query.pageSize));
  });
};
