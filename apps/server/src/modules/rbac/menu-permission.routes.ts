import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MenuPermissionBody } from '@caremall/contract';
import { menu, menuPermission, roleMenu } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { PageQuery, pageOf } from '../../platform/http/page.ts';
import { MSG_NO_RIGHT } from './menu-admin.routes.ts';
import { forMenus } from '../../platform/auth/access.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';

export const MSG_PERMISSION_EXISTS = '权限编码已存在，请勿重复添加';
export const MSG_PERMISSION_NOT_FOUND = '菜单权限不存在或已删除';
export const MSG_PERMISSION_MENU = '所属菜单不存在';

const IdQuery = z.object({ menuPermissionId: z.coerce.number({ error: 'menuPermissionId不能为空' }).int().positive() });
const MenuIdQuery = z.object({ menuId: z.coerce.number({ error: 'menuId不能为空' }).int().positive() });
const PermissionPageQuery = PageQuery.extend({ sysType: z.coerce.number().int().min(0).max(1).optional() });

const columns = {
  menuPermissionId: menuPermission.menuPermissionId,
  menuId: menuPermission.menuId,
  menuTitle: menu.title,
  bizType: menuPermission.bizType,
  permission: menuPermission.permission,
  name: menuPermission.name,
  uri: menuPermission.uri,
  method: menuPermission.method,
};

/** What checkBody answers, for a menu deleted or a code taken after it looked. */
const LOST_RACES = {
  menu_permission_menu_fk: () => showFail(MSG_PERMISSION_MENU),
  menu_permission_code: () => showFail(MSG_PERMISSION_EXISTS),
};

function platformOnly(request: FastifyRequest) {
  if (currentUser(request).tenantId !== 0) throw showFail(MSG_NO_RIGHT);
}

/** The permission's biz type is its menu's; the code must be unique within it. */
async function checkBody(db: Db, body: MenuPermissionBody): Promise<number> {
  const [owner] = await db.select({ bizType: menu.bizType }).from(menu).where(eq(menu.menuId, body.menuId)).limit(1);
  if (!owner) throw showFail(MSG_PERMISSION_MENU);
  const clash = and(
    eq(menuPermission.bizType, owner.bizType),
    eq(menuPermission.permission, body.permission),
    body.menuPermissionId ? ne(menuPermission.menuPermissionId, body.menuPermissionId) : undefined,
  );
  const [dup] = await db.select({ n: count() }).from(menuPermission).where(clash);
  if (dup!.n > 0) throw showFail(MSG_PERMISSION_EXISTS);
  return owner.bizType;
}

export const menuPermissionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/menu_permission/page', { config: forMenus('menuPermission'), schema: { querystring: PermissionPageQuery } }, async (request) => {
    const user = currentUser(request);
    const { pageNum, pageSize, sysType } = request.query as z.infer<typeof PermissionPageQuery>;
    const bizType = user.tenantId === 0 && sysType !== undefined ? sysType : bizTypeOf(user);
    const where = eq(menuPermission.bizType, bizType);
    const [total] = await db.select({ n: count() }).from(menuPermission).where(where);
    const rows = await db
      .select(columns)
      .from(menuPermission)
      .leftJoin(menu, eq(menu.menuId, menuPermission.menuId))
      .where(where)
      .orderBy(desc(menuPermission.menuPermissionId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return ok(pageOf(rows, total!.n, pageSize));
  });

  app.get('/menu_permission', { config: forMenus('menuPermission'), schema: { querystring: IdQuery } }, async (request) => {
    const { menuPermissionId } = request.query as z.infer<typeof IdQuery>;
    const user = currentUser(request);
    const [row] = await db
      .select(columns)
      .from(menuPermission)
      .leftJoin(menu, eq(menu.menuId, menuPermission.menuId))
      .where(eq(menuPermission.menuPermissionId, menuPermissionId))
      .limit(1);
    if (!row || (user.tenantId !== 0 && row.bizType !== bizTypeOf(user))) throw showFail(MSG_PERMISSION_NOT_FOUND);
    return ok(row);
  });

  app.get('/menu_permission/list_by_menu', { config: forMenus('menuPermission', 'menu'), schema: { querystring: MenuIdQuery } }, async (request) => {
    const { menuId } = request.query as z.infer<typeof MenuIdQuery>;
    const rows = await db
      .select(columns)
      .from(menuPermission)
      .leftJoin(menu, eq(menu.menuId, menuPermission.menuId))
      .where(and(eq(menuPermission.menuId, menuId), eq(menuPermission.bizType, bizTypeOf(currentUser(request)))));
    return ok(rows);
  });

  app.post('/menu_permission', { schema: { body: MenuPermissionBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as MenuPermissionBody;
    const bizType = await checkBody(db, body);
    await refuseOnViolation(LOST_RACES, () =>
      db.insert(menuPermission).values({
        menuId: body.menuId,
        bizType,
        name: body.name,
        permission: body.permission,
        uri: body.uri,
        method: body.method,
      }),
    );
    return ok(null);
  });

  app.put('/menu_permission', { schema: { body: MenuPermissionBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as MenuPermissionBody;
    if (!body.menuPermissionId) throw showFail(MSG_PERMISSION_NOT_FOUND);
    const [existing] = await db.select().from(menuPermission).where(eq(menuPermission.menuPermissionId, body.menuPermissionId));
    if (!existing) throw showFail(MSG_PERMISSION_NOT_FOUND);
    const bizType = await checkBody(db, body);
    await refuseOnViolation(LOST_RACES, () =>
      db
        .update(menuPermission)
        .set({ menuId: body.menuId, bizType, name: body.name, permission: body.permission, uri: body.uri, method: body.method })
        .where(eq(menuPermission.menuPermissionId, body.menuPermissionId!)),
    );
    return ok(null);
  });

  app.delete('/menu_permission', { schema: { querystring: IdQuery } }, async (request) => {
    platformOnly(request);
    const { menuPermissionId } = request.query as z.infer<typeof IdQuery>;
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(menuPermission).where(eq(menuPermission.menuPermissionId, menuPermissionId)).returning();
      if (deleted.length === 0) throw showFail(MSG_PERMISSION_NOT_FOUND);
      await tx.delete(roleMenu).where(eq(roleMenu.menuPermissionId, menuPermissionId));
    });
    return ok(null);
  });
};
