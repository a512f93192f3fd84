import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { AccountStatus, ShopUserMessage } from '@caremall/contract';
import { accessToken, authAccount, role, shopUser, userRole } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import { hashToken, type UserInfoInToken } from '../../platform/auth/tokens.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';

export type ShopUserRow = typeof shopUser.$inferSelect;
export type AccountRow = typeof authAccount.$inferSelect;

/**
 * A staff member of the caller's shop; another shop's id reads as not found (with the caller's message).
 * `forUpdate` (inside a transaction) locks the row: every write to a staff member or its account takes it
 * first, so a delete and an account or role change run one after the other.
 */
export async function findOwnedStaff(db: Db, user: UserInfoInToken, shopUserId: number, notFound: string, forUpdate = false): Promise<ShopUserRow> {
  const query = db
    .select()
    .from(shopUser)
    .where(and(eq(shopUser.shopUserId, shopUserId), eq(shopUser.shopId, user.tenantId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw showFail(notFound);
  return row;
}

/** The staff member's live (not deleted) account of the caller's system type, if any. */
export async function liveAccountOf(db: Db, user: UserInfoInToken, shopUserId: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(authAccount)
    .where(
      and(
        eq(authAccount.userId, shopUserId),
        eq(authAccount.sysType, user.sysType),
        eq(authAccount.tenantId, user.tenantId),
        ne(authAccount.status, AccountStatus.DELETED),
      ),
    )
    .limit(1);
  return row;
}

/** Live accounts of several staff members at once (for the page's admin flags). */
export async function adminUserIds(db: Db, user: UserInfoInToken, shopUserIds: number[]): Promise<Set<number>> {
  if (!shopUserIds.length) return new Set();
  const rows = await db
    .select({ userId: authAccount.userId })
    .from(authAccount)
    .where(
      and(
        inArray(authAccount.userId, shopUserIds),
        eq(authAccount.sysType, user.sysType),
        eq(authAccount.tenantId, user.tenantId),
        eq(authAccount.isAdmin, 1),
        ne(authAccount.status, AccountStatus.DELETED),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Roles may only come from the caller's own shop (its tenant and menu type); anything else is refused. */
export async function checkRoles(db: Db, user: UserInfoInToken, roleIds: number[]): Promise<number[]> {
  const unique = [...new Set(roleIds)];
  if (!unique.length) return unique;
  const [found] = await db
    .select({ n: count() })
    .from(role)
    .where(and(inArray(role.roleId, unique), eq(role.tenantId, user.tenantId), eq(role.bizType, bizTypeOf(user))));
  if (found!.n !== unique.length) throw showFail(ShopUserMessage.rolesInvalid);
  return unique;
}

/** Replaces the staff member's roles; call inside the transaction that writes the staff member. */
export async function replaceRoles(db: Db, shopUserId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRole).where(eq(userRole.userId, shopUserId));
  // A role deleted since checkRoles read it fails the foreign key: the same answer as the check.
  if (roleIds.length) {
    await refuseOnViolation({ user_role_role_fk: () => showFail(ShopUserMessage.rolesInvalid) }, () =>
      db.insert(userRole).values(roleIds.map((roleId) => ({ userId: shopUserId, roleId }))),
    );
  }
}

/** Ends the account's sessions, optionally keeping the caller's own current one. */
export async function revokeSessions(db: Db, uid: number, keepToken?: string): Promise<void> {
  const keep = keepToken ? ne(accessToken.tokenHash, hashToken(keepToken)) : undefined;
  await db.delete(accessToken).where(and(eq(accessToken.uid, uid), keep));
}

/** Non-admin staff may not change the shop administrator's record or account. */
export function checkMayChange(caller: UserInfoInToken, targetIsAdmin: boolean): void {
  if (targetIsAdmin && caller.isAdmin !== 1) throw showFail(ShopUserMessage.adminOnly);
}

/** The unique index a failed insert or update ran into, when that is why it failed. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}
