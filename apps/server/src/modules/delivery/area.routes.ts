// Address areas of /mall_delivery (contract §4.7): read by every signed-in user, changed by platform staff only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AREA_MESSAGES, AREA_PATHS, AreaBody, AreaIdQuery, AreaListQuery, AreaNodeVO, AreaVO, EmptyEnvelope, EnvelopeOf } from '@caremall/contract';
import { forAnySignedIn } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { areaChildren, areaTree, createArea, deleteArea, findArea, updateArea } from './area.store.ts';

const P = AREA_PATHS.local;
const AREA_READERS = forAnySignedIn('administrative areas are public reference data (province, city, district names)');

/** Address areas are shared by every shop: only platform staff change them. */
function platformOnly(request: FastifyRequest) {
  if (currentUser(request).tenantId !== 0) throw showFail(AREA_MESSAGES.noRight);
}

export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  /** Without parentId: the whole tree (children nested); with it: that area's direct children. */
  app.get(
    P.list,
    { config: AREA_READERS, schema: { querystring: AreaListQuery, response: { 200: EnvelopeOf(z.array(AreaNodeVO)) } } },
    async (request) => {
      const { parentId } = request.query;
      return ok(parentId === undefined ? await areaTree(db) : await areaChildren(db, parentId));
    },
  );

  app.get(P.one, { config: AREA_READERS, schema: { querystring: AreaIdQuery, response: { 200: EnvelopeOf(AreaVO) } } }, async (request) =>
    ok(await findArea(db, request.query.areaId)),
  );

  app.post(P.one, { schema: { body: AreaBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await createArea(db, request.body);
    return ok(null);
  });

  app.put(P.one, { schema: { body: AreaBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await updateArea(db, request.body);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: AreaIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await deleteArea(db, request.query.areaId);
    return ok(null);
  });
};
