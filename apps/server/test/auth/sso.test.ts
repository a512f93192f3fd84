import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { envelope, loginRequest } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp({ ssoBuiltin: true });
const as = usersOf(app);
let base: string;
beforeAll(async () => {
  const { app: server } = app();
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  server.deps.config.ssoBaseUrl = `${base}/sso-service`;
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (token: string) => ({ authorization: token, 'content-type': 'application/x-www-form-urlencoded' });

async function ssoToken(username = 'care_admin', password = 'Caremall123'): Promise<string> {
  const body = envelope<{ ssoToken: string }>(
    await app().app.inject({ method: 'POST', url: '/sso-service/session', payload: { username, password } }),
  );
  return body.data.ssoToken;
}

async function ticketFor(token: string): Promise<string> {
  const body = envelope<string>(
    await app().app.inject({
      method: 'POST',
      url: '/sso-service/redirect',
      headers: formHeaders(token),
      payload: form({ client: 'merchant', redirect: `${base}/`, mode: 'ticket' }),
    }),
  );
  expect(body.code).toBe('00000');
  return new URL(body.data).searchParams.get('ticket')!;
}

const doLoginByTicket = (token: string, ticket: string) =>
  app().app.inject({
    method: 'POST',
    url: '/mall_auth/sso/doLoginByTicket',
    headers: formHeaders(token),
    payload: form({ ticket, userType: '1' }),
  });

describe('single sign-on by ticket', () => {
  it('publishes the sign-on service address to the web app', async () => {
    const body = envelope<{ ssoBaseUrl: string }>(await app().app.inject({ method: 'GET', url: '/mall_auth/ua/app_config' }));
    expect(body.data.ssoBaseUrl).toBe(`${base}/sso-service`);
  });

  it('turns a ticket into an access token of the signed-on user', async () => {
    const token = await ssoToken();
    const ticket = await ticketFor(token);
    const body = envelope<{ accessToken: string }>(await doLoginByTicket(token, ticket));
    expect(body.code).toBe('00000');
    const info = await as(body.data.accessToken).get<{ nickName: string }>('/mall_multishop/m/shop_user/info');
    expect(info.data.nickName).toBe('康乐店长');
  });

  it('accepts a ticket only once', async () => {
    const token = await ssoToken();
    const ticket = await ticketFor(token);
    expect(envelope(await doLoginByTicket(token, ticket)).code).toBe('00000');
    expect(envelope(await doLoginByTicket(token, ticket))).toMatchObject({ code: 'A00001', msg: '单点登录失败，请重新登录' });
  });

  it('refuses a made-up ticket and a missing one', async () => {
    expect(envelope(await doLoginByTicket('x', 'made-up')).code).toBe('A00001');
    expect(envelope(await doLoginByTicket('x', '')).code).toBe('A00002');
  });

  it('issues no ticket without a valid sign-on session', async () => {
    const body = envelope(
      await app().app.inject({
        method: 'POST',
        url: '/sso-service/redirect',
        headers: formHeaders('bogus'),
        payload: form({ client: 'merchant', redirect: `${base}/` }),
      }),
    );
    expect(body.code).toBe('A00004');
  });

  it('shares the sign-in pause: wrong passwords at the sign-on service count, and a paused username is refused on every way in', async () => {
    const ticket = await ticketFor(await ssoToken('shop_staff'));
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        envelope(await app().app.inject({ method: 'POST', url: '/sso-service/session', payload: { username: 'shop_staff', password: `wrong-${i}` } }))
          .msg,
      );
    }
    expect(answers.slice(-2)).toEqual(['用户名或密码不正确，再失败1次将锁定15分钟', '用户名或密码不正确，登录已锁定，请15分钟后再试']);
    const right = envelope(
      await app().app.inject({ method: 'POST', url: '/sso-service/session', payload: { username: 'shop_staff', password: 'Caremall123' } }),
    );
    expect(right.msg).toBe('登录失败次数过多，请15分钟后再试');
    expect(envelope(await loginRequest(app().app, 'shop_staff')).msg).toBe('登录失败次数过多，请15分钟后再试');
    // A ticket issued before the pause cannot be redeemed during it.
    expect(envelope(await doLoginByTicket('', ticket))).toMatchObject({ code: 'A00001', msg: '登录失败次数过多，请15分钟后再试' });
  });
});
