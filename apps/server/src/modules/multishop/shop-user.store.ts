// Shop staff in the database: each shop reads and changes only its own staff, roles come only from the
// shop's own roles, and every write to a staff member or its account locks the staff row first. The
// account and current-user stores share the lookups below.
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { AccountStatus, SHOP_USER_MESSAGES, type PageVO, type ShopUserBody, type ShopUserPageQuery, type ShopUserVO } from '@caremall/contract';
import { accessToken, authAccount, role, shopUser, userRole } from '../../db/schema/index.ts';
import { checkAssignable, checkMayManage } from '../../platform/auth/grants.ts';
import { bizTypeOf, roleIdsOf } from '../../platform/auth/permissions.ts';
import { hashToken, type UserInfoInToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/client.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { lockedIf } from '../../platform/db/row-lock.ts';
import { readPage } from '../../platform/db/paging.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../platform/http/images.ts';
import { containsText } from '../../platform/db/contains-text.ts';
import { MSG_BAD_PICTURE, storedPicture, type PicturePolicy } from '../../platform/storage/picture-paths.ts';
import { holdLibraryPictures } from '../../platform/storage/library-pictures.ts';

const M = SHOP_USER_MESSAGES;
export type ShopUserRow = typeof shopUser.$inferSelect;
export type AccountRow = typeof authAccount.$inferSelect;

const toVO = (base: string, r: ShopUserRow, isAdmin: boolean, roleIds: number[] | null): ShopUserVO => ({
  shopUserId: r.shopUserId,
  shopId: r.shopId,
  nickName: r.nickName,
  avatar: withResourcesUrl(base, r.avatar),
  code: r.code,
  phoneNum: r.phoneNum,
  hasAccount: r.hasAccount === 1 ? 1 : 0,
  isAdmin: isAdmin ? 1 : 0,
  roleIds,
  version: versionOf(r),
});

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
  const [row] = await lockedIf(query, forUpdate);
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
async function adminUserIds(db: Db, user: UserInfoInToken, shopUserIds: number[]): Promise<Set<number>> {
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
async function checkRoles(db: Db, user: UserInfoInToken, roleIds: number[]): Promise<number[]> {
  const unique = [...new Set(roleIds)];
  if (!unique.length) return unique;
  const [found] = await db
    .select({ n: count() })
    .from(role)
    .where(and(inArray(role.roleId, unique), eq(role.tenantId, user.tenantId), eq(role.bizType, bizTypeOf(user))));
  if (found!.n !== unique.length) throw showFail(M.rolesInvalid);
  return unique;
}

/** Replaces the staff member's roles; call inside the transaction that writes the staff member. */
async function replaceRoles(db: Db, shopUserId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRole).where(eq(userRole.userId, shopUserId));
  // A role deleted since checkRoles read it fails the foreign key: the same answer as the check.
  if (roleIds.length) {
    await refuseOnViolation({ user_role_role_fk: () => showFail(M.rolesInvalid) }, () =>
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
  if (targetIsAdmin && caller.isAdmin !== 1) throw showFail(M.adminOnly);
}

/** The columns a body writes; the avatar must be a picture of the shop's own library (the field's own rule makes it required). */
function fieldsOf(pictures: PicturePolicy, shopId: number, body: ShopUserBody) {
  const avatar = storedPicture(pictures, shopId, body.avatar);
  if (avatar === null) throw showFail(MSG_BAD_PICTURE);
  // A code or phone left out of an edit (undefined) is not written: the record keeps it; null empties it.
  return { nickName: body.nickName, avatar, code: body.code, phoneNum: body.phoneNum };
}

export function shopUserPage(db: Db, user: UserInfoInToken, query: ShopUserPageQuery, base: string): Promise<PageVO<ShopUserVO>> {
  const conditions: SQL[] = [eq(shopUser.shopId, user.tenantId)];
  if (query.nickName?.trim()) conditions.push(containsText(shopUser.nickName, query.nickName.trim()));
  const where = and(...conditions);
  return readPage(db, query, {
    table: shopUser,
    where,
    rows: async (limit, offset) => {
      const rows = await db.select().from(shopUser).where(where).orderBy(desc(shopUser.shopUserId)).limit(limit).offset(offset);
      const admins = await adminUserIds(
        db,
        user,
        rows.map((r) => r.shopUserId),
      );
      return rows.map((r) => toVO(base, r, admins.has(r.shopUserId), null));
    },
  });
}

export async function findShopUser(db: Db, user: UserInfoInToken, shopUserId: number, base: string): Promise<ShopUserVO> {
  const row = await findOwnedStaff(db, user, shopUserId, M.shopUserNotFound);
  const admins = await adminUserIds(db, user, [shopUserId]);
  return toVO(base, row, admins.has(shopUserId), await roleIdsOf(db, shopUserId));
}

export async function createShopUser(db: Db, user: UserInfoInToken, body: ShopUserBody, pictures: PicturePolicy): Promise<void> {
  const roleIds = await checkRoles(db, user, body.roleIds ?? []);
  await checkAssignable(db, user, roleIds);
  const fields = fieldsOf(pictures, user.tenantId, body);
  await db.transaction(async (tx) => {
    await holdLibraryPictures(tx, user.tenantId, [fields.avatar]);
    const [created] = await tx
      .insert(shopUser)
      .values({ ...fields, shopId: user.tenantId, hasAccount: 0 })
      .returning({ id: shopUser.shopUserId });
    await replaceRoles(tx, created!.id, roleIds);
  });
}

export async function updateShopUser(db: Db, user: UserInfoInToken, body: ShopUserBody, pictures: PicturePolicy): Promise<void> {
  if (!body.shopUserId) throw showFail(M.shopUserNotFound);
  const shopUserId = body.shopUserId;
  await findOwnedStaff(db, user, shopUserId, M.shopUserNotFound);
  checkMayChange(user, (await adminUserIds(db, user, [shopUserId])).has(shopUserId));
  await checkMayManage(db, user, shopUserId);
  const roleIds = body.roleIds === undefined ? undefined : await checkRoles(db, user, body.roleIds);
  if (roleIds) await checkAssignable(db, user, roleIds, await roleIdsOf(db, shopUserId));
  const fields = fieldsOf(pictures, user.tenantId, body);
  await db.transaction(async (tx) => {
    const current = await findOwnedStaff(tx, user, shopUserId, M.shopUserNotFound, true);
    refuseIfChangedSince(current, body.version);
    await holdLibraryPictures(tx, user.tenantId, [fields.avatar], [current.avatar]);
    await tx.update(shopUser).set(fields).where(eq(shopUser.shopUserId, shopUserId));
    if (roleIds) await replaceRoles(tx, shopUserId, roleIds);
  });
}

/** Deletes the staff member, their roles and account (marked deleted), and ends their sessions. */
export async function deleteShopUser(db: Db, user: UserInfoInToken, shopUserId: number): Promise<void> {
  await findOwnedStaff(db, user, shopUserId, M.shopUserNotFound);
  if (shopUserId === user.userId) throw showFail(M.cannotDeleteSelf);
  const account = await liveAccountOf(db, user, shopUserId);
  if (account?.isAdmin === 1) throw showFail(M.cannotDeleteAdmin);
  await checkMayManage(db, user, shopUserId);
  await db.transaction(async (tx) => {
    // Under the staff row's lock the account is read again: one set or re-enabled meanwhile is deleted too.
    await findOwnedStaff(tx, user, shopUserId, M.shopUserNotFound, true);
    const current = await liveAccountOf(tx, user, shopUserId);
    if (current?.isAdmin === 1) throw showFail(M.cannotDeleteAdmin);
    if (current) {
      await tx.update(authAccount).set({ status: AccountStatus.DELETED }).where(eq(authAccount.uid, current.uid));
      await revokeSessions(tx, current.uid);
    }
    await tx.delete(userRole).where(eq(userRole.userId, shopUserId));
    await tx.delete(shopUser).where(and(eq(shopUser.shopUserId, shopUserId), eq(shopUser.shopId, user.tenantId)));
  });
}
