// Picture group calls of /mall_biz: HTTP in and envelopes out, for the caller's own shop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttachFileGroupBody,
  AttachFileGroupIdQuery,
  AttachFileGroupList,
  AttachFileGroupVO,
  EmptyEnvelope,
  EnvelopeOf,
  MEDIA_PATHS,
} from '@caremall/contract';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { createGroup, deleteGroup, findGroup, groupList, updateGroup } from './attach-file-group.store.ts';
import { PICTURE_LIBRARY } from './picture-library-access.ts';

const P = MEDIA_PATHS.local;

export const attachFileGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(P.groupList, { config: PICTURE_LIBRARY, schema: { response: { 200: EnvelopeOf(AttachFileGroupList) } } }, async (request) =>
    ok(await groupList(db, shopIdOf(request))),
  );

  app.get(
    P.group,
    { config: PICTURE_LIBRARY, schema: { querystring: AttachFileGroupIdQuery, response: { 200: EnvelopeOf(AttachFileGroupVO) } } },
    async (request) => ok(await findGroup(db, shopIdOf(request), request.query.attachFileGroupId)),
  );

  app.post(P.group, { config: PICTURE_LIBRARY, schema: { body: AttachFileGroupBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await createGroup(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.put(P.group, { config: PICTURE_LIBRARY, schema: { body: AttachFileGroupBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateGroup(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.delete(
    P.group,
    { config: PICTURE_LIBRARY, schema: { querystring: AttachFileGroupIdQuery, response: { 200: EmptyEnvelope } } },
    async (request) => {
      await deleteGroup(db, shopIdOf(request), request.query.attachFileGroupId);
      return ok(null);
    },
  );
};
