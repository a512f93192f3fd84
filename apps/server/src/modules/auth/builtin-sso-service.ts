import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, EnvelopeOf } from '@caremall/contract';
import { verifyPassword } from '../../platform/auth/password.ts';
import { ok, showFail, unauthorized } from '../../platform/http/envelope.ts';
import { findLiveAccount } from './account.store.ts';
import { issueTicket, openSsoSession, redeemTicket, sessionUsername } from './builtin-sso.store.ts';
import { claimLoginAttempt, clearLoginFailures, failedAttemptMessage, throttleSettingsOf } from './login-throttle.store.ts';

// The stand-in's own calls: not part of the mall4cloud contract, so their shapes live here.
const SessionBody = z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(256) });
const RedirectBody = z.object({ client: z.string().min(1), redirect: z.url(), mode: z.string().optional() });
const TicketBody = z.object({ ticket: z.string().min(1) });

/**
 * A small sign-on service (off by default): it signs a person in once, hands the browser an SSO
 * token, turns that token into one-time tickets for a client, and lets the server redeem them.
 * It stands in for the organisation's real sign-on service so the whole ticket flow is testable.
 */
export const builtinSsoService: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const throttle = throttleSettingsOf(config);

  app.post('/session', { schema: { body: SessionBody, response: { 200: EnvelopeOf(z.object({ ssoToken: z.string() })) } } }, async (request) => {
    const { username, password } = request.body;
    // The same failure counters as the back office's own sign-in: one lock for every way in.
    const claim = await claimLoginAttempt(db, username, request.ip, throttle);
    if (!claim.allowed) throw showFail(AUTH_MESSAGES.locked(claim.waitSeconds));
    const account = await findLiveAccount(db, username);
    if (!account || account.status !== 1 || !(await verifyPassword(account.password, password))) {
      throw showFail(failedAttemptMessage(claim, throttle));
    }
    await clearLoginFailures(db, username, request.ip);
    return ok({ ssoToken: await openSsoSession(db, account.username) });
  });

  app.post('/redirect', { schema: { body: RedirectBody, response: { 200: EnvelopeOf(z.string()) } } }, async (request) => {
    const username = await sessionUsername(db, request.headers.authorization ?? '');
    if (!username) throw unauthorized();
    const url = new URL(request.body.redirect);
    url.searchParams.set('ticket', await issueTicket(db, username));
    return ok(url.toString());
  });

  app.post(
    '/ticket/validate',
    { schema: { body: TicketBody, response: { 200: EnvelopeOf(z.object({ username: z.string() })) } } },
    async (request) => {
      const username = await redeemTicket(db, request.body.ticket);
      if (!username) throw unauthorized();
      return ok({ username });
    },
  );
};
