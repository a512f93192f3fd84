import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { issueToken } from '../../platform/auth/tokens.ts';
import { LoginMessage } from '@caremall/contract';
import { findLiveAccount } from './account.ts';
import { checkNotLocked, throttleSettingsOf } from './login-throttle.ts';

const TicketBody = z.object({
  ticket: z.string({ error: 'ticket不能为空' }).min(1, 'ticket不能为空'),
  userType: z.coerce.number().int().optional(),
});

/** Redeems a sign-on ticket with the sign-on service, server to server, and signs the user in. */
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

export const ssoRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  app.post('/sso/doLoginByTicket', { config: { public: true }, schema: { body: TicketBody } }, async (request) => {
    const { ticket } = request.body as z.infer<typeof TicketBody>;
    if (!config.ssoBaseUrl) throw showFail(LoginMessage.ssoFailed);
    const username = await usernameForTicket(config.ssoBaseUrl, ticket);
    const account = username ? await findLiveAccount(db, username) : undefined;
    if (!account || account.status !== 1) throw showFail(LoginMessage.ssoFailed);
    // A username paused for failed passwords stays paused whichever way it comes in.
    await checkNotLocked(db, account.username, request.ip, throttleSettingsOf(config));
    const accessToken = await issueToken(
      db,
      { uid: account.uid, userId: account.userId, tenantId: account.tenantId, sysType: account.sysType, isAdmin: account.isAdmin },
      config.tokenTtlSeconds,
    );
    return ok({ accessToken, refreshToken: '', expiresIn: config.tokenTtlSeconds });
  });
};
