// Staff sign-in accounts in the database: set once, then modified; usernames unique among live accounts;
// passwords hashed and never read back.
import { and, eq, ne, sql } from 'drizzle-orm';
import { AccountStatus, SHOP_USER_MESSAGES, type ShopAccountCreateBody, type ShopAccountUpdateBody, type ShopAccountVO } from '@caremall/contract';
import { authAccount, shopUser } from '../../db/schema/index.ts';
import { checkMayManage } from '../../platform/auth/grants.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { UserInfoInToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { checkMayChange, findOwnedStaff, liveAccountOf, revokeSessions, type AccountRow } from './shop-user.store.ts';

const M = SHOP_USER_MESSAGES;

const toVO = (a: AccountRow): ShopAccountVO => ({
  uid: a.uid,
  userId: a.userId,
  username: a.username,
  status: a.status,
  email: a.email,
  phone: a.phone,
  createIp: a.createIp,
  version: versionOf(a),
});

/**
 * Usernames are unique among live accounts of every system type, because the sign-in looks a
 * username up among merchant and platform accounts alike (the database index says the same).
 */
async function checkUsernameFree(db: Db, username: string, exceptUid?: number): Promise<void> {
  const [taken] = await db
    .select({ uid: authAccount.uid })
    .from(authAccount)
    .where(
      and(
        // Upstream's MySQL compares names without case: Shop_Admin is shop_admin's name taken, not a second account.
        sql`lower(${authAccount.username}) = lower(${username})`,
        ne(authAccount.status, AccountStatus.DELETED),
        exceptUid ? ne(authAccount.uid, exceptUid) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw showFail(M.usernameTaken);
}

/** Namespace of the transaction-scoped advisory locks on a username, in lower case. */
const USERNAME_LOCK = 5_203_117;

/**
 * Inside a write's transaction, before it writes the name: waits for any other write of the same name in any letter
 * case, then checks the name is free. The unique index compares names as spelled, so Twin1 and twin1 sent together
 * would both pass the check made before the transaction.
 */
async function claimUsername(tx: Db, username: string, exceptUid?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USERNAME_LOCK}, hashtext(lower(${username})))`);
  await checkUsernameFree(tx, username, exceptUid);
}

/** The unique index a failed insert or update ran into, when that is why it failed. */
function violatedUniqueIndex(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

/** A race lost to a concurrent request surfaces as the same message the checks give. */
async function withUniqueMessages<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'auth_account_user_live') throw showFail(M.accountExists);
    if (index !== undefined) throw showFail(M.usernameTaken);
    throw error;
  }
}

/** The staff member's live account, or null when they have none. */
export async function findShopAccount(db: Db, user: UserInfoInToken, shopUserId: number): Promise<ShopAccountVO | null> {
  await findOwnedStaff(db, user, shopUserId, M.accountNotFound);
  const account = await liveAccountOf(db, user, shopUserId);
  return account ? toVO(account) : null;
}

/** Sets the first account of a staff member; `createIp` is the caller's address. */
export async function createShopAccount(db: Db, user: UserInfoInToken, body: ShopAccountCreateBody, createIp: string): Promise<void> {
  await findOwnedStaff(db, user, body.userId, M.accountNotFound);
  await checkMayManage(db, user, body.userId);
  if (await liveAccountOf(db, user, body.userId)) throw showFail(M.accountExists);
  await checkUsernameFree(db, body.username);
  const password = await hashPassword(body.password);
  await withUniqueMessages(() =>
    db.transaction(async (tx) => {
      // The staff row is locked first (as its delete does): a member deleted meanwhile gets no account.
      await findOwnedStaff(tx, user, body.userId, M.accountNotFound, true);
      await claimUsername(tx, body.username);
      await tx.insert(authAccount).values({
        username: body.username,
        password,
        status: body.status,
        sysType: user.sysType,
        userId: body.userId,
        tenantId: user.tenantId,
        isAdmin: 0,
        email: body.email ?? null,
        phone: body.phone ?? null,
        createIp: createIp.slice(0, 64),
      });
      await tx.update(shopUser).set({ hasAccount: 1 }).where(eq(shopUser.shopUserId, body.userId));
    }),
  );
}

/** Modifies the account; `callerToken` is the caller's own session, which a change of their own password keeps. */
export async function updateShopAccount(db: Db, user: UserInfoInToken, body: ShopAccountUpdateBody, callerToken: string | undefined): Promise<void> {
  await findOwnedStaff(db, user, body.userId, M.accountNotFound);
  const account = await liveAccountOf(db, user, body.userId);
  if (!account) throw showFail(M.accountNotFound);
  checkMayChange(user, account.isAdmin === 1);
  await checkMayManage(db, user, body.userId);
  const self = account.uid === user.uid;
  if (self && body.status === AccountStatus.DISABLED) throw showFail(M.cannotDisableSelf);
  if (body.username !== account.username) await checkUsernameFree(db, body.username, account.uid);
  const password = body.password ? await hashPassword(body.password) : undefined;
  await withUniqueMessages(() =>
    db.transaction(async (tx) => {
      // Locked as its delete does; an account deleted meanwhile stays deleted.
      await findOwnedStaff(tx, user, body.userId, M.accountNotFound, true);
      const current = await liveAccountOf(tx, user, body.userId);
      if (current?.uid !== account.uid) throw showFail(M.accountNotFound);
      refuseIfChangedSince(current, body.version);
      if (body.username !== account.username) await claimUsername(tx, body.username, account.uid);
      const updated = await tx
        .update(authAccount)
        .set({
          username: body.username,
          status: body.status,
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(password ? { password } : {}),
        })
        .where(and(eq(authAccount.uid, account.uid), ne(authAccount.status, AccountStatus.DELETED)))
        .returning({ uid: authAccount.uid });
      if (!updated.length) throw showFail(M.accountNotFound);
      // A disabled account or a changed password ends the sessions (the caller keeps their own).
      if (body.status === AccountStatus.DISABLED || password) {
        await revokeSessions(tx, account.uid, self ? callerToken : undefined);
      }
    }),
  );
}
