// Menu permissions in the database: which request method and path each permission code guards.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { MENU_PERMISSION_MESSAGES, type MenuPermissionBody, type MenuPermissionVO, type PageQuery, type PageVO } from '@caremall/contract';
import { menu, menuPermission, roleMenu } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import type { UserInfoInToken } from '../../platform/auth/tokens.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { readPage } from '../../platform/db/paging.ts';
import { showFail } from '../../platform/http/envelope.ts';
import type { RuleShape } from '../../platform/auth/rule-bounds.ts';

const M = MENU_PERMISSION_MESSAGES;

const columns = {
  menuPermissionId: menuPermission.menuPermissionId,
  menuId: menuPermission.menuId,
  menuTitle: menu.title,
  bizType: menuPermission.bizType,
  permission: menuPermission.permission,
  name: menuPermission.name,
  uri: menuPermission.uri,
  method: menuPermission.method,
  updateTime: menuPermission.updateTime,
};

/** The permissions with their menu's title (null once the menu is gone). */
const withMenuTitle = (db: Db) => db.select(columns).from(menuPermission).leftJoin(menu, eq(menu.menuId, menuPermission.menuId));
const toVO = ({ updateTime, ...row }: { updateTime: Date } & Omit<MenuPermissionVO, 'version'>): MenuPermissionVO => ({
  ...row,
  version: versionOf({ updateTime }),
});

/** What checkBody answers, for a menu deleted or a code taken after it looked. */
const LOST_RACES = {
  menu_permission_menu_fk: () => showFail(M.menuMissing),
  menu_permission_code: () => showFail(M.exists),
};

export function menuPermissionPage(db: Db, bizType: number, query: PageQuery): Promise<PageVO<MenuPermissionVO>> {
  const where = eq(menuPermission.bizType, bizType);
  return readPage(db, query, {
    table: menuPermission,
    where,
    rows: async (limit, offset) =>
      (await withMenuTitle(db).where(where).orderBy(desc(menuPermission.menuPermissionId)).limit(limit).offset(offset)).map(toVO),
  });
}

/** One permission; a shop's caller sees only permissions of its own biz type. */
export async function findMenuPermission(db: Db, user: UserInfoInToken, menuPermissionId: number): Promise<MenuPermissionVO> {
  const [row] = await withMenuTitle(db).where(eq(menuPermission.menuPermissionId, menuPermissionId)).limit(1);
  if (!row || (user.tenantId !== 0 && row.bizType !== bizTypeOf(user))) throw showFail(M.notFound);
  return toVO(row);
}

export async function permissionsOfMenu(db: Db, bizType: number, menuId: number): Promise<MenuPermissionVO[]> {
  return (await withMenuTitle(db).where(and(eq(menuPermission.menuId, menuId), eq(menuPermission.bizType, bizType)))).map(toVO);
}

/** The permission's biz type is its menu's; the code must be unique within it. */
async function checkBody(db: Db, body: MenuPermissionBody): Promise<number> {
  const [owner] = await db.select({ bizType: menu.bizType }).from(menu).where(eq(menu.menuId, body.menuId)).limit(1);
  if (!owner) throw showFail(M.menuMissing);
  const clash = and(
    eq(menuPermission.bizType, owner.bizType),
    eq(menuPermission.permission, body.permission),
    body.menuPermissionId ? ne(menuPermission.menuPermissionId, body.menuPermissionId) : undefined,
  );
  const [dup] = await db.select({ n: count() }).from(menuPermission).where(clash);
  if (dup!.n > 0) throw showFail(M.exists);
  return owner.bizType;
}

const toRow = (body: MenuPermissionBody, bizType: number) => ({
  menuId: body.menuId,
  bizType,
  name: body.name,
  permission: body.permission,
  uri: body.uri,
  method: body.method,
});

export async function createMenuPermission(db: Db, body: MenuPermissionBody): Promise<void> {
  const bizType = await checkBody(db, body);
  await refuseOnViolation(LOST_RACES, () => db.insert(menuPermission).values(toRow(body, bizType)));
}

export async function updateMenuPermission(db: Db, body: MenuPermissionBody): Promise<void> {
  const { menuPermissionId } = body;
  if (!menuPermissionId) throw showFail(M.notFound);
  const [existing] = await db.select().from(menuPermission).where(eq(menuPermission.menuPermissionId, menuPermissionId));
  if (!existing) throw showFail(M.notFound);
  const bizType = await checkBody(db, body);
  // A permission stays among the menus of its own system: moved to the other's, the roles granting it would hold a
  // permission of the other system, which no save of theirs accepts. Those menus are not its menus to choose.
  if (bizType !== existing.bizType) throw showFail(M.menuMissing);
  await refuseOnViolation(LOST_RACES, () =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select().from(menuPermission).where(eq(menuPermission.menuPermissionId, menuPermissionId)).for('update');
      if (!locked) throw showFail(M.notFound);
      refuseIfChangedSince(locked, body.version);
      await tx.update(menuPermission).set(toRow(body, bizType)).where(eq(menuPermission.menuPermissionId, menuPermissionId));
    }),
  );
}

export async function deleteMenuPermission(db: Db, menuPermissionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(menuPermission).where(eq(menuPermission.menuPermissionId, menuPermissionId)).returning();
    if (deleted.length === 0) throw showFail(M.notFound);
    await tx.delete(roleMenu).where(eq(roleMenu.menuPermissionId, menuPermissionId));
  });
}

/** A stored permission's rule (biz type, method, path); null when there is none. */
export async function storedRule(db: Db, menuPermissionId: number | null | undefined): Promise<RuleShape | null> {
  if (!menuPermissionId) return null;
  const [row] = await db
    .select({ bizType: menuPermission.bizType, method: menuPermission.method, uri: menuPermission.uri })
    .from(menuPermission)
    .where(eq(menuPermission.menuPermissionId, menuPermissionId))
    .limit(1);
  return row ?? null;
}

/** The rule a save would write (its biz type is its menu's); null when the menu does not exist. */
export async function ruleOfBody(db: Db, body: MenuPermissionBody): Promise<RuleShape | null> {
  const [owner] = await db.select({ bizType: menu.bizType }).from(menu).where(eq(menu.menuId, body.menuId)).limit(1);
  return owner ? { bizType: owner.bizType, method: body.method, uri: body.uri } : null;
}
