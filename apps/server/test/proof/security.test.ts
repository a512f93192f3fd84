// Security proof: helmet headers on every kind of answer, no server-set cookie without flags,
// sign-in rate limiting (also under concurrent guessing) and captcha brute-force limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aesEcbEncrypt, createTestApp, envelope, loginRequest, solveCaptcha, type TestApp } from '../helpers.ts';

const MAX_FAILURES = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: MAX_FAILURES, loginLockSeconds: 900 });
});
afterAll(() => t?.close());

function expectHardened(headers: Record<string, unknown>, where: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  // Whole directives, not pieces of them: `script-src 'self' 'unsafe-inline'` must not pass for `script-src 'self'`.
  const directives = csp.split(';').map((directive) => directive.trim());
  expect(directives, where).toEqual(
    expect.arrayContaining(["default-src 'self'", "frame-ancestors 'none'", "script-src 'self'", "object-src 'none'"]),
  );
  expect(csp, where).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['x-powered-by'], where).toBeUndefined();
}

describe('security headers', () => {
  it('hardens answers of every kind: success, refusal, validation error, unknown path, malformed JSON', async () => {
    const answers = {
      success: await t.app.inject({ method: 'GET', url: '/mall_auth/ua/app_config' }),
      unauthorized: await t.app.inject({ method: 'GET', url: '/mall_order/m/order/page' }),
      validation: await t.app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload: {} }),
      notFound: await t.app.inject({ method: 'GET', url: '/mall_nothing/here' }),
      malformed: await t.app.inject({
        method: 'POST',
        url: '/mall_auth/ua/login',
        payload: '{"a":',
        headers: { 'content-type': 'application/json' },
      }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expectHardened(response.headers, name);
      expect(response.statusCode, name).toBeLessThan(500);
    }
  });

  it('sets no cookie from the server (the token travels in the Authorization header)', async () => {
    const login = await loginRequest(t.app, 'shop_admin');
    expect(envelope(login).success).toBe(true);
    expect(login.headers['set-cookie']).toBeUndefined();
    const captcha = await t.app.inject({ method: 'POST', url: '/mall_auth/ua/captcha/get', payload: { captchaType: 'blockPuzzle' } });
    expect(captcha.headers['set-cookie']).toBeUndefined();
  });
});

describe('sign-in rate limiting', () => {
  it(`pauses a username after ${MAX_FAILURES} failures; the right password is refused while paused`, async () => {
    const answers = [];
    for (let i = 0; i < MAX_FAILURES; i++) answers.push(envelope(await loginRequest(t.app, 'care_staff', `wrong-${i}`)).msg);
    expect(answers).toEqual([
      ...Array.from({ length: MAX_FAILURES - 2 }, () => '用户名或密码不正确'),
      '用户名或密码不正确，再失败1次将锁定15分钟',
      '用户名或密码不正确，登录已锁定，请15分钟后再试',
    ]);
    expect(envelope(await loginRequest(t.app, 'care_staff')).msg).toBe('登录失败次数过多，请15分钟后再试');
  });

  // Each attempt takes its number atomically before the password is checked, so a burst of parallel
  // guesses cannot all slip past the count.
  it(`checks at most ${MAX_FAILURES} passwords when guesses arrive all at once`, async () => {
    const guesses = 20;
    const captchas = await Promise.all(Array.from({ length: guesses }, () => solveCaptcha(t.app)));
    const answers = await Promise.all(
      captchas.map((captchaVerification, i) =>
        t.app.inject({
          method: 'POST',
          url: '/mall_auth/ua/login',
          payload: { principal: 'care_admin', credentials: `guess-${i}`, captchaVerification, sysType: 1 },
        }),
      ),
    );
    const checked = answers.map(envelope).filter((a) => a.msg?.startsWith('用户名或密码不正确')).length;
    expect(checked, `${checked} of ${guesses} parallel guesses had their password checked`).toBeLessThanOrEqual(MAX_FAILURES);
    expect(envelope(await loginRequest(t.app, 'care_admin')).msg).toBe('登录失败次数过多，请15分钟后再试');
  });
});

