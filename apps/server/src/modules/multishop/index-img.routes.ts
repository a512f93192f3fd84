// Carousel calls of /mall_multishop: HTTP in and envelopes out, scoped by the caller's shop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  INDEX_IMG_PATHS,
  IndexImgBody,
  IndexImgUpdateBody,
  IndexImgIdQuery,
  IndexImgPage,
  IndexImgPageQuery,
  IndexImgVO,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { PicturePolicy } from '../../platform/storage/picture-paths.ts';
import { createIndexImg, deleteIndexImg, findIndexImg, indexImgPage, updateIndexImg } from './index-img.store.ts';

const P = INDEX_IMG_PATHS.local;
const READERS = forMenus('indexImg');

export const indexImgRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const pictures: PicturePolicy = { base: config.resourcesUrl, keySecret: () => app.media.keySecret() };

  app.get(P.page, { config: READERS, schema: { querystring: IndexImgPageQuery, response: { 200: EnvelopeOf(IndexImgPage) } } }, async (request) =>
    ok(await indexImgPage(db, shopIdOf(request), request.query, pictures.base)),
  );

  app.get(P.one, { config: READERS, schema: { querystring: IndexImgIdQuery, response: { 200: EnvelopeOf(IndexImgVO) } } }, async (request) =>
    ok(await findIndexImg(db, shopIdOf(request), request.query.imgId, pictures.base)),
  );

  app.post(P.one, { schema: { body: IndexImgBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await createIndexImg(db, shopIdOf(request), request.body, pictures);
    return ok(null);
  });

  app.put(P.one, { schema: { body: IndexImgUpdateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateIndexImg(db, shopIdOf(request), request.body, pictures);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: IndexImgIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    await deleteIndexImg(db, shopIdOf(request), request.query.imgId);
    return ok(null);
  });
};
