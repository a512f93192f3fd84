import { LoginBody, LoginMessage, USERNAME_PATTERN, type TokenInfoVO } from '@caremall/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/password.ts';
import { issueToken, revokeAccountTokens } from '../../platform/auth/tokens.ts';
import { consumeCaptchaVerification } from '../../platform/captcha/verification.ts';
import { findLiveAccount } from './account.ts';
import { claimLoginAttempt, clearLoginFailures, failedAttemptMessage, throttleSettingsOf } from './login-throttle.ts';
import { forAnySignedIn } from '../../platform/auth/access.ts';

export const loginRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const throttle = throttleSettingsOf(config);

  app.post('/ua/login', { schema: { body: LoginBody } }, async (request) => {
    const body = request.body as LoginBody;
    const username = body.principal.trim();
    if (!USERNAME_PATTERN.test(username)) throw showFail(LoginMessage.badUsername);
    // The captcha is checked (and spent) before the password so it cannot be skipped by guessing.
    const captcha = await consumeCaptchaVerification(db, body.captchaVerification);
    if (captcha.repCode !== '0000') throw showFail(captcha.repMsg ?? '验证失败');
    const claim = await claimLoginAttempt(db, username, request.ip, throttle);
    if (!claim.allowed) throw showFail(LoginMessage.locked(claim.waitSeconds));

    const account = await findLiveAccount(db, username);
    const passwordOk = await verifyPassword(account?.password ?? (await dummyPasswordHash()), body.credentials);
    if (!account || !passwordOk) throw showFail(failedAttemptMessage(claim, throttle));
    if (account.status === 0) throw showFail(LoginMessage.disabled);
    await clearLoginFailures(db, username, request.ip);

    const accessToken = await issueToken(
      db,
      { uid: account.uid, userId: account.userId, tenantId: account.tenantId, sysType: account.sysType, isAdmin: account.isAdmin },
      config.tokenTtlSeconds,
      account.password,
    );
    const tokenInfo: TokenInfoVO = { accessToken, refreshToken: '', expiresIn: config.tokenTtlSeconds };
    return ok(tokenInfo);
  });

  app.post('/login_out', { config: forAnySignedIn('signs the caller out of its own sessions') }, async (request) => {
    await revokeAccountTokens(db, currentUser(request).uid);
    return ok(null);
  });
};
