// The current-user call of /mall_multishop: the shell's name, avatar and shop of whoever is signed in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnvelopeOf, CURRENT_USER_PATHS, ShopUserSimpleVO } from '@caremall/contract';
import { forAnySignedIn } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { currentShopUser } from './shop-user-info.store.ts';

export const shopUserInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.get(
    CURRENT_USER_PATHS.local.info,
    { config: forAnySignedIn("the shell shows the caller's own shop name and logo"), schema: { response: { 200: EnvelopeOf(ShopUserSimpleVO) } } },
    async (request) => ok(await currentShopUser(db, currentUser(request), config.resourcesUrl)),
  );
};
