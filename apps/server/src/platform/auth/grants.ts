// Grants are bounded by the grantor: a caller who is not its shop's (or the platform's) administrator may
// hand out, and manage people holding, only menus and permissions it holds itself.
import { inArray, eq } from 'drizzle-orm';
import { GRANT_MESSAGES } from '@caremall/contract';
import { roleMenu, userRole } from '../../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { showFail } from '../http/envelope.ts';
import type { UserInfoInToken } from './tokens.ts';

export interface Grants {
  menuIds: Set<number>;
  permissionIds: Set<number>;
}

const grantsOf = (rows: { menuId: number | null; menuPermissionId: number | null }[]): Grants => ({
  menuIds: new Set(rows.filter((r) => r.menuId !== null).map((r) => r.menuId!)),
  permissionIds: new Set(rows.filter((r) => r.menuPermissionId !== null).map((r) => r.menuPermissionId!)),
});

/** Everything the given roles grant together. */
export async function grantsOfRoles(db: Db, roleIds: readonly number[]): Promise<Grants> {
  if (roleIds.length === 0) return grantsOf([]);
  const rows = await db
    .select({ menuId: roleMenu.menuId, menuPermissionId: roleMenu.menuPermissionId })
    .from(roleMenu)
    .where(inArray(roleMenu.roleId, [...roleIds]));
  return grantsOf(rows);
}

/** Everything a staff member's roles grant. */
export async function grantsOfUser(db: Db, userId: number): Promise<Grants> {
  const rows = await db
    .select({ menuId: roleMenu.menuId, menuPermissionId: roleMenu.menuPermissionId })
    .from(userRole)
    .innerJoin(roleMenu, eq(roleMenu.roleId, userRole.roleId))
    .where(eq(userRole.userId, userId));
  return grantsOf(rows);
}

const isWithin = (inner: Grants, outer: Grants) =>
  [...inner.menuIds].every((id) => outer.menuIds.has(id)) && [...inner.permissionIds].every((id) => outer.permissionIds.has(id));

/** Role create/update: a non-administrator may grant only menus and permissions it holds. */
export async function checkWithinOwnGrants(
  db: Db,
  caller: UserInfoInToken,
  wanted: { menuIds?: number[]; menuPermissionIds?: number[] },
): Promise<void> {
  if (caller.isAdmin === 1) return;
  const grants: Grants = { menuIds: new Set(wanted.menuIds), permissionIds: new Set(wanted.menuPermissionIds) };
  if (!isWithin(grants, await grantsOfUser(db, caller.userId))) throw showFail(GRANT_MESSAGES.beyondOwnGrants);
}

/** Role update: nobody but the administrator edits the grants of a role it holds itself. */
export async function checkNotOwnRole(db: Db, caller: UserInfoInToken, roleId: number): Promise<void> {
  if (caller.isAdmin === 1) return;
  const held = await db.select({ roleId: userRole.roleId }).from(userRole).where(eq(userRole.userId, caller.userId));
  if (held.some((r) => r.roleId === roleId)) throw showFail(GRANT_MESSAGES.ownRole);
}

/**
 * Assigning roles (to anyone, the caller included): roles the staff member does not hold yet must grant
 * nothing beyond the caller's own. Roles it already holds may stay.
 */
export async function checkAssignable(
  db: Db,
  caller: UserInfoInToken,
  roleIds: readonly number[],
  alreadyHeld: readonly number[] = [],
): Promise<void> {
  if (caller.isAdmin === 1) return;
  const added = roleIds.filter((id) => !alreadyHeld.includes(id));
  if (added.length === 0) return;
  if (!isWithin(await grantsOfRoles(db, added), await grantsOfUser(db, caller.userId))) throw showFail(GRANT_MESSAGES.beyondOwnRoles);
}

/**
 * Changing a role's grants or deleting it: a non-administrator may act only on roles granting nothing beyond its
 * own, or it could strip a stronger colleague's rights through the role they hold.
 */
export async function checkMayManageRole(db: Db, caller: UserInfoInToken, roleId: number): Promise<void> {
  if (caller.isAdmin === 1) return;
  const [target, own] = await Promise.all([grantsOfRoles(db, [roleId]), grantsOfUser(db, caller.userId)]);
  if (!isWithin(target, own)) throw showFail(GRANT_MESSAGES.strongerRole);
}

/**
 * Changing a staff member (record, roles, sign-in account) or deleting one: a non-administrator may act
 * only on staff whose grants are within its own, so it cannot take over a stronger account by setting
 * its password.
 */
export async function checkMayManage(db: Db, caller: UserInfoInToken, targetUserId: number): Promise<void> {
  if (caller.isAdmin === 1 || targetUserId === caller.userId) return;
  const [target, own] = await Promise.all([grantsOfUser(db, targetUserId), grantsOfUser(db, caller.userId)]);
  if (!isWithin(target, own)) throw showFail(GRANT_MESSAGES.strongerStaff);
}
