// Roles in the database: visible only inside their tenant and biz type, with the menus and permissions they grant.
import { and, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { ROLE_MESSAGES, type PageQuery, type PageVO, type RoleBody, type RoleDetailVO, type RoleUpdateBody, type RoleVO } from '@caremall/contract';
import { menu, menuPermission, role, roleMenu, userRole } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import type { UserInfoInToken } from '../../platform/auth/tokens.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { lockedIf } from '../../platform/db/row-lock.ts';
import { readPage } from '../../platform/db/paging.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { formatTime } from '../../platform/http/time.ts';

const M = ROLE_MESSAGES;
type RoleRow = typeof role.$inferSelect;

const toRoleVO = (r: RoleRow): RoleVO => ({
  roleId: r.roleId,
  roleName: r.roleName,
  remark: r.remark,
  createUserId: r.createUserId,
  tenantId: r.tenantId,
  bizType: r.bizType,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
  version: versionOf(r),
});

/** A role is visible only inside its tenant and biz type; anything else reads as not found. */
const ownedBy = (user: UserInfoInToken) => and(eq(role.tenantId, user.tenantId), eq(role.bizType, bizTypeOf(user)));

async function findOwnedRole(db: Db, user: UserInfoInToken, roleId: number, forUpdate = false): Promise<RoleRow> {
  const query = db
    .select()
    .from(role)
    .where(and(eq(role.roleId, roleId), ownedBy(user)))
    .limit(1);
  const [row] = await lockedIf(query, forUpdate);
  if (!row) throw showFail(M.notFound);
  return row;
}

/** Per role, how many users hold it. */
async function holderCounts(db: Db, roleIds: number[]): Promise<Map<number, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select({ roleId: userRole.roleId, n: count() })
    .from(userRole)
    .where(inArray(userRole.roleId, roleIds))
    .groupBy(userRole.roleId);
  return new Map(rows.map((row) => [row.roleId, row.n]));
}

/** The page of the role screen: each role with how many users hold it, for its delete question. */
export function rolePage(db: Db, user: UserInfoInToken, query: PageQuery): Promise<PageVO<RoleVO>> {
  const where = ownedBy(user);
  return readPage(db, query, {
    table: role,
    where,
    rows: async (limit, offset) => {
      const rows = await db.select().from(role).where(where).orderBy(desc(role.roleId)).limit(limit).offset(offset);
      const holders = await holderCounts(
        db,
        rows.map((r) => r.roleId),
      );
      return rows.map((r) => ({ ...toRoleVO(r), userCount: holders.get(r.roleId) ?? 0 }));
    },
  });
}

/** Every role of the caller's tenant, newest first. */
export async function roleList(db: Db, user: UserInfoInToken): Promise<RoleVO[]> {
  const rows = await db.select().from(role).where(ownedBy(user)).orderBy(desc(role.roleId));
  return rows.map(toRoleVO);
}

export async function roleDetail(db: Db, user: UserInfoInToken, roleId: number): Promise<RoleDetailVO> {
  const row = await findOwnedRole(db, user, roleId);
  const grants = await db.select().from(roleMenu).where(eq(roleMenu.roleId, roleId));
  return {
    ...toRoleVO(row),
    menuIds: grants.filter((g) => g.menuId !== null).map((g) => g.menuId!),
    menuPermissionIds: grants.filter((g) => g.menuPermissionId !== null).map((g) => g.menuPermissionId!),
  };
}

/** Throws unless the role is the caller's (the write paths check it before their grant checks). */
export async function checkOwnedRole(db: Db, user: UserInfoInToken, roleId: number): Promise<void> {
  await findOwnedRole(db, user, roleId);
}

/** Only menus and permissions of the caller's biz type may be granted. */
export async function checkGrantable(db: Db, bizType: number, body: RoleUpdateBody): Promise<void> {
  const menuIds = [...new Set(body.menuIds)];
  const permissionIds = [...new Set(body.menuPermissionIds)];
  if (menuIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(menu)
      .where(and(inArray(menu.menuId, menuIds), eq(menu.bizType, bizType)));
    if (found!.n !== menuIds.length) throw showFail(M.badMenus);
  }
  if (permissionIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(menuPermission)
      .where(and(inArray(menuPermission.menuPermissionId, permissionIds), eq(menuPermission.bizType, bizType)));
    if (found!.n !== permissionIds.length) throw showFail(M.badMenus);
  }
}

/** Replaces the role's menus and permissions; a list left out (an update's undefined) keeps those the role has. */
async function writeGrants(db: Db, roleId: number, body: RoleUpdateBody): Promise<void> {
  const replaced = [
    body.menuIds !== undefined ? isNotNull(roleMenu.menuId) : undefined,
    body.menuPermissionIds !== undefined ? isNotNull(roleMenu.menuPermissionId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (replaced.length) await db.delete(roleMenu).where(and(eq(roleMenu.roleId, roleId), or(...replaced)));
  const rows = [
    ...[...new Set(body.menuIds)].map((menuId) => ({ roleId, menuId })),
    ...[...new Set(body.menuPermissionIds)].map((menuPermissionId) => ({ roleId, menuPermissionId })),
  ];
  // A menu or permission deleted since checkGrantable read it fails its foreign key: the same answer.
  const badMenus = () => showFail(M.badMenus);
  if (rows.length)
    await refuseOnViolation({ role_menu_menu_fk: badMenus, role_menu_permission_fk: badMenus }, () => db.insert(roleMenu).values(rows));
}

export async function createRole(db: Db, user: UserInfoInToken, body: RoleBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(role)
      .values({ roleName: body.roleName, remark: body.remark ?? null, bizType: bizTypeOf(user), tenantId: user.tenantId, createUserId: user.userId })
      .returning({ roleId: role.roleId });
    await writeGrants(tx, created!.roleId, body);
  });
}

export async function updateRole(db: Db, user: UserInfoInToken, roleId: number, body: RoleUpdateBody): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first: a delete that came first leaves nothing to update, one that comes later waits.
    refuseIfChangedSince(await findOwnedRole(tx, user, roleId, true), body.version);
    await tx.update(role).set({ roleName: body.roleName, remark: body.remark }).where(eq(role.roleId, roleId));
    await writeGrants(tx, roleId, body);
  });
}

/** Deletes the role, once the route found it the caller's (`checkOwnedRole`) and within the caller's grants. */
export async function deleteRole(db: Db, user: UserInfoInToken, roleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(roleMenu).where(eq(roleMenu.roleId, roleId));
    await tx.delete(userRole).where(eq(userRole.roleId, roleId));
    // Grants and assignments written meanwhile go with the role (foreign keys cascade).
    const deleted = await tx
      .delete(role)
      .where(and(eq(role.roleId, roleId), ownedBy(user)))
      .returning({ roleId: role.roleId });
    if (!deleted.length) throw showFail(M.notFound);
  });
}
