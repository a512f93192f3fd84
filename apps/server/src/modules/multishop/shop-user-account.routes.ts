import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AccountStatus, ShopAccountCreateBody, ShopAccountUpdateBody, ShopUserMessage, type ShopAccountVO } from '@caremall/contract';
import { authAccount, shopUser } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { checkMayChange, findOwnedStaff, liveAccountOf, revokeSessions, violatedUniqueIndex, type AccountRow } from './shop-user-store.ts';
import { forMenus } from '../../platform/auth/access.ts';
import { checkMayManage } from '../../platform/auth/grants.ts';

const M = ShopUserMessage;
const ShopUserIdQuery = z.object({ shopUserId: z.coerce.number({ error: 'shopUserId不能为空' }).int().positive().max(Number.MAX_SAFE_INTEGER) });

const toVO = (a: AccountRow): ShopAccountVO => ({
  uid: a.uid,
  userId: a.userId,
  username: a.username,
  status: a.status,
  email: a.email,
  phone: a.phone,
  createIp: a.createIp,
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
      and(eq(authAccount.username, username), ne(authAccount.status, AccountStatus.DELETED), exceptUid ? ne(authAccount.uid, exceptUid) : undefined),
    )
    .limit(1);
  if (taken) throw showFail(M.usernameTaken);
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

/** Staff sign-in accounts: set (POST) once, then modify (PUT); passwords never come back. */
export const shopUserAccountRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/shop_user/account', { config: forMenus('shopUser'), schema: { querystring: ShopUserIdQuery } }, async (request) => {
    const user = currentUser(request);
    const { shopUserId } = request.query as z.infer<typeof ShopUserIdQuery>;
    await findOwnedStaff(db, user, shopUserId, M.accountNotFound);
    const account = await liveAccountOf(db, user, shopUserId);
    return ok(account ? toVO(account) : null);
  });

  app.post('/shop_user/account', { schema: { body: ShopAccountCreateBody } }, async (request) => {
    const user = currentUser(request);
    const body = request.body as ShopAccountCreateBody;
    await findOwnedStaff(db, user, body.userId, M.accountNotFound);
    await checkMayManage(db, user, body.userId);
    if (await liveAccountOf(db, user, body.userId)) throw showFail(M.accountExists);
    await checkUsernameFree(db, body.username);
    const password = await hashPassword(body.password);
    await withUniqueMessages(() =>
      db.transaction(async (tx) => {
        // The staff row is locked first (as its delete does): a member deleted meanwhile gets no account.
        await findOwnedStaff(tx, user, body.userId, M.accountNotFound, true);
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
          createIp: request.ip.slice(0, 64),
        });
        await tx.update(shopUser).set({ hasAccount: 1 }).where(eq(shopUser.shopUserId, body.userId));
      }),
    );
    return ok(null);
  });

  app.put('/shop_user/account', { schema: { body: ShopAccountUpdateBody } }, async (request) => {
    const user = currentUser(request);
    const body = request.body as ShopAccountUpdateBody;
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
        const updated = await tx
          .update(authAccount)
          .set({
            username: body.username,
            status: body.status,
            ...(body.email ? { email: body.email } : {}),
            ...(body.phone ? { phone: body.phone } : {}),
            ...(password ? { password } : {}),
          })
          .where(and(eq(authAccount.uid, account.uid), ne(authAccount.status, AccountStatus.DELETED)))
          .returning({ uid: authAccount.uid });
        if (!updated.length) throw showFail(M.accountNotFound);
        // A disabled account or a changed password ends the sessions (the caller keeps their own).
        if (body.status === AccountStatus.DISABLED || password) {
          await revokeSessions(tx, account.uid, self ? request.headers.authorization : undefined);
        }
      }),
    );
    return ok(null);
  });
};
