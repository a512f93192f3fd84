// The menu tree of /mall_rbac: read by the menu and permission screens and the role dialog, changed by platform
// staff (a rename within what the caller reaches itself: platform/auth/rule-bounds.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  MENU_MESSAGES,
  MENU_PATHS,
  MenuBody,
  MenuUpdateBody,
  MenuIdQuery,
  MenuListItemVO,
  MenuListQuery,
  MenuVO,
  MenuWithPermissionsVO,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { createMenu, deleteMenu, menuDetail, menuList, menusWithPermissions, storedMenuName, updateMenu } from './menu.store.ts';
import { checkMenuRename } from '../../platform/auth/rule-bounds.ts';

const P = MENU_PATHS.local;

/** Menus are shared by every tenant: only platform staff may change them (as upstream). */
function platformOnly(request: FastifyRequest) {
  if (currentUser(request).tenantId !== 0) throw showFail(MENU_MESSAGES.noRight);
}

export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  /** The menus of a biz type for the menu tree table (platform staff may pick either). */
  app.get(
    P.list,
    { config: forMenus('menu', 'menuPermission'), schema: { querystring: MenuListQuery, response: { 200: EnvelopeOf(z.array(MenuListItemVO)) } } },
    async (request) => {
      const user = currentUser(request);
      const { sysType } = request.query;
      return ok(await menuList(db, user.tenantId === 0 && sysType !== undefined ? sysType : bizTypeOf(user)));
    },
  );

  app.get(P.one, { config: forMenus('menu'), schema: { querystring: MenuIdQuery, response: { 200: EnvelopeOf(MenuVO) } } }, async (request) =>
    ok(await menuDetail(db, currentUser(request), request.query.menuId)),
  );

  app.get(
    P.withPermissions,
    { config: forMenus('role', 'platformRole'), schema: { response: { 200: EnvelopeOf(z.array(MenuWithPermissionsVO)) } } },
    async (request) => ok(await menusWithPermissions(db, bizTypeOf(currentUser(request)))),
  );

  app.post(P.one, { schema: { body: MenuBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await createMenu(db, request.body);
    return ok(null);
  });

  app.put(P.one, { schema: { body: MenuUpdateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    // A new name moves the routes declared for either name (`forMenus`) between the menu's holders.
    const stored = await storedMenuName(db, request.body.menuId);
    if (stored) await checkMenuRename(request, stored.bizType, stored.name, request.body.name ?? null);
    await updateMenu(db, request.body);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: MenuIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await deleteMenu(db, request.query.menuId);
    return ok(null);
  });
};
