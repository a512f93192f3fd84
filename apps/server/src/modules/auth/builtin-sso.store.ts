// The built-in sign-on service's sessions and one-time tickets in the database.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { ssoSession, ssoTicket } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { hashToken } from '../../platform/auth/tokens.ts';

const TICKET_TTL_MS = 60_000;
const SESSION_TTL_MS = 8 * 3600_000;

/** Starts a sign-on session for the username; the token goes to the browser, only its hash is kept. */
export async function openSsoSession(db: Db, username: string): Promise<string> {
  const ssoToken = randomBytes(24).toString('base64url');
  await db.insert(ssoSession).values({ tokenHash: hashToken(ssoToken), username, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return ssoToken;
}

/** The username of a live sign-on session. */
export async function sessionUsername(db: Db, ssoToken: string): Promise<string | undefined> {
  const [session] = await db
    .select()
    .from(ssoSession)
    .where(and(eq(ssoSession.tokenHash, hashToken(ssoToken)), gt(ssoSession.expiresAt, new Date())))
    .limit(1);
  return session?.username;
}

/** A one-time ticket for the username (expired ones are cleared on the way). */
export async function issueTicket(db: Db, username: string): Promise<string> {
  const ticket = randomBytes(24).toString('hex');
  await db.delete(ssoTicket).where(lt(ssoTicket.expiresAt, new Date()));
  await db.insert(ssoTicket).values({ ticket, username, expiresAt: new Date(Date.now() + TICKET_TTL_MS) });
  return ticket;
}

/** Spends a live ticket: its username, once. */
export async function redeemTicket(db: Db, ticket: string): Promise<string | undefined> {
  const [row] = await db
    .delete(ssoTicket)
    .where(and(eq(ssoTicket.ticket, ticket), gt(ssoTicket.expiresAt, new Date())))
    .returning();
  return row?.username;
}
