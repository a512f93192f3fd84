// Compressed answers, over every GET route of the route table as a shop admin and as the platform admin
// read it: an answer of 1 KB or more goes compressed to a client that accepts it and decodes to the very
// bytes an uncompressing client gets; a smaller one, a client that does not ask, and the sign-in calls
// (whose answers carry secrets) get it as it is.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp, usersOf } from '../kit.ts';
import { registeredRoutes } from '../proof/route-table.ts';

const app = useTestApp();
const as = usersOf(app);

/** Enough query for a list to answer a page; path parameters as 1. */
const urlOf = (url: string) => `${url.replace(/:\w+/g, '1')}?pageNum=1&pageSize=50`;

const THRESHOLD = 1024;
const decoded = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
};
const signInCall = (url: string) => /\/ua\//.test(url) || url.startsWith('/sso-service/');
const isJson = (response: LightMyRequestResponse) => String(response.headers['content-type']).includes('json');

describe('compressed answers', () => {
  it('every GET route: a JSON answer of 1 KB or more is compressed for a client that accepts it, and decodes to the same answer', async () => {
    const gets = registeredRoutes().filter((route) => route.method === 'GET' && !route.url.includes('*') && !route.url.endsWith('/test_answer'));
    let compressed = 0;
    for (const who of ['shop_admin', 'platform']) {
      for (const route of gets) {
        const url = urlOf(route.url);
        const plain = await as(who).inject({ method: 'GET', url });
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        for (const encoding of ['br', 'gzip']) {
          const response = await as(who).inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          expect(response.statusCode, url).toBe(plain.statusCode);
          if (signInCall(route.url)) {
            expect(response.headers['content-encoding'], url).toBeUndefined();
            continue;
          }
          if (!isJson(plain)) continue;
          const big = plain.rawPayload.length >= THRESHOLD;
          expect(response.headers['content-encoding'], `${encoding} ${url} (${plain.rawPayload.length} bytes)`).toBe(big ? encoding : undefined);
          expect(JSON.parse(decoded(response).toString('utf8')), url).toEqual(JSON.parse(plain.body));
          if (big) {
            expect(String(response.headers.vary), url).toMatch(/accept-encoding/i);
            expect(response.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
            compressed += 1;
          }
        }
      }
    }
    // The seeded lists and trees answer more than 1 KB: a run where none did would prove nothing.
    expect(compressed).toBeGreaterThan(20);
  }, 120_000);

  it('prefers brotli when a browser offers gzip, deflate and brotli, and sends gzip when brotli is refused', async () => {
    const url = '/mall_product/admin/spu/page?pageNum=1&pageSize=10';
    const browser = await as('shop_admin').inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(browser.headers['content-encoding']).toBe('br');
    const noBrotli = await as('shop_admin').inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const identity = await as('shop_admin').inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().data.list.length).toBeGreaterThan(0);
  });

  it('never compresses the sign-in calls, whose answers carry the captcha key or the tokens', async () => {
    const captcha = await app().app.inject({
      method: 'POST',
      url: '/mall_auth/ua/captcha/get',
      payload: { captchaType: 'blockPuzzle' },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(captcha.json().data.repData.secretKey).toBeTruthy();
    expect(captcha.rawPayload.length).toBeGreaterThan(THRESHOLD);
    expect(captcha.headers['content-encoding']).toBeUndefined();
  });

  it('takes a compressed request body as before: refused, not inflated', async () => {
    const response = await as('shop_admin').inject({
      method: 'POST',
      url: '/mall_multishop/admin/hot_search',
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });
});
