// What the route guard loads from /mall_rbac: the caller's permission codes, menu ids and the menus of its biz type.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EnvelopeOf, MENU_PATHS, MENU_PERMISSION_PATHS, RouteVO } from '@caremall/contract';
import { forAnySignedIn } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { bizTypeOf, menuIdsOf, permissionCodesOf } from '../../platform/auth/permissions.ts';
import { ok } from '../../platform/http/envelope.ts';
import { routesOf } from './menu.store.ts';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    MENU_PERMISSION_PATHS.local.ownCodes,
    {
      config: forAnySignedIn("the caller's own permission codes, which decide its buttons"),
      schema: { response: { 200: EnvelopeOf(z.array(z.string())) } },
    },
    async (request) => ok(await permissionCodesOf(db, currentUser(request))),
  );

  app.get(
    MENU_PATHS.local.ownMenuIds,
    { config: forAnySignedIn("the caller's own menu ids, which decide its screens"), schema: { response: { 200: EnvelopeOf(z.array(z.number())) } } },
    async (request) => ok(await menuIdsOf(db, currentUser(request))),
  );

  app.get(
    MENU_PATHS.local.route,
    {
      config: forAnySignedIn("the caller's own menus, which build its sidebar and routes"),
      schema: { response: { 200: EnvelopeOf(z.array(RouteVO)) } },
    },
    async (request) => ok(await routesOf(db, bizTypeOf(currentUser(request)))),
  );
};
