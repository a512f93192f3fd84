// The log of a real run: structured lines with a request id each, and not one token, password or captcha secret in any of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../proof/processes.ts';
import { call, emptyDatabase, signInWith, spawnServer, strongPassword, type Spawned, type TestDatabase } from './support.ts';

describe('the log of a run at debug level', () => {
  let database: TestDatabase;
  let server: Spawned;
  let metricsPort: number;
  const admin = { username: 'ops_logger', password: strongPassword() };
  beforeAll(async () => {
    database = await emptyDatabase();
    metricsPort = await freePort();
    server = await spawnServer({
      ...database.env,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      CAPTCHA_TEST_HOOK: '1',
      LOG_LEVEL: 'debug',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('holds no secret of a sign-in, a failed sign-in and signed-in calls, and gives each call its request id', async () => {
    const signedIn = await signInWith(server.base, admin.username, admin.password);
    expect(signedIn.code).toBe('00000');
    const wrongPassword = `${admin.password}-wrong`;
    const refused = await signInWith(server.base, admin.username, wrongPassword);
    expect(refused.code).not.toBe('00000');
    const token = signedIn.accessToken!;
    for (const url of ['/mall_rbac/menu/route', '/mall_delivery/m/area/list?parentId=0', '/mall_multishop/m/shop_user/info']) {
      expect((await call(server.base, 'GET', url, { token })).status).toBe(200);
    }
    // A token in a query string is not logged either.
    await call(server.base, 'GET', `/mall_rbac/menu/route?access_token=${token}`, { token });
    const traced = await call(server.base, 'GET', '/mall_rbac/menu/route', { token, headers: { 'x-request-id': 'trace-from-the-proxy.42' } });
    expect(traced.status).toBe(200);
    await call(server.base, 'GET', '/mall_rbac/menu/route', { token, headers: { 'x-request-id': 'has spaces and {braces}' } });

    // Metrics on their own port only.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const metrics = await scraped.text();
    expect(metrics).toMatch(/^caremall_sign_in_failures_total 1$/m);
    expect(metrics).toMatch(/^process_resident_memory_bytes \d+/m);
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/anything-else`)).status).toBe(404);

    expect(await server.stop()).toBe(0);
    const output = server.output();
    const secrets = {
      'access token': token,
      password: admin.password,
      'wrong password': wrongPassword,
      ...Object.fromEntries(
        [signedIn, refused].flatMap((attempt, n) => [
          [`captcha secretKey ${n}`, attempt.secretKey],
          [`captcha token ${n}`, attempt.captchaToken],
          [`captchaVerification ${n}`, attempt.captchaVerification],
          [`pointJson ${n}`, attempt.pointJson],
        ]),
      ),
    };
    for (const [what, secret] of Object.entries(secrets)) expect(output.includes(secret), `${what} found in the log`).toBe(false);

    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; level?: number; req?: { url?: string } });
    const incoming = lines.filter((line) => line.msg === 'incoming request');
    expect(incoming.length).toBeGreaterThan(10);
    for (const line of incoming) expect(line.reqId, JSON.stringify(line)).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
    expect(incoming.some((line) => line.reqId === 'trace-from-the-proxy.42')).toBe(true);
    expect(incoming.some((line) => line.reqId?.includes(' '))).toBe(false);
    expect(new Set(incoming.map((line) => line.reqId)).size).toBe(incoming.length);
    expect(incoming.some((line) => line.req?.url === '/mall_rbac/menu/route?access_token=[redacted]')).toBe(true);
  }, 60_000);
});
