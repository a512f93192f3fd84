// Product detail calls of /mall_product (the SPU detail screen): HTTP in and envelopes out, scoped by the caller's shop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  SPU_DETAIL_PATHS,
  SpuDetailBody,
  SpuDetailPageQuery,
  SpuDetailRowPage,
  SpuDetailVO,
  SpuIdQuery,
} from '@caremall/contract';
import { forMenus } from '../../../platform/auth/access.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { clearSpuDetail, findSpuDetail, saveSpuDetail, spuDetailPage } from './spu-detail.store.ts';

const P = SPU_DETAIL_PATHS.local;
/** The screen's reads and its ungated save and clear (spec §6) need its menu. */
const SCREEN = forMenus('spuDetail');

export const spuDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(P.page, { config: SCREEN, schema: { querystring: SpuDetailPageQuery, response: { 200: EnvelopeOf(SpuDetailRowPage) } } }, async (request) =>
    ok(await spuDetailPage(db, shopIdOf(request), request.query)),
  );

  app.get(P.one, { config: SCREEN, schema: { querystring: SpuIdQuery, response: { 200: EnvelopeOf(SpuDetailVO) } } }, async (request) =>
    ok(await findSpuDetail(db, shopIdOf(request), request.query.spuId)),
  );

  app.post(P.one, { config: SCREEN, schema: { body: SpuDetailBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await saveSpuDetail(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.put(P.one, { config: SCREEN, schema: { body: SpuDetailBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await saveSpuDetail(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.delete(P.one, { config: SCREEN, schema: { querystring: SpuIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    await clearSpuDetail(db, shopIdOf(request), request.query.spuId);
    return ok(null);
  });
};
