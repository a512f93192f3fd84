// Staff sign-in account calls of /mall_multishop: set (POST) once, then modify (PUT); passwords never come back.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  SHOP_USER_PATHS,
  ShopAccountCreateBody,
  ShopAccountUpdateBody,
  ShopAccountVO,
  ShopUserIdQuery,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { createShopAccount, findShopAccount, updateShopAccount } from './shop-user-account.store.ts';

const P = SHOP_USER_PATHS.local;

export const shopUserAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    P.account,
    { config: forMenus('shopUser'), schema: { querystring: ShopUserIdQuery, response: { 200: EnvelopeOf(ShopAccountVO.nullable()) } } },
    async (request) => ok(await findShopAccount(db, currentUser(request), request.query.shopUserId)),
  );

  app.post(P.account, { schema: { body: ShopAccountCreateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await createShopAccount(db, currentUser(request), request.body, request.ip);
    return ok(null);
  });

  app.put(P.account, { schema: { body: ShopAccountUpdateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    await updateShopAccount(db, currentUser(request), request.body, request.headers.authorization);
    return ok(null);
  });
};
