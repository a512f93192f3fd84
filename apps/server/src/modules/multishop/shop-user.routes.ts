// Staff calls of /mall_multishop: HTTP in and envelopes out, for the caller's own shop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  SHOP_USER_PATHS,
  ShopUserBody,
  ShopUserIdQuery,
  ShopUserPage,
  ShopUserPageQuery,
  ShopUserVO,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { PicturePolicy } from '../../platform/storage/picture-paths.ts';
import { createShopUser, deleteShopUser, findShopUser, shopUserPage, updateShopUser } from './shop-user.store.ts';

const P = SHOP_USER_PATHS.local;
const READERS = forMenus('shopUser');

export const shopUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const pictures: PicturePolicy = { base: config.resourcesUrl, keySecret: () => app.media.keySecret() };

  app.get(P.page, { config: READERS, schema: { querystring: ShopUserPageQuery, response: { 200: EnvelopeOf(ShopUserPage) } } }, async (request) =>
    ok(await shopUserPage(db, currentUser(request), request.query, pictures.base)),
  );

  app.get(P.one, { config: READERS, schema: { querystring: ShopUserIdQuery, response: { 200: EnvelopeOf(ShopUserVO) } } }, async (request) =>
    ok(await findShopUser(db, currentUser(request), request.query.shopUserId, pictures.base)),
  );

  app.post(P.one, { schema: { body: ShopUserBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await createShopUser(db, currentUser(request), request.body, pictures);
    return ok(null);
  });

  app.put(P.one, { schema: { body: ShopUserBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateShopUser(db, currentUser(request), request.body, pictures);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: ShopUserIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    await deleteShopUser(db, currentUser(request), request.query.shopUserId);
    return ok(null);
  });
};
