import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ssoSession, ssoTicket } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { fail, ok, showFail } from '../../platform/http/envelope.ts';
import { LoginMessage } from '@caremall/contract';
import { findLiveAccount } from './account.ts';
import { claimLoginAttempt, clearLoginFailures, failedAttemptMessage, throttleSettingsOf } from './login-throttle.ts';

const TICKET_TTL_MS = 60_000;
const SESSION_TTL_MS = 8 * 3600_000;

/**
 * A small sign-on service (off by default): it signs a person in once, hands the browser an SSO
 * token, turns that token into one-time tickets for a client, and lets the server redeem them.
 * It stands in for the organisation's real sign-on service so the whole ticket flow is testable.
 */
export const builtinSsoService: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const throttle = throttleSettingsOf(config);

  app.post(
    '/session',
    { schema: { body: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(256) }) } },
    async (request) => {
      const { username, password } = request.body as { username: string; password: string };
      // The same failure counters as the back office's own sign-in: one lock for every way in.
      const claim = await claimLoginAttempt(db, username, request.ip, throttle);
      if (!claim.allowed) throw showFail(LoginMessage.locked(claim.waitSeconds));
      const account = await findLiveAccount(db, username);
      if (!account || account.status !== 1 || !(await verifyPassword(account.password, password))) {
        throw showFail(failedAttemptMessage(claim, throttle));
      }
      await clearLoginFailures(db, username, request.ip);
      const ssoToken = randomBytes(24).toString('base64url');
      await db.insert(ssoSession).values({
        tokenHash: hashToken(ssoToken),
        username: account.username,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      });
      return ok({ ssoToken });
    },
  );

  app.post(
    '/redirect',
    { schema: { body: z.object({ client: z.string().min(1), redirect: z.url(), mode: z.string().optional() }) } },
    async (request, reply) => {
      const token = request.headers.authorization ?? '';
      const [session] = await db
        .select()
        .from(ssoSession)
        .where(and(eq(ssoSession.tokenHash, hashToken(token)), gt(ssoSession.expiresAt, new Date())))
        .limit(1);
      if (!session) return reply.send(fail('A00004'));
      const ticket = randomBytes(24).toString('hex');
      await db.delete(ssoTicket).where(lt(ssoTicket.expiresAt, new Date()));
      await db.insert(ssoTicket).values({ ticket, username: session.username, expiresAt: new Date(Date.now() + TICKET_TTL_MS) });
      const { redirect } = request.body as { redirect: string };
      const url = new URL(redirect);
      url.searchParams.set('ticket', ticket);
      return ok(url.toString());
    },
  );

  app.post('/ticket/validate', { schema: { body: z.object({ ticket: z.string().min(1) }) } }, async (request, reply) => {
    const { ticket } = request.body as { ticket: string };
    const [row] = await db
      .delete(ssoTicket)
      .where(and(eq(ssoTicket.ticket, ticket), gt(ssoTicket.expiresAt, new Date())))
      .returning();
    if (!row) return reply.send(fail('A00004'));
    return ok({ username: row.username });
  });
};
