// Notice calls of /mall_multishop: HTTP in and envelopes out, scoped by the caller's shop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  NOTICE_PATHS,
  NoticeBody,
  NoticeUpdateBody,
  NoticeIdQuery,
  NoticePage,
  NoticePageQuery,
  NoticeVO,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { createNotice, deleteNotice, findNotice, noticePage, updateNotice } from './notice.store.ts';

const P = NOTICE_PATHS.local;
const READERS = forMenus('notice');

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(P.page, { config: READERS, schema: { querystring: NoticePageQuery, response: { 200: EnvelopeOf(NoticePage) } } }, async (request) =>
    ok(await noticePage(db, shopIdOf(request), request.query)),
  );

  app.get(P.one, { config: READERS, schema: { querystring: NoticeIdQuery, response: { 200: EnvelopeOf(NoticeVO) } } }, async (request) =>
    ok(await findNotice(db, shopIdOf(request), request.query.id)),
  );

  app.post(P.one, { schema: { body: NoticeBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await createNotice(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.put(P.one, { schema: { body: NoticeUpdateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateNotice(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: NoticeIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    await deleteNotice(db, shopIdOf(request), request.query.id);
    return ok(null);
  });
};
