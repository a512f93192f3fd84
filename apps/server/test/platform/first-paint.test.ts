// The home screen drawn by the server for a signed-in load (`platform/http/first-paint.ts`), with the web build's own
// drawing code: every demo account sees what its own token reads and nothing of another shop, a load that may not read
// the list gets the plain page, and nothing a shop wrote can leave the page's data block.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { UI_LANGUAGES } from '@caremall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts.ts';
import { orders } from '../../src/db/schema/index.ts';
import { createTestApp, envelope, login, type TestApp } from '../helpers.ts';

const repository = path.resolve(import.meta.dirname, '../../../..');
const webDist = path.join(repository, 'apps/web/dist');
const FIRST_PAGE = '/mall_order/m/order/page?pageNum=1&pageSize=10';

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  // `npm test` builds the web app first when its sources changed; run alone, this file builds it if it is missing.
  if (!existsSync(path.join(webDist, 'first-paint/render-home.js'))) {
    // As `npm run build` would: vitest's NODE_ENV=test would give the drawing React's development JSX, which it lacks.
    const env = { ...process.env, NODE_ENV: 'production' };
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repository, stdio: 'inherit', env });
    if (built.status !== 0) throw new Error('the web app did not build');
  }
  t = await createTestApp({ webDist });
  for (const { username } of DEMO_ACCOUNTS) tokens.set(username, await login(t.app, username));
}, 180_000);
afterAll(() => t?.close());

const open = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': 'zh-CN' } });
const signedIn = (username: string) => `mall-Admin-Token=${tokens.get(username)}; language=zh_CN`;

/** The order numbers the drawing shows, in order. */
const drawnOrders = (html: string) => [...html.matchAll(/class="order-card" data-order-id="(\d+)"/g)].map((match) => Number(match[1]));
const drawing = (html: string) =>
  /<div id="first-paint" inert>([\s\S]*?)<\/div><script type="application\/json" id="first-paint-reads">/.exec(html)?.[1];
const embeddedReads = (html: string) => {
  const json = /<script type="application\/json" id="first-paint-reads">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, { status: number; body: unknown }>);
};
const firstPageOf = async (username: string) =>
  envelope<{ list: { orderId: number }[] }>(
    await t.app.inject({ method: 'GET', url: FIRST_PAGE, headers: { authorization: tokens.get(username)! } }),
  );

describe('the home screen opened directly, signed in', () => {
  it('every demo account that has the order list gets its own first page drawn, and nothing of another shop', async () => {
    const drawnBy = new Map<string, number[]>();
    for (const account of DEMO_ACCOUNTS) {
      const page = await open('/order/order', signedIn(account.username));
      expect(page.statusCode).toBe(200);
      const own = await firstPageOf(account.username);
      if (own.code !== '00000') {
        // The order list is not this account's (the platform's): the plain page, as any other address.
        expect(drawing(page.body), account.username).toBeUndefined();
        expect(page.headers['cache-control']).toBe('no-cache');
        continue;
      }
      expect(drawnOrders(page.body), account.username).toEqual(own.data.list.map((order) => order.orderId));
      expect(embeddedReads(page.body)?.[FIRST_PAGE]?.body, account.username).toEqual(own);
      expect(page.headers['cache-control']).toBe('private, no-store');
      drawnBy.set(account.username, drawnOrders(page.body));
    }
    expect([...drawnBy.keys()].sort()).toEqual(['care_admin', 'care_staff', 'shop_admin', 'shop_staff']);
    for (const account of DEMO_ACCOUNTS.filter((a) => drawnBy.has(a.username))) {
      const others = DEMO_ACCOUNTS.filter((a) => drawnBy.has(a.username) && a.shopId !== account.shopId).flatMap((a) => drawnBy.get(a.username)!);
      expect(
        drawnBy.get(account.username)!.filter((id) => others.includes(id)),
        account.username,
      ).toEqual([]);
    }
  });

  it('draws the filters the address names', async () => {
    const page = await open('/order/order?status=5', signedIn('shop_admin'));
    const own = envelope<{ list: { orderId: number }[] }>(
      await t.app.inject({ method: 'GET', url: `${FIRST_PAGE}&status=5`, headers: { authorization: tokens.get('shop_admin')! } }),
    );
    expect(own.data.list.length).toBeGreaterThan(0);
    expect(drawnOrders(page.body)).toEqual(own.data.list.map((order) => order.orderId));
  });

  it("draws in the load's language, and says it, with the screen's title", async () => {
    const skipLinks = new Set<string>();
    const titles = new Set<string>();
    for (const language of UI_LANGUAGES) {
      const { body } = await open('/order/order', `mall-Admin-Token=${tokens.get('shop_admin')}; language=${language}`);
      expect(body).toContain(`<html lang="${language.replace('_', '-')}">`);
      titles.add(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
      skipLinks.add(/<a class="skip-link"[^>]*>([^<]*)<\/a>/.exec(drawing(body) ?? '')?.[1] ?? '');
    }
    expect(skipLinks.size).toBe(UI_LANGUAGES.length);
    expect(titles.size).toBe(UI_LANGUAGES.length);
    const { body } = await open('/order/order', signedIn('shop_admin'));
    expect(/<title>([^<]*)<\/title>/.exec(body)?.[1]).toMatch(/^订单管理 - /);
  });

  it('sends the drawn page compressed as the browser accepts, weighing the q-values as the API answers do', async () => {
    const plain = (await open('/order/order', signedIn('shop_admin'))).body;
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accepted, expected] of [
      ['br, deflate', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
      ['gzip, br;q=0.1', 'gzip'],
      ['GZIP', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/order/order',
        headers: { cookie: signedIn('shop_admin'), 'accept-language': 'zh-CN', 'accept-encoding': accepted },
      });
      expect(response.headers['content-encoding'], accepted).toBe(expected);
      expect(response.headers.vary, accepted).toContain('Accept-Encoding');
      const body = expected ? decoders[expected](response.rawPayload).toString('utf8') : response.body;
      expect(drawnOrders(body), accepted).toEqual(drawnOrders(plain));
    }
  });

  it('draws nothing signed out, with a token the server does not know, or at any other address', async () => {
    for (const [url, cookie] of [
      ['/order/order', ''],
      ['/order/order', 'mall-Admin-Token=not-a-token'],
      ['/', signedIn('shop_admin')],
      ['/order', signedIn('shop_admin')],
      ['/product/list', signedIn('shop_admin')],
      ['/login', signedIn('shop_admin')],
    ] as const) {
      const page = await open(url, cookie);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, `${url} ${cookie}`).toContain('<div id="root"></div>');
      expect(drawing(page.body), `${url} ${cookie}`).toBeUndefined();
      expect(embeddedReads(page.body), `${url} ${cookie}`).toBeUndefined();
    }
  });

  it('never serves its drawing code to a browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/first-paint/render-home.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderFirstPaint');
  });

  it('keeps what a shop wrote inside the page: a consignee cannot close the data block or add markup', async () => {
    const newest = (await firstPageOf('shop_admin')).data.list[0]!.orderId;
    const consignee = '</script><script>alert(1)</script><b>';
    await t.db.update(orders).set({ consignee }).where(eq(orders.orderId, newest));
    const { body } = await open('/order/order', signedIn('shop_admin'));
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<b>');
    expect(drawing(body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;');
    const read = embeddedReads(body)?.[FIRST_PAGE]?.body as { data: { list: { orderId: number; consignee: string }[] } };
    expect(read.data.list.find((order) => order.orderId === newest)?.consignee).toBe(consignee);
  });
});
