import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MenuBody } from '@caremall/contract';
import { menu, menuPermission, roleMenu } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { toRouteVO } from './route-vo.ts';
import { forMenus } from '../../platform/auth/access.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';

export const MSG_NO_RIGHT = '无权限操作！';
export const MSG_MENU_NOT_FOUND = '菜单不存在或已删除';
export const MSG_MENU_HAS_CHILDREN = '该菜单下还有子菜单，请先删除子菜单';
export const MSG_MENU_IN_USE = '该菜单已被角色或权限使用，不能删除';
export const MSG_BAD_PARENT = '上级菜单不正确';

const MenuIdQuery = z.object({ menuId: z.coerce.number({ error: 'menuId不能为空' }).int().positive() });
const SysTypeQuery = z.object({ sysType: z.coerce.number().int().min(0).max(1).optional() });

/** Menus are shared by every tenant: only platform staff may change them (as upstream). */
function platformOnly(request: FastifyRequest) {
  const user = currentUser(request);
  if (user.tenantId !== 0) throw showFail(MSG_NO_RIGHT);
  return user;
}

async function findMenu(db: Db, menuId: number) {
  const [row] = await db.select().from(menu).where(eq(menu.menuId, menuId)).limit(1);
  if (!row) throw showFail(MSG_MENU_NOT_FOUND);
  return row;
}

/** A parent must be a menu of the same biz type, and never the menu itself or one of its descendants. */
async function checkParent(db: Db, bizType: number, parentId: number, menuId?: number) {
  if (parentId === 0) return;
  let cursor: number = parentId;
  for (let depth = 0; cursor !== 0 && depth < 50; depth++) {
    if (cursor === menuId) throw showFail(MSG_BAD_PARENT);
    const [row] = await db.select({ parentId: menu.parentId, bizType: menu.bizType }).from(menu).where(eq(menu.menuId, cursor)).limit(1);
    if (!row || row.bizType !== bizType) throw showFail(MSG_BAD_PARENT);
    cursor = row.parentId;
  }
}

/**
 * Inside the write's transaction: holds the parent (FOR KEY SHARE, what a foreign key would take) so a delete
 * of it waits and then sees the child, or the parent is already gone and the write is refused.
 */
async function lockParent(tx: Db, parentId: number) {
  if (parentId === 0) return;
  const [row] = await tx.select({ menuId: menu.menuId }).from(menu).where(eq(menu.menuId, parentId)).for('key share');
  if (!row) throw showFail(MSG_BAD_PARENT);
}

/** Moves are checked and written one at a time: two moves checked side by side could each close half of a cycle. */
const MENU_TREE_LOCK = 4_180_619;

const toMenuRow = (body: MenuBody) => ({
  parentId: body.parentId,
  title: body.title,
  name: body.name || body.title,
  path: body.path,
  component: body.component || 'Layout',
  icon: body.icon ?? null,
  seq: body.seq,
  hidden: body.hidden === true || body.hidden === 1 ? 1 : 0,
  activeMenu: body.activeMenu ?? null,
  permission: body.permission ?? null,
});

/** An edit changes what it sends: route name, icon, visibility, active menu and permission stay unless given. */
function toMenuChanges(body: MenuBody) {
  const { name, icon, hidden, activeMenu, permission, ...always } = toMenuRow(body);
  return {
    ...always,
    ...(body.icon !== undefined ? { icon } : {}),
    ...(body.name ? { name } : {}),
    ...(body.hidden !== undefined && body.hidden !== null ? { hidden } : {}),
    ...(body.activeMenu !== undefined ? { activeMenu } : {}),
    ...(body.permission !== undefined ? { permission } : {}),
  };
}

