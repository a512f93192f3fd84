// Menus in the database: the caller's own routes, the menu tree the platform edits, and its writes.
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import {
  MENU_MESSAGES,
  type MenuBody,
  type MenuListItemVO,
  type MenuUpdateBody,
  type MenuVO,
  type MenuWithPermissionsVO,
  type RouteVO,
} from '@caremall/contract';
import { menu, menuPermission, roleMenu } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import type { UserInfoInToken } from '../../platform/auth/tokens.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { lockedIf } from '../../platform/db/row-lock.ts';
import { showFail } from '../../platform/http/envelope.ts';

const M = MENU_MESSAGES;
type MenuRow = typeof menu.$inferSelect;

const toRouteVO = (row: MenuRow): RouteVO => ({
  id: row.menuId,
  parentId: row.parentId,
  path: row.path,
  component: row.component,
  redirect: row.redirect,
  alwaysShow: row.alwaysShow === 1,
  hidden: row.hidden === 1,
  name: row.name,
  seq: row.seq,
  meta: {
    title: row.title,
    icon: row.icon,
    noCache: row.noCache === 1,
    breadcrumb: row.breadcrumb === 1,
    affix: row.affix === 1,
    activeMenu: row.activeMenu,
    roles: [row.permission],
  },
});

const toMenuVO = (row: MenuRow): MenuVO => ({
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
  version: versionOf(row),
});

/** The menus of a biz type as routes, which build the caller's sidebar and router. */
export async function routesOf(db: Db, bizType: number): Promise<RouteVO[]> {
  const rows = await db.select().from(menu).where(eq(menu.bizType, bizType)).orderBy(asc(menu.seq), desc(menu.createTime), asc(menu.menuId));
  return rows.map(toRouteVO);
}

/** The menus of a biz type for the menu tree table. */
export async function menuList(db: Db, bizType: number): Promise<MenuListItemVO[]> {
  const rows = await db.select().from(menu).where(eq(menu.bizType, bizType)).orderBy(asc(menu.seq), asc(menu.menuId));
  return rows.map((row) => ({ ...toRouteVO(row), menuId: row.menuId, title: row.title, icon: row.icon, bizType: row.bizType }));
}

async function findMenu(db: Db, menuId: number, forUpdate = false): Promise<MenuRow> {
  const query = db.select().from(menu).where(eq(menu.menuId, menuId)).limit(1);
  const [row] = await lockedIf(query, forUpdate);
  if (!row) throw showFail(M.notFound);
  return row;
}

/** One menu; a shop's caller sees only menus of its own biz type. */
export async function menuDetail(db: Db, user: UserInfoInToken, menuId: number): Promise<MenuVO> {
  const row = await findMenu(db, menuId);
  if (user.tenantId !== 0 && row.bizType !== bizTypeOf(user)) throw showFail(M.notFound);
  return toMenuVO(row);
}

/** The menus of a biz type, each with its permissions, for the role dialog's tree. */
export async function menusWithPermissions(db: Db, bizType: number): Promise<MenuWithPermissionsVO[]> {
  const menus = await db.select().from(menu).where(eq(menu.bizType, bizType)).orderBy(asc(menu.seq), asc(menu.menuId));
  const permissions = await db.select().from(menuPermission).where(eq(menuPermission.bizType, bizType));
  return menus.map((m) => ({
    menuId: m.menuId,
    parentId: m.parentId,
    title: m.title,
    menuPermissions: permissions
      .filter((p) => p.menuId === m.menuId)
      .map((p) => ({ menuPermissionId: p.menuPermissionId, menuId: p.menuId, name: p.name, permission: p.permission })),
  }));
}

