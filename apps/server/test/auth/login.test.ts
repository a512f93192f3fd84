import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessToken, authAccount } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/platform/auth/tokens.ts';
import { envelope, login, loginRequest, solveCaptcha } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp({ loginMaxFailures: 3 });
const as = usersOf(app);
const USER_INFO = '/mall_multishop/m/shop_user/info';

describe('POST /mall_auth/ua/login', () => {
  it('signs a shop admin in through the captcha and returns an opaque token', async () => {
    const body = envelope<{ accessToken: string; expiresIn: number }>(await loginRequest(app().app, 'shop_admin'));
    expect(body.code).toBe('00000');
    expect(body.success).toBe(true);
    expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.data.expiresIn).toBe(2_592_000);
    const stored = await app()
      .db.select()
      .from(accessToken)
      .where(eq(accessToken.tokenHash, hashToken(body.data.accessToken)));
    expect(stored).toHaveLength(1);
    const info = await as(body.data.accessToken).get<{ nickName: string; isAdmin: number }>(USER_INFO);
    expect(info.data).toMatchObject({ nickName: '乐享店长', isAdmin: 1, shopId: 1 });
  });

  it('trims the username', async () => {
    const body = envelope(await loginRequest(app().app, '  shop_admin  '));
    expect(body.code).toBe('00000');
  });

  it('refuses a wrong password with the contract message', async () => {
    const body = envelope(await loginRequest(app().app, 'care_admin', 'wrong-password'));
    expect(body).toMatchObject({ code: 'A00001', msg: '用户名或密码不正确', success: false });
  });

  it('refuses an unknown user with the same message', async () => {
    const body = envelope(await loginRequest(app().app, 'nobody_here', 'whatever1'));
    expect(body).toMatchObject({ code: 'A00001', msg: '用户名或密码不正确' });
  });

  it('refuses a malformed username', async () => {
    const body = envelope(await loginRequest(app().app, '12345', 'whatever1'));
    expect(body).toMatchObject({ code: 'A00001', msg: '请输入正确的用户名' });
  });

  it('refuses a sign-in without a captcha verification', async () => {
    const response = await app().app.inject({
      method: 'POST',
      url: '/mall_auth/ua/login',
      payload: { principal: 'shop_admin', credentials: 'Caremall123', sysType: 1 },
    });
    expect(envelope(response)).toMatchObject({ code: 'A00001', success: false });
  });

  it('refuses a captcha verification used twice', async () => {
    const captchaVerification = await solveCaptcha(app().app);
    const payload = { principal: 'shop_admin', credentials: 'Caremall123', captchaVerification, sysType: 1 };
    const first = envelope(await app().app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload }));
    expect(first.code).toBe('00000');
    const second = envelope(await app().app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload }));
    expect(second).toMatchObject({ code: 'A00001', msg: '验证码已失效，请重新获取' });
  });

  it('refuses a forged captcha verification', async () => {
    const payload = { principal: 'shop_admin', credentials: 'Caremall123', captchaVerification: 'Zm9yZ2Vk', sysType: 1 };
    const body = envelope(await app().app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload }));
    expect(body).toMatchObject({ code: 'A00001', msg: '验证码已失效，请重新获取' });
  });

  it('refuses a disabled account', async () => {
    await app().db.update(authAccount).set({ status: 0 }).where(eq(authAccount.username, 'care_staff'));
    const body = envelope(await loginRequest(app().app, 'care_staff'));
    expect(body).toMatchObject({ code: 'A00001', msg: '用户已禁用，请联系客服' });
    await app().db.update(authAccount).set({ status: 1 }).where(eq(authAccount.username, 'care_staff'));
  });

  it('pauses sign-in after repeated failures, even with the right password', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(envelope(await loginRequest(app().app, 'shop_staff', 'bad-password')).msg);
    expect(answers).toEqual(['用户名或密码不正确', '用户名或密码不正确，再失败1次将锁定15分钟', '用户名或密码不正确，登录已锁定，请15分钟后再试']);
    const locked = envelope(await loginRequest(app().app, 'shop_staff'));
    expect(locked).toMatchObject({ code: 'A00001', msg: '登录失败次数过多，请15分钟后再试' });
  });

  it('answers bad bodies with A00002/A00001/A00003 envelopes, never a 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { principal: 'shop_admin' },
      { credentials: 'x' },
      { principal: '', credentials: '', sysType: 1 },
      { principal: 1, credentials: 2, sysType: 1 },
      { principal: 'shop_admin', credentials: 'Caremall123' },
      { principal: 'shop_admin', credentials: 'Caremall123', sysType: 'x' },
      { principal: 'shop_admin', credentials: 'Caremall123', sysType: 1.5 },
      { principal: null, credentials: null, sysType: null },
      { principal: ['a'], credentials: {}, sysType: [] },
      { principal: 'a'.repeat(10_000), credentials: 'b', sysType: 1 },
      { principal: 'shop_admin', credentials: 'Caremall123', sysType: 1, captchaVerification: 5 },
      { principal: 'shop_admin', credentials: 'Caremall123', sysType: 1, captchaVerification: 'x'.repeat(5000) },
      { principal: "' or 1=1 --", credentials: "' or 1=1 --", sysType: 1 },
      { principal: '中文用户', credentials: 'x', sysType: 1 },
      [],
      'a string',
      42,
      null,
      { __proto__: { isAdmin: 1 }, principal: 'shop_admin' },
    ];
    for (const payload of bodies) {
      const response = await app().app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload: payload as object });
      expect(response.statusCode).toBe(200);
      const body = envelope<unknown>(response);
      expect(['A00001', 'A00002', 'A00003']).toContain(body.code);
      expect(body.success).toBe(false);
      if (body.code === 'A00002') expect(Array.isArray(body.data)).toBe(true);
    }
  });

  it('answers malformed JSON with A00003', async () => {
    const response = await app().app.inject({
      method: 'POST',
      url: '/mall_auth/ua/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"principal": ',
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ code: 'A00003', msg: '请求参数格式有误' });
  });

  it('lists validation failures as field:message strings', async () => {
    const body = envelope<string[]>(await app().app.inject({ method: 'POST', url: '/mall_auth/ua/login', payload: {} }));
    expect(body.code).toBe('A00002');
    expect(body.data).toEqual(expect.arrayContaining(['principal:用户名不能为空', 'credentials:密码不能为空']));
  });
});

describe('tokens', () => {
  it('an expired token gets A00004', async () => {
    const token = await login(app().app, 'care_admin');
    await app()
      .db.update(accessToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessToken.tokenHash, hashToken(token)));
    expect(await as(token).get(USER_INFO)).toMatchObject({ code: 'A00004', msg: 'Unauthorized' });
  });

  it('a missing or unknown token gets A00004', async () => {
    expect(envelope(await app().app.inject({ method: 'GET', url: USER_INFO })).code).toBe('A00004');
    expect((await as('not-a-token').get(USER_INFO)).code).toBe('A00004');
  });

  it('log-out revokes the token', async () => {
    const token = await login(app().app, 'care_admin');
    expect((await as(token).get(USER_INFO)).code).toBe('00000');
    const out = await as(token).post('/mall_auth/login_out');
    expect(out).toMatchObject({ code: '00000', msg: 'ok', data: null });
    expect((await as(token).get(USER_INFO)).code).toBe('A00004');
  });
});
