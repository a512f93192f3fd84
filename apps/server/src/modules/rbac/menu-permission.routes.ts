// Menu permissions of /mall_rbac: read by the permission and menu screens, changed by platform staff only,
// within what the caller reaches itself (platform/auth/rule-bounds.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  MENU_PERMISSION_MESSAGES,
  MENU_PERMISSION_PATHS,
  MenuPermissionBody,
  MenuPermissionIdQuery,
  MenuPermissionPage,
  MenuPermissionPageQuery,
  MenuPermissionsOfMenuQuery,
  MenuPermissionVO,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import {
  createMenuPermission,
  deleteMenuPermission,
  findMenuPermission,
  menuPermissionPage,
  permissionsOfMenu,
  ruleOfBody,
  storedRule,
  updateMenuPermission,
} from './menu-permission.store.ts';
import { checkRuleChange } from '../../platform/auth/rule-bounds.ts';

const P = MENU_PERMISSION_PATHS.local;

/** Permissions are shared by every tenant: only platform staff may change them. */
function platformOnly(request: FastifyRequest) {
  if (currentUser(request).tenantId !== 0) throw showFail(MENU_PERMISSION_MESSAGES.noRight);
}

export const menuPermissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    P.page,
    { config: forMenus('menuPermission'), schema: { querystring: MenuPermissionPageQuery, response: { 200: EnvelopeOf(MenuPermissionPage) } } },
    async (request) => {
      const user = currentUser(request);
      const { sysType, ...paging } = request.query;
      return ok(await menuPermissionPage(db, user.tenantId === 0 && sysType !== undefined ? sysType : bizTypeOf(user), paging));
    },
  );

  app.get(
    P.one,
    { config: forMenus('menuPermission'), schema: { querystring: MenuPermissionIdQuery, response: { 200: EnvelopeOf(MenuPermissionVO) } } },
    async (request) => ok(await findMenuPermission(db, currentUser(request), request.query.menuPermissionId)),
  );

  app.get(
    P.listByMenu,
    {
      config: forMenus('menuPermission', 'menu'),
      schema: { querystring: MenuPermissionsOfMenuQuery, response: { 200: EnvelopeOf(z.array(MenuPermissionVO)) } },
    },
    async (request) => ok(await permissionsOfMenu(db, bizTypeOf(currentUser(request)), request.query.menuId)),
  );

  app.post(P.one, { schema: { body: MenuPermissionBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await checkRuleChange(request, null, await ruleOfBody(db, request.body));
    await createMenuPermission(db, request.body);
    return ok(null);
  });

  app.put(P.one, { schema: { body: MenuPermissionBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await checkRuleChange(request, await storedRule(db, request.body.menuPermissionId), await ruleOfBody(db, request.body));
    await updateMenuPermission(db, request.body);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: MenuPermissionIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await checkRuleChange(request, await storedRule(db, request.query.menuPermissionId), null);
    await deleteMenuPermission(db, request.query.menuPermissionId);
    return ok(null);
  });
};