/** A parent must be a menu of the same biz type, and never the menu itself or one of its descendants. */
async function checkParent(db: Db, bizType: number, parentId: number, menuId?: number) {
  if (parentId === 0) return;
  let cursor: number = parentId;
  for (let depth = 0; cursor !== 0 && depth < 50; depth++) {
    if (cursor === menuId) throw showFail(M.badParent);
    const [row] = await db.select({ parentId: menu.parentId, bizType: menu.bizType }).from(menu).where(eq(menu.menuId, cursor)).limit(1);
    if (!row || row.bizType !== bizType) throw showFail(M.badParent);
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
  if (!row) throw showFail(M.badParent);
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

/** An edit changes what it sends: a field left out (undefined), or an empty route name or visibility, stays. */
function toMenuChanges(body: MenuUpdateBody) {
  const row = toMenuRow({ ...body, parentId: body.parentId ?? 0, seq: body.seq ?? 0 });
  const sent = (field: keyof MenuUpdateBody) => body[field] !== undefined;
  return {
    title: row.title,
    path: row.path,
    ...(sent('parentId') ? { parentId: row.parentId } : {}),
    ...(sent('component') ? { component: row.component } : {}),
    ...(sent('seq') ? { seq: row.seq } : {}),
    ...(sent('icon') ? { icon: row.icon } : {}),
    ...(body.name ? { name: row.name } : {}),
    ...(body.hidden !== undefined && body.hidden !== null ? { hidden: row.hidden } : {}),
    ...(sent('activeMenu') ? { activeMenu: row.activeMenu } : {}),
    ...(sent('permission') ? { permission: row.permission } : {}),
  };
}

export async function createMenu(db: Db, body: MenuBody): Promise<void> {
  const bizType = body.sysType ?? 1;
  await checkParent(db, bizType, body.parentId);
  await db.transaction(async (tx) => {
    await lockParent(tx, body.parentId);
    await tx.insert(menu).values({ ...toMenuRow(body), bizType });
  });
}

export async function updateMenu(db: Db, body: MenuUpdateBody): Promise<void> {
  if (!body.menuId) throw showFail(M.notFound);
  const existing = await findMenu(db, body.menuId);
  const parentId = body.parentId ?? existing.parentId;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MENU_TREE_LOCK})`);
    refuseIfChangedSince(await findMenu(tx, existing.menuId, true), body.version);
    await checkParent(tx, existing.bizType, parentId, existing.menuId);
    await lockParent(tx, parentId);
    await tx.update(menu).set(toMenuChanges(body)).where(eq(menu.menuId, existing.menuId));
  });
}

export async function deleteMenu(db: Db, menuId: number): Promise<void> {
  await findMenu(db, menuId);
  const inUse = () => showFail(M.inUse);
  // A grant or permission written after the counts below fails the foreign keys instead: same answer.
  await refuseOnViolation({ role_menu_menu_fk: inUse, menu_permission_menu_fk: inUse }, () =>
    db.transaction(async (tx) => {
      // Locked before counting: a child being added under it holds it until committed, and is then counted.
      const [locked] = await tx.select({ menuId: menu.menuId }).from(menu).where(eq(menu.menuId, menuId)).for('update');
      if (!locked) throw showFail(M.notFound);
      const [children] = await tx.select({ n: count() }).from(menu).where(eq(menu.parentId, menuId));
      if (children!.n > 0) throw showFail(M.hasChildren);
      const [grants] = await tx.select({ n: count() }).from(roleMenu).where(eq(roleMenu.menuId, menuId));
      const [permissions] = await tx.select({ n: count() }).from(menuPermission).where(eq(menuPermission.menuId, menuId));
      if (grants!.n > 0 || permissions!.n > 0) throw inUse();
      await tx.delete(menu).where(and(eq(menu.menuId, menuId), or(eq(menu.bizType, 0), eq(menu.bizType, 1))));
    }),
  );
}

/** A menu's biz type and name, as a rename starts from; null when there is no such menu. */
export async function storedMenuName(db: Db, menuId: number | null | undefined): Promise<{ bizType: number; name: string | null } | null> {
  if (!menuId) return null;
  const [row] = await db.select({ bizType: menu.bizType, name: menu.name }).from(menu).where(eq(menu.menuId, menuId)).limit(1);
  return row ?? null;
}
