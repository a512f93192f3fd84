import { mkdirSync, mkdtempSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let dist = '';
const script = 'console.log("caremall");'.repeat(100);
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'caremall-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>CareMall</title></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(dist, 'first-load.json'),
    JSON.stringify({
      app: ['/assets/app-abc123.js'],
      home: ['/assets/order-def456.js', '/assets/app-abc123.js'],
      languages: { en: ['/assets/en-1.js'], zh_CN: ['/assets/zh_CN-2.js'], es_MX: ['/assets/es_MX-3.js'], ja: ['/assets/ja-4.js'] },
    }),
  );
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

  it('answers HEAD as GET on every page, asset and the root, without a body', async () => {
    for (const url of ['/', '/order/order', '/product/list?tab=3', '/login', '/assets/app-abc123.js']) {
      const [head, got] = await Promise.all([t.app.inject({ method: 'HEAD', url }), get(url)]);
      expect({ url, status: head.statusCode, type: head.headers['content-type'] }).toEqual({ url, status: 200, type: got.headers['content-type'] });
      expect(head.body).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/mall_product/no_such_call' })).statusCode).toBe(404);
  });

  it("answers an unknown call 404 in the caller's language, naming it", async () => {
    const unknown = (locale: string) => t.app.inject({ method: 'POST', url: '/mall_product/no_such_call?x=1', headers: { locale } });
    const answers = await Promise.all(['zh_CN', 'en', 'ja', 'es_MX'].map(async (locale) => [locale, (await unknown(locale)).json().msg]));
    expect(Object.fromEntries(answers)).toEqual({
      zh_CN: '接口不存在：POST /mall_product/no_such_call',
      en: 'No such call: POST /mall_product/no_such_call',
      ja: 'そのAPIはありません：POST /mall_product/no_such_call',
      es_MX: 'No existe esa llamada: POST /mall_product/no_such_call',
    });
    expect((await unknown('en')).statusCode).toBe(404);
  });

  it('serves a build replaced under the running server from the next load, and the last page while none is written', async () => {
    const index = path.join(dist, 'index.html');
    const page = (name: string) =>
      `<!doctype html><html><head><title>CareMall</title></head><body><div id="root" data-build="${name}"></div></body></html>`;
    writeFileSync(index, page('second'));
    // A build later than the last page read, whatever the file system's clock resolution.
    utimesSync(index, new Date(), new Date(Date.now() + 5_000));
    expect((await get('/order/order')).body).toContain('data-build="second"');
    renameSync(index, `${index}.away`);
    expect((await get('/order/order')).body).toContain('data-build="second"');
    renameSync(`${index}.away`, index);
  });

  it('answers unknown API paths with an envelope, never the page', async () => {
    for (const url of ['/mall_product/no_such_call', '/order/delivery/no_such_call', '/prod/no_such_call']) {
      const body = (await get(url)).json();
      expect(body.success).toBe(false);
    }
  });
});

describe('a signed-in page names its first code', () => {
  const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const signedIn = { cookie: 'language=zh_CN; mall-Admin-Token=abc' };

  it('at the home screen: the app, the screen and the language, once each, in the head', async () => {
    const response = await get('/order/order', signedIn);
    expect(preloads(response.body)).toEqual(['/assets/app-abc123.js', '/assets/zh_CN-2.js', '/assets/order-def456.js']);
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.headers['vary']).toContain('Cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('elsewhere, and at the root: the app and the language only', async () => {
    for (const url of ['/product/list', '/', '/order'])
      expect(preloads((await get(url, signedIn)).body)).toEqual(['/assets/app-abc123.js', '/assets/zh_CN-2.js']);
  });

  it("the language as the web app picks it: the saved one, else the browser's first known, else English", async () => {
    const token = 'mall-Admin-Token=abc';
    const language = async (headers: Record<string, string>) => preloads((await get('/product/list', headers)).body)[1];
    expect(await language({ cookie: `${token}; language=ja`, 'accept-language': 'es-MX' })).toBe('/assets/ja-4.js');
    expect(await language({ cookie: `${token}; language=xx`, 'accept-language': 'fr-FR,es-MX;q=0.8' })).toBe('/assets/es_MX-3.js');
    expect(await language({ cookie: token, 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('/assets/zh_CN-2.js');
    expect(await language({ cookie: token, 'accept-language': 'fr-FR' })).toBe('/assets/en-1.js');
    expect(await language({ cookie: token })).toBe('/assets/en-1.js');
  });

  it('a signed-out page (the login page) names none', async () => {
    for (const url of ['/login', '/order/order']) expect(preloads((await get(url, { cookie: 'language=zh_CN' })).body)).toEqual([]);
  });
});