export const menuAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  /** The menus of a biz type for the menu tree table (platform staff may pick either). */
  app.get('/menu/list', { config: forMenus('menu', 'menuPermission'), schema: { querystring: SysTypeQuery } }, async (request) => {
    const user = currentUser(request);
    const { sysType } = request.query as z.infer<typeof SysTypeQuery>;
    const bizType = user.tenantId === 0 && sysType !== undefined ? sysType : bizTypeOf(user);
    const rows = await db.select().from(menu).where(eq(menu.bizType, bizType)).orderBy(asc(menu.seq), asc(menu.menuId));
    return ok(rows.map((row) => ({ ...toRouteVO(row), menuId: row.menuId, title: row.title, icon: row.icon, bizType: row.bizType })));
  });

  app.get('/menu', { config: forMenus('menu'), schema: { querystring: MenuIdQuery } }, async (request) => {
    const { menuId } = request.query as z.infer<typeof MenuIdQuery>;
    const user = currentUser(request);
    const row = await findMenu(db, menuId);
    if (user.tenantId !== 0 && row.bizType !== bizTypeOf(user)) throw showFail(MSG_MENU_NOT_FOUND);
    return ok({
      menuId: row.menuId,
      parentId: row.parentId,
      bizType: row.bizType,
      permission: row.permission,
      path: row.path,
      component: row.component,
      redirect: row.redirect,
      alwaysShow: row.alwaysShow,
      hidden: row.hidden,
      name: row.name,
      title: row.title,
      icon: row.icon,
      noCache: row.noCache,
      breadcrumb: row.breadcrumb,
      affix: row.affix,
      activeMenu: row.activeMenu,
      seq: row.seq,
    });
  });

  app.get('/menu/list_with_permissions', { config: forMenus('role', 'platformRole') }, async (request) => {
    const bizType = bizTypeOf(currentUser(request));
    const menus = await db.select().from(menu).where(eq(menu.bizType, bizType)).orderBy(asc(menu.seq), asc(menu.menuId));
    const permissions = await db.select().from(menuPermission).where(eq(menuPermission.bizType, bizType));
    return ok(
      menus.map((m) => ({
        menuId: m.menuId,
        parentId: m.parentId,
        title: m.title,
        menuPermissions: permissions
          .filter((p) => p.menuId === m.menuId)
          .map((p) => ({ menuPermissionId: p.menuPermissionId, menuId: p.menuId, name: p.name, permission: p.permission })),
      })),
    );
  });

  app.post('/menu', { schema: { body: MenuBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as MenuBody;
    const bizType = body.sysType ?? 1;
    await checkParent(db, bizType, body.parentId);
    await db.transaction(async (tx) => {
      await lockParent(tx, body.parentId);
      await tx.insert(menu).values({ ...toMenuRow(body), bizType });
    });
    return ok(null);
  });

  app.put('/menu', { schema: { body: MenuBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as MenuBody;
    if (!body.menuId) throw showFail(MSG_MENU_NOT_FOUND);
    const existing = await findMenu(db, body.menuId);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MENU_TREE_LOCK})`);
      await checkParent(tx, existing.bizType, body.parentId, existing.menuId);
      await lockParent(tx, body.parentId);
      const updated = await tx.update(menu).set(toMenuChanges(body)).where(eq(menu.menuId, existing.menuId)).returning({ menuId: menu.menuId });
      if (!updated.length) throw showFail(MSG_MENU_NOT_FOUND);
    });
    return ok(null);
  });

  app.delete('/menu', { schema: { querystring: MenuIdQuery } }, async (request) => {
    platformOnly(request);
    const { menuId } = request.query as z.infer<typeof MenuIdQuery>;
    await findMenu(db, menuId);
    const inUse = () => showFail(MSG_MENU_IN_USE);
    // A grant or permission written after the counts below fails the foreign keys instead: same answer.
    await refuseOnViolation({ role_menu_menu_fk: inUse, menu_permission_menu_fk: inUse }, () =>
      db.transaction(async (tx) => {
        // Locked before counting: a child being added under it holds it until committed, and is then counted.
        const [locked] = await tx.select({ menuId: menu.menuId }).from(menu).where(eq(menu.menuId, menuId)).for('update');
        if (!locked) throw showFail(MSG_MENU_NOT_FOUND);
        const [children] = await tx.select({ n: count() }).from(menu).where(eq(menu.parentId, menuId));
        if (children!.n > 0) throw showFail(MSG_MENU_HAS_CHILDREN);
        const [grants] = await tx.select({ n: count() }).from(roleMenu).where(eq(roleMenu.menuId, menuId));
        const [permissions] = await tx.select({ n: count() }).from(menuPermission).where(eq(menuPermission.menuId, menuId));
        if (grants!.n > 0 || permissions!.n > 0) throw inUse();
        await tx.delete(menu).where(and(eq(menu.menuId, menuId), or(eq(menu.bizType, 0), eq(menu.bizType, 1))));
      }),
    );
    return ok(null);
  });
};
