// Hot-search calls of /mall_multishop (contract §4.2): HTTP in and envelopes out, scoped by the caller's shop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  HOT_SEARCH_PATHS,
  HotSearchBody,
  HotSearchUpdateBody,
  HotSearchIdQuery,
  HotSearchPage,
  HotSearchPageQuery,
  HotSearchVO,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { createHotSearch, deleteHotSearch, findHotSearch, hotSearchPage, updateHotSearch } from './hot-search.store.ts';

const P = HOT_SEARCH_PATHS.local;
const READERS = forMenus('hot-search');

export const hotSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(P.page, { config: READERS, schema: { querystring: HotSearchPageQuery, response: { 200: EnvelopeOf(HotSearchPage) } } }, async (request) =>
    ok(await hotSearchPage(db, shopIdOf(request), request.query)),
  );

  app.get(P.one, { config: READERS, schema: { querystring: HotSearchIdQuery, response: { 200: EnvelopeOf(HotSearchVO) } } }, async (request) =>
    ok(await findHotSearch(db, shopIdOf(request), request.query.hotSearchId)),
  );

  app.post(P.one, { schema: { body: HotSearchBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await createHotSearch(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.put(P.one, { schema: { body: HotSearchUpdateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateHotSearch(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: HotSearchIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    await deleteHotSearch(db, shopIdOf(request), request.query.hotSearchId);
    return ok(null);
  });
};
