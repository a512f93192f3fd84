import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AccountStatus, AUTH_MESSAGES } from '@caremall/contract';
import { accessToken, authAccount, authEpoch } from '../../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { showFail } from '../http/envelope.ts';
import { preparedStatement } from '../db/prepared.ts';

/** What the server knows of the caller (UserInfoInTokenBO). tenantId is the shop id; 0 = platform. */
export interface UserInfoInToken {
  uid: number;
  userId: number;
  tenantId: number;
  sysType: number;
  isAdmin: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The account row is locked (FOR SHARE) while the token is written: a delete or disable that committed
 * since the sign-in read the account refuses the token, and one still to come waits and then revokes it.
 * With `checkedPassword` (the hash the sign-in verified), a password changed meanwhile refuses it too.
 */
export async function issueToken(db: Db, user: UserInfoInToken, ttlSeconds: number, checkedPassword?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ status: authAccount.status, password: authAccount.password })
      .from(authAccount)
      .where(eq(authAccount.uid, user.uid))
      .for('share');
    if (account?.status === AccountStatus.DISABLED) throw showFail(AUTH_MESSAGES.disabled);
    if (account?.status !== AccountStatus.ENABLED) throw showFail(AUTH_MESSAGES.badCredentials);
    if (checkedPassword !== undefined && account.password !== checkedPassword) throw showFail(AUTH_MESSAGES.badCredentials);
    await tx.insert(accessToken).values({
      tokenHash: hashToken(token),
      ...user,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
  });
  return token;
}

/**
 * The token's session and the current `auth_epoch` count, in one statement: the gateway's one round
 * trip per call. A revoked (deleted) or expired token finds nothing.
 */
export async function findSession(db: Db, token: string): Promise<{ user: UserInfoInToken; epoch: number } | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await sessionStatement(db).execute({ tokenHash: hashToken(token) });
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  const { expiresAt: _, epoch, ...user } = row;
  return { user, epoch: Number(epoch ?? 0) };
}

const sessionStatement = preparedStatement('caremall_find_session', (db, name) =>
  db
    .select({
      uid: accessToken.uid,
      userId: accessToken.userId,
      tenantId: accessToken.tenantId,
      sysType: accessToken.sysType,
      isAdmin: accessToken.isAdmin,
      expiresAt: accessToken.expiresAt,
      epoch: sql<string>`(select ${authEpoch.epoch} from ${authEpoch} where ${authEpoch.id} = 1)`,
    })
    .from(accessToken)
    .where(eq(accessToken.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(name),
);

/** Log-out ends every session of the account, as mall4cloud does. */
export async function revokeAccountTokens(db: Db, uid: number): Promise<void> {
  await db.delete(accessToken).where(eq(accessToken.uid, uid));
}

export async function purgeExpiredTokens(db: Db): Promise<void> {
  await db.delete(accessToken).where(and(lt(accessToken.expiresAt, new Date())));
}
