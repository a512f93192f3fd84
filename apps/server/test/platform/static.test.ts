import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
const script = 'console.log("caremall");'.repeat(100);
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'caremall-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it('sends the precompressed asset to a browser that accepts gzip, cached for good', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length);
  });

  it('answers client routes, even /order/order, with index.html on reload', async () => {
    for (const url of ['/order/order', '/product/list?tab=3', '/login']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers unknown API paths with an envelope, never the page', async () => {
    for (const url of ['/mall_product/no_such_call', '/order/delivery/no_such_call', '/prod/no_such_call']) {
      const body = (await get(url)).json();
      expect(body.success).toBe(false);
    }
  });
});
