import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { menu } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { bizTypeOf, menuIdsOf, permissionCodesOf } from '../../platform/auth/permissions.ts';
import { ok } from '../../platform/http/envelope.ts';
import { toRouteVO } from './route-vo.ts';
import { forAnySignedIn } from '../../platform/auth/access.ts';

/** What the route guard loads: the caller's permission codes, menu ids and the menus of its biz type. */
export const menuRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/menu_permission/list', { config: forAnySignedIn("the caller's own permission codes, which decide its buttons") }, async (request) =>
    ok(await permissionCodesOf(db, currentUser(request))),
  );

  app.get('/menu/list_menu_ids', { config: forAnySignedIn("the caller's own menu ids, which decide its screens") }, async (request) =>
    ok(await menuIdsOf(db, currentUser(request))),
  );

  app.get('/menu/route', { config: forAnySignedIn("the caller's own menus, which build its sidebar and routes") }, async (request) => {
    const rows = await db
      .select()
      .from(menu)
      .where(eq(menu.bizType, bizTypeOf(currentUser(request))))
      .orderBy(asc(menu.seq), desc(menu.createTime), asc(menu.menuId));
    return ok(rows.map(toRouteVO));
  });
};
