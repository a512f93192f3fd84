// Address and delivery areas of /mall_delivery (contract §4.7): read by every signed-in user (the shared areas and
// the caller's shop's own), changed through the area screens (system:addrManage:*), each caller only its own rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AREA_PATHS, AreaBody, AreaIdQuery, AreaListQuery, AreaNodeVO, AreaVO, EmptyEnvelope, EnvelopeOf } from '@caremall/contract';
import { forAnySignedIn } from '../../platform/auth/access.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { areaChildren, areaTree, createArea, deleteArea, findArea, updateArea } from './area.store.ts';

const P = AREA_PATHS.local;
const AREA_READERS = forAnySignedIn('administrative areas are public reference data (province, city, district names)');

export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  /** Without parentId: the whole tree (children nested); with it: that area's direct children. */
  app.get(
    P.list,
    { config: AREA_READERS, schema: { querystring: AreaListQuery, response: { 200: EnvelopeOf(z.array(AreaNodeVO)) } } },
    async (request) => {
      const { parentId } = request.query;
      const shopId = shopIdOf(request);
      return ok(parentId === undefined ? await areaTree(db, shopId) : await areaChildren(db, shopId, parentId));
    },
  );

  app.get(P.one, { config: AREA_READERS, schema: { querystring: AreaIdQuery, response: { 200: EnvelopeOf(AreaVO) } } }, async (request) =>
    ok(await findArea(db, shopIdOf(request), request.query.areaId)),
  );

  app.post(P.one, { schema: { body: AreaBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await createArea(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.put(P.one, { schema: { body: AreaBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateArea(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: AreaIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    await deleteArea(db, shopIdOf(request), request.query.areaId);
    return ok(null);
  });
};
