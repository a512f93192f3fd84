// Sign-in and sign-out of /mall_auth (contract §2): the captcha, the failure counters and the password, then a token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  AUTH_PATHS,
  CAPTCHA_MESSAGES,
  CaptchaRepCode,
  EmptyEnvelope,
  EnvelopeOf,
  LoginBody,
  TokenInfoVO,
  USERNAME_PATTERN,
} from '@caremall/contract';
import { forAnySignedIn } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/password.ts';
import { issueToken, revokeAccountTokens } from '../../platform/auth/tokens.ts';
import { consumeCaptchaVerification } from '../../platform/captcha/verification.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { findLiveAccount } from './account.store.ts';
import { claimLoginAttempt, clearLoginFailures, failedAttemptMessage, throttleSettingsOf } from './login-throttle.store.ts';

const P = AUTH_PATHS.local;

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const throttle = throttleSettingsOf(config);

  app.post(P.login, { schema: { body: LoginBody, response: { 200: EnvelopeOf(TokenInfoVO) } } }, async (request) => {
    const { body } = request;
    const username = body.principal.trim();
    if (!USERNAME_PATTERN.test(username)) throw showFail(AUTH_MESSAGES.badUsername);
    // The captcha is checked (and spent) before the password so it cannot be skipped by guessing.
    const captcha = await consumeCaptchaVerification(db, body.captchaVerification);
    if (captcha.repCode !== CaptchaRepCode.OK) throw showFail(captcha.repMsg ?? CAPTCHA_MESSAGES.failed);
    const claim = await claimLoginAttempt(db, username, request.ip, throttle);
    if (!claim.allowed) throw showFail(AUTH_MESSAGES.locked(claim.waitSeconds));

    const account = await findLiveAccount(db, username);
    const passwordOk = await verifyPassword(account?.password ?? (await dummyPasswordHash()), body.credentials);
    if (!account || !passwordOk) throw showFail(failedAttemptMessage(claim, throttle));
    if (account.status === 0) throw showFail(AUTH_MESSAGES.disabled);
    await clearLoginFailures(db, username, request.ip);

    const accessToken = await issueToken(
      db,
      { uid: account.uid, userId: account.userId, tenantId: account.tenantId, sysType: account.sysType, isAdmin: account.isAdmin },
      config.tokenTtlSeconds,
      account.password,
    );
    return ok<TokenInfoVO>({ accessToken, refreshToken: '', expiresIn: config.tokenTtlSeconds });
  });

  app.post(
    P.logout,
    { config: forAnySignedIn('signs the caller out of its own sessions'), schema: { response: { 200: EmptyEnvelope } } },
    async (request) => {
      await revokeAccountTokens(db, currentUser(request).uid);
      return ok(null);
    },
  );
};