describe('sign-in limits cannot be bypassed', () => {
  const attempt = async (username: string, password: string, headers: Record<string, string>, remoteAddress: string) =>
    envelope(
      await t.app.inject({
        method: 'POST',
        url: '/mall_auth/ua/login',
        remoteAddress,
        headers,
        payload: { principal: username, credentials: password, captchaVerification: await solveCaptcha(t.app), sysType: 1 },
      }),
    ).msg;

  it('does not believe X-Forwarded-For by default: a new forged address each time is still one address', async () => {
    const answers = [];
    for (let i = 0; i <= MAX_FAILURES; i++)
      answers.push(await attempt('shop_staff', `wrong-${i}`, { 'x-forwarded-for': `203.0.113.${i}` }, '198.51.100.7'));
    expect(answers.at(-1)).toBe('登录失败次数过多，请15分钟后再试');
  });

  it('counts a username across addresses too: many addresses, few guesses each, still pause it', async () => {
    const perUsername = t.app.deps.config.loginMaxFailuresPerUsername;
    expect(perUsername).toBeGreaterThan(MAX_FAILURES);
    const answers = [];
    for (let i = 0; i < perUsername; i++) answers.push(await attempt('platform', `wrong-${i}`, {}, `192.0.2.${i % 200}`));
    expect(answers.slice(-2)).toEqual(['用户名或密码不正确，再失败1次将锁定15分钟', '用户名或密码不正确，登录已锁定，请15分钟后再试']);
    // The right password from a fresh address is paused as well.
    expect(await attempt('platform', 'Caremall123', {}, '192.0.2.250')).toBe('登录失败次数过多，请15分钟后再试');
  });
});

describe('captcha brute force', () => {
  async function challenge() {
    const got = envelope<{ repData: { token: string; secretKey: string } }>(
      await t.app.inject({ method: 'POST', url: '/mall_auth/ua/captcha/get', payload: { captchaType: 'blockPuzzle' } }),
    );
    return got.data.repData;
  }
  const check = (token: string, secretKey: string, x: number) =>
    t.app.inject({
      method: 'POST',
      url: '/mall_auth/ua/captcha/check',
      payload: { captchaType: 'blockPuzzle', token, pointJson: aesEcbEncrypt(JSON.stringify({ x, y: 5 }), secretKey) },
    });

  it('spends a challenge on its first check: a wrong guess cannot be followed by the right one', async () => {
    const { token, secretKey } = await challenge();
    const answer = envelope<{ x: number }>(await t.app.inject({ method: 'GET', url: `/mall_auth/ua/captcha/test_answer?token=${token}` })).data;
    const wrong = envelope<{ repCode: string }>(await check(token, secretKey, answer.x + 40));
    expect(wrong.data.repCode).toBe('6111');
    const right = envelope<{ repCode: string }>(await check(token, secretKey, answer.x));
    expect(right.data.repCode).toBe('6110');
  });

  it('lets only one of many parallel checks of one challenge count', async () => {
    const { token, secretKey } = await challenge();
    const answer = envelope<{ x: number }>(await t.app.inject({ method: 'GET', url: `/mall_auth/ua/captcha/test_answer?token=${token}` })).data;
    const codes = (await Promise.all(Array.from({ length: 10 }, () => check(token, secretKey, answer.x)))).map(
      (r) => envelope<{ repCode: string }>(r).data.repCode,
    );
    expect(codes.filter((c) => c === '0000')).toHaveLength(1);
  });

  it('accepts a verification for one sign-in only, and never a verification built without the secret', async () => {
    const verification = await solveCaptcha(t.app);
    const payload = { principal: 'shop_admin', credentials: 'Caremall123', captchaVerification: verification, sysType: 1 };
    expect(envelope(await t.app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload })).success).toBe(true);
    expect(envelope(await t.app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload })).success).toBe(false);
    const { token } = await challenge();
    const forged = aesEcbEncrypt(`${token}---{"x":100,"y":5}`, 'abcdefghijklmnop');
    const body = envelope(await t.app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload: { ...payload, captchaVerification: forged } }));
    expect(body.success).toBe(false);
  });
});
