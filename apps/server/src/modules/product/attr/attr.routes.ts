// Attribute calls of /mall_product: HTTP in and envelopes out. Shops write their sales attributes under
// their product:attr:* permissions; the platform's administrator keeps the basic attributes of platform
// categories through the same calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTR_PATHS,
  AttrBody,
  AttrCategoryQuery,
  AttrIdQuery,
  AttrList,
  AttrPage,
  AttrPageQuery,
  AttrVO,
  EmptyEnvelope,
  EnvelopeOf,
} from '@caremall/contract';
import { PRODUCT_MENUS, anyOf, forMenus, forPlatformAdmin } from '../../../platform/auth/access.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { attrPage, basicAttrsOf, createAttr, deleteAttr, findAttr, shopSalesAttrs, updateAttr } from './attr.store.ts';

const P = ATTR_PATHS.local;
const PLATFORM_BASIC_ATTRS = forPlatformAdmin('basic attributes of platform categories');
const ATTR_READERS = anyOf(forMenus('attr', ...PRODUCT_MENUS), PLATFORM_BASIC_ATTRS);

export const attrRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(P.page, { config: ATTR_READERS, schema: { querystring: AttrPageQuery, response: { 200: EnvelopeOf(AttrPage) } } }, async (request) =>
    ok(await attrPage(db, shopIdOf(request), request.query)),
  );

  app.get(P.one, { config: ATTR_READERS, schema: { querystring: AttrIdQuery, response: { 200: EnvelopeOf(AttrVO) } } }, async (request) =>
    ok(await findAttr(db, shopIdOf(request), request.query.attrId)),
  );

  /** The shop's sales attributes with their values: the choices of the product publish page. */
  app.get(P.shopAttrs, { config: ATTR_READERS, schema: { response: { 200: EnvelopeOf(AttrList) } } }, async (request) =>
    ok(await shopSalesAttrs(db, shopIdOf(request))),
  );

  /** Basic attributes of a platform category: platform rows every shop reads. */
  app.get(
    P.byCategory,
    { config: ATTR_READERS, schema: { querystring: AttrCategoryQuery, response: { 200: EnvelopeOf(AttrList) } } },
    async (request) => ok(await basicAttrsOf(db, request.query.categoryId)),
  );

  app.post(P.one, { config: PLATFORM_BASIC_ATTRS, schema: { body: AttrBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await createAttr(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.put(P.one, { config: PLATFORM_BASIC_ATTRS, schema: { body: AttrBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateAttr(db, shopIdOf(request), request.body);
    return ok(null);
  });

  app.delete(P.one, { config: PLATFORM_BASIC_ATTRS, schema: { querystring: AttrIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    await deleteAttr(db, shopIdOf(request), request.query.attrId);
    return ok(null);
  });
};
