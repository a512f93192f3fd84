// /healthz, /readyz and /metrics: public where they should be, saying nothing more than asked, metrics by route pattern.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.ts';
import { createTestApp, envelope, login, loginRequest, type TestApp } from '../helpers.ts';

const TOKEN = 'metrics-token-for-the-ops-tests';
let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'caremall-health-'));
  t = await createTestApp({
    storage: { ...testConfig().storage, dir: path.join(dir, 'files') },
    metrics: { port: null, host: '127.0.0.1', token: TOKEN },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('health and readiness', () => {
  it('answers /healthz and /readyz without a token, outside the gateway, with nothing but the checks', async () => {
    const alive = await get('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    // A request id on every answer: the caller's when it is plain, a fresh one otherwise.
    expect((await get('/healthz', { 'x-request-id': 'lb-probe-1' })).headers['x-request-id']).toBe('lb-probe-1');
    expect((await get('/healthz', { 'x-request-id': 'not a plain id' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not ready when the picture folder cannot be written, naming only the failing check', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const app = await createTestApp({ storage: { ...testConfig().storage, dir: path.join(file, 'files') } });
    try {
      const answer = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: 'ok', storage: 'failing' } });
      expect(answer.body).not.toContain(dir);
    } finally {
      await app.close();
    }
  });

  it('is not ready while a migration of this release is missing', async () => {
    const [last] = (
      (await t.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const answer = await get('/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json().checks).toEqual({ database: 'ok', migrations: 'failing', storage: 'ok' });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('reports not ready once shutting down, then answers everything with a 503 envelope while draining', async () => {
    t.app.ops.notReady = true;
    try {
      const answer = await get('/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'shutting down' });
      expect((await get('/mall_auth/ua/app_config')).statusCode).toBe(200);
      t.app.ops.refusing = true;
      for (const url of ['/mall_auth/ua/app_config', '/mall_order/m/order/page?pageNum=1&pageSize=10', '/healthz']) {
        const refused = await get(url);
        expect(refused.statusCode, url).toBe(503);
        expect(refused.json()).toMatchObject({ code: 'A00005', success: false, data: null });
        expect(refused.headers.connection).toBe('close');
      }
    } finally {
      t.app.ops.notReady = false;
      t.app.ops.refusing = false;
    }
  });
});

describe('metrics', () => {
  const metrics = async () => {
    const answer = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    return answer.body;
  };

  it('are off unless a port or a token is set', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('ask for the token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const answer = await get('/metrics', authorization === undefined ? {} : { authorization });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('http_requests_total');
    }
  });

  it('count requests by route pattern, status and envelope code, with latency, failed sign-ins, pool and memory', async () => {
    const token = await login(t.app, 'shop_admin');
    const staff = await login(t.app, 'shop_staff');
    await get('/mall_order/m/order/order_info/987654321', { authorization: token });
    await get('/mall_search/m/search/page?pageNum=1&pageSize=10', { authorization: staff });
    const before = await metrics();
    const failuresBefore = Number(/^caremall_sign_in_failures_total (\d+)/m.exec(before)?.[1] ?? 'NaN');
    expect(envelope(await loginRequest(t.app, 'shop_admin', 'not-the-password')).success).toBe(false);
    const text = await metrics();

    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/mall_order\/m\/order\/order_info\/:orderId",status="200",code="[A-Z0-9]+"\} 1$/m,
    );
    expect(text).not.toContain('987654321');
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/mall_search\/m\/search\/page",status="403",code="A00006"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/mall_auth\/ua\/login",status="200",code="00000"\} 2$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/mall_order\/m\/order\/order_info\/:orderId",status="200"\} 1$/m,
    );
    expect(Number(/^caremall_sign_in_failures_total (\d+)/m.exec(text)?.[1])).toBe(failuresBefore + 1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    if (t.kind === 'postgres') {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(text).toMatch(/^db_pool_max \d+$/m);
    }
  });
});
