import { LoginBody, USERNAME_PATTERN, type TokenInfoVO } from '@caremall/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/password.ts';
import { issueToken, revokeAccountTokens } from '../../platform/auth/tokens.ts';
import { consumeCaptchaVerification } from '../../platform/captcha/verification.ts';
import { findLiveAccount } from './account.ts';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle.ts';

export const MSG_BAD_USERNAME = '请输入正确的用户名';
export const MSG_BAD_CREDENTIALS = '用户名或密码不正确';
export const MSG_DISABLED = '用户已禁用，请联系客服';
export const MSG_LOCKED = '登录失败次数过多，请稍后再试';

export const loginRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const throttle = { maxFailures: config.loginMaxFailures, lockSeconds: config.loginLockSeconds };

  app.post('/ua/login', { schema: { body: LoginBody } }, async (request) => {
    const body = request.body as LoginBody;
    const username = body.principal.trim();
    if (!USERNAME_PATTERN.test(username)) throw showFail(MSG_BAD_USERNAME);

    const throttleKey = `${username.toLowerCase()}|${request.ip}`;
    // The captcha is checked (and spent) before the password so it cannot be skipped by guessing.
    const captcha = await consumeCaptchaVerification(db, body.captchaVerification);
    if (captcha.repCode !== '0000') throw showFail(captcha.repMsg ?? '验证失败');
    if (!(await claimLoginAttempt(db, throttleKey, throttle))) throw showFail(MSG_LOCKED);

    const account = await findLiveAccount(db, username);
    const passwordOk = await verifyPassword(account?.password ?? (await dummyPasswordHash()), body.credentials);
    if (!account || !passwordOk) throw showFail(MSG_BAD_CREDENTIALS);
    if (account.status === 0) throw showFail(MSG_DISABLED);
    await clearLoginFailures(db, throttleKey);

    const accessToken = await issueToken(
      db,
      { uid: account.uid, userId: account.userId, tenantId: account.tenantId, sysType: account.sysType, isAdmin: account.isAdmin },
      config.tokenTtlSeconds,
    );
    const tokenInfo: TokenInfoVO = { accessToken, refreshToken: '', expiresIn: config.tokenTtlSeconds };
    return ok(tokenInfo);
  });

  app.post('/login_out', async (request) => {
    await revokeAccountTokens(db, currentUser(request).uid);
    return ok(null);
  });
};
