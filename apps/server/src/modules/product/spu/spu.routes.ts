// Product calls of /mall_product and the product list of /mall_search: HTTP in and envelopes out, scoped
// by the caller's shop. mall4cloud's merchant client uses /admin/spu…; the spec also names /m/spu…: both
// answer the same way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommunityPage,
  CommunityQuery,
  EmptyEnvelope,
  EnvelopeOf,
  ProdStatusBody,
  SPU_MESSAGES,
  SPU_PATHS,
  SPU_SEARCH_PATHS,
  SpuAdminPage,
  SpuBody,
  SpuUpdateBody,
  SpuIdQuery,
  SpuSearchQuery,
  SpuVO,
  SpuWithSkusPage,
  UpdateSpuDataBody,
} from '@caremall/contract';
import { PRODUCT_EDITOR_MENUS, PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../../platform/http/envelope.ts';
import { checkPictures } from '../../../platform/storage/picture-paths.ts';
import { updateSpuData } from './spu-data.store.ts';
import { createSpu, shopInfoOf, updateSpu } from './spu-save.store.ts';
import { changeProductStatus, deleteSpu } from './spu-status.store.ts';
import { communityPage, loadSpuVO, spuAdminPage, spuWithSkusPage } from './spu.store.ts';

const P = SPU_PATHS.local;
const PRODUCT_READERS = forMenus(...PRODUCT_MENUS);
/** The carousel links products, so its screen reads the product pages too. */
const PRODUCT_PAGE_READERS = forMenus(...PRODUCT_MENUS, 'indexImg');
const PRODUCT_EDITORS = forMenus(...PRODUCT_EDITOR_MENUS);

export const spuRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const base = config.resourcesUrl;
  const pictures = { base, keySecret: () => app.media.keySecret() };
  const checkProductPictures = (shopId: number, body: SpuUpdateBody) =>
    checkPictures(pictures, shopId, [body.mainImgUrl, body.imgUrls, ...(body.skuList ?? []).map((s) => s.imgUrl)]);

  for (const [one, page] of [
    [P.admin, P.adminPage],
    [P.m, P.mPage],
  ] as const) {
    app.get(one, { config: PRODUCT_READERS, schema: { querystring: SpuIdQuery, response: { 200: EnvelopeOf(SpuVO) } } }, async (request) =>
      ok(await loadSpuVO(db, shopIdOf(request), request.query.spuId, base)),
    );

    app.post(one, { config: PRODUCT_EDITORS, schema: { body: SpuBody, response: { 200: EmptyEnvelope } } }, async (request) => {
      const { body } = request;
      const shop = await shopInfoOf(db, shopIdOf(request));
      checkProductPictures(shop.shopId, body);
      // mall4cloud's admin POST creates only without a spuId; with one it is an edit.
      if (body.spuId) await updateSpu(db, shop, body, base);
      else await createSpu(db, shop, body, base);
      return ok(null);
    });

    app.put(one, { config: PRODUCT_EDITORS, schema: { body: SpuUpdateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
      const { body } = request;
      const shop = await shopInfoOf(db, shopIdOf(request));
      if (!body.spuId) throw showFail(SPU_MESSAGES.notFound);
      checkProductPictures(shop.shopId, body);
      await updateSpu(db, shop, body, base);
      return ok(null);
    });

    app.delete(one, { config: PRODUCT_EDITORS, schema: { querystring: SpuIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
      await deleteSpu(db, shopIdOf(request), request.query.spuId);
      return ok(null);
    });

    app.get(
      page,
      { config: PRODUCT_PAGE_READERS, schema: { querystring: SpuSearchQuery, response: { 200: EnvelopeOf(SpuWithSkusPage) } } },
      async (request) => ok(await spuWithSkusPage(db, shopIdOf(request), request.query, base)),
    );
  }

  app.put(P.prodStatus, { config: PRODUCT_EDITORS, schema: { body: ProdStatusBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await changeProductStatus(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.put(P.updateSpuData, { config: PRODUCT_EDITORS, schema: { body: UpdateSpuDataBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateSpuData(db, shopIdOf(request), request.body);
    return ok(null);
  });

  /** Communities and stations of the shop's operator (its tenant name); none without one. */
  app.get(
    P.communityList,
    { config: PRODUCT_READERS, schema: { querystring: CommunityQuery, response: { 200: EnvelopeOf(CommunityPage) } } },
    async (request) => ok(await communityPage(db, shopIdOf(request), request.query)),
  );
};

/** The merchant product list of /mall_search (SQL in place of Elasticsearch). */
export const spuSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.get(
    SPU_SEARCH_PATHS.local.page,
    { config: PRODUCT_PAGE_READERS, schema: { querystring: SpuSearchQuery, response: { 200: EnvelopeOf(SpuAdminPage) } } },
    async (request) => ok(await spuAdminPage(db, shopIdOf(request), request.query, config.resourcesUrl)),
  );
};
