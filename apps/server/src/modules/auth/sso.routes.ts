// POST /mall_auth/sso/doLoginByTicket: a sign-on ticket, redeemed with the sign-on service, becomes a token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, AUTH_PATHS, EnvelopeOf, SsoTicketBody, TokenInfoVO } from '@caremall/contract';
import { issueToken } from '../../platform/auth/tokens.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { findLiveAccount } from './account.store.ts';
import { checkNotLocked, throttleSettingsOf } from './login-throttle.store.ts';

/** Redeems a sign-on ticket with the sign-on service, server to server: the username it was issued to. */
async function usernameForTicket(ssoBaseUrl: string, ticket: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${ssoBaseUrl.replace(/\/$/, '')}/ticket/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { code?: string; data?: { username?: string } };
    return body.code === '00000' ? body.data?.username : undefined;
  } catch {
    return undefined;
  }
}

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.post(
    AUTH_PATHS.local.ssoLoginByTicket,
    { config: { public: true }, schema: { body: SsoTicketBody, response: { 200: EnvelopeOf(TokenInfoVO) } } },
    async (request) => {
      if (!config.ssoBaseUrl) throw showFail(AUTH_MESSAGES.ssoFailed);
      const username = await usernameForTicket(config.ssoBaseUrl, request.body.ticket);
      const account = username ? await findLiveAccount(db, username) : undefined;
      if (!account || account.status !== 1) throw showFail(AUTH_MESSAGES.ssoFailed);
      // A username paused for failed passwords stays paused whichever way it comes in.
      await checkNotLocked(db, account.username, request.ip, throttleSettingsOf(config));
      const accessToken = await issueToken(
        db,
        { uid: account.uid, userId: account.userId, tenantId: account.tenantId, sysType: account.sysType, isAdmin: account.isAdmin },
        config.tokenTtlSeconds,
      );
      return ok<TokenInfoVO>({ accessToken, refreshToken: '', expiresIn: config.tokenTtlSeconds });
    },
  );
};
