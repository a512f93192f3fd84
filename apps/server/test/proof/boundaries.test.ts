// Values at and beyond what a column holds, generated over the route table's writes and queries: each
// field of a request its owner may make (from route-cases.ts) is replaced in turn by a NUL byte, a lone
// surrogate, strings past any column and integers past int4, bigint and the safe integers. Every answer is
// an envelope (never a 5xx, never A00005), text PostgreSQL cannot hold is refused with A00002, and a
// refused request writes nothing. Headers too large for the HTTP parser get an envelope as well.
import { ResponseCode } from '@caremall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_INVALID_TEXT } from '../../src/platform/http/text-guard.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { actor, rows, SHOP_B, type Call } from './actors.ts';
import { databaseVersion, installWriteCounter } from './fuzz.ts';
import { rawRequest } from './raw-http.ts';
import { addShopBPictures, CRUD, ID_CASES } from './route-cases.ts';
import { gatedRoutes, registeredRoutes, routeKey, shapeKeys } from './route-table.ts';

const INVALID_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00'];
const TOO_LONG = ['x'.repeat(256), '长'.repeat(1001), 'x'.repeat(70_000)];
const NUMBERS = [2_147_483_647, 2_147_483_648, -2_147_483_649, 9_007_199_254_740_994, 1e300, -1e300];
const QUERY_VALUES = ['\u0000', '2147483648', '-2147483649', '9223372036854775808', '99999999999999999999', '1e300', 'x'.repeat(5000)];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Variant {
  field: string;
  value: Json;
  mustRefuse: boolean;
}

/** Every leaf of a body (the first element of each array), replaced in turn by each bad value of its kind. */
function variantsOf(body: Json, path: string[] = []): { path: string[]; variant: Omit<Variant, 'field'> }[] {
  if (Array.isArray(body)) return body.length ? variantsOf(body[0]!, [...path, '0']) : [];
  if (body !== null && typeof body === 'object') return Object.entries(body).flatMap(([key, value]) => variantsOf(value, [...path, key]));
  if (typeof body === 'string' || body === null) {
    return [
      ...INVALID_TEXT.map((value) => ({ path, variant: { value, mustRefuse: true } })),
      ...TOO_LONG.map((value) => ({ path, variant: { value, mustRefuse: false } })),
      ...(body === null ? NUMBERS.slice(1, 3).map((value) => ({ path, variant: { value, mustRefuse: false } })) : []),
    ];
  }
  if (typeof body === 'number') return NUMBERS.map((value) => ({ path, variant: { value, mustRefuse: false } }));
  return [];
}

function withValue(body: Json, path: string[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) return body.map((item, i) => (String(i) === head ? withValue(item, rest, value) : item));
  const object = body as Record<string, Json>;
  return { ...object, [head!]: withValue(object[head!]!, rest, value) };
}

let t: TestApp;
let asOwner: Call;
let asPlatform: Call;
beforeAll(async () => {
  t = await createTestApp();
  await addShopBPictures(t);
  await installWriteCounter(t.db);
  asOwner = await actor(t.app, 'care_admin');
  asPlatform = await actor(t.app, 'platform');
}, 120_000);
afterAll(() => t?.close());

/** Sends each variant of one request (or every `of`-th from `part`) and reports every answer that breaks the rules. */
async function probe(call: Call, request: Parameters<Call>[0], { part, of } = { part: 0, of: 1 }): Promise<string[]> {
  const problems: string[] = [];
  const base = request.payload as Json;
  for (const { path, variant } of variantsOf(base).filter((_, index) => index % of === part)) {
    const field = path.join('.');
    const payload = withValue(base, path, variant.value) as object;
    const before = await databaseVersion(t.db);
    const answer = await call({ ...request, payload });
    const shown = `${request.method} ${request.url} ${field}=${JSON.stringify(variant.value).slice(0, 24)}: ${answer.code} ${answer.msg ?? ''} ${JSON.stringify(answer.data)?.slice(0, 80)}`;
    if (answer.code === ResponseCode.EXCEPTION || !['00000', 'A00001', 'A00002', 'A00003'].includes(answer.code)) problems.push(shown);
    if (variant.mustRefuse && !(answer.code === 'A00002' && JSON.stringify(answer.data).includes(MSG_INVALID_TEXT)))
      problems.push(`not refused: ${shown}`);
    if (!answer.success && (await databaseVersion(t.db)) !== before) problems.push(`refused but wrote: ${shown}`);
  }
  return problems;
}

describe('values at and beyond a column', () => {
  // A record's variants are spread over a few tests, so that none of them runs for long on a busy machine.
  const PARTS = 4;
  const records = new Map<string, Json>();
  async function ownRecord(resource: (typeof CRUD)[number]): Promise<Json> {
    const [row] = await rows<{ id: number }>(
      t.db,
      sql`select ${sql.identifier(resource.pk)} as id from ${sql.identifier(resource.table)}
        where ${sql.identifier(resource.owner ?? 'shop_id')} = ${SHOP_B} and ${sql.raw(resource.where ?? 'true')} order by 1 limit 1`,
    );
    const read = await asOwner({ method: 'GET', url: `${resource.base}?${resource.param}=${row!.id}` });
    expect(read.success).toBe(true);
    return { ...(read.data as object), ...resource.fill } as Json;
  }
  for (const resource of CRUD)
    for (let part = 0; part < PARTS; part++)
      it(`${resource.base}: every field of the owner's own record, saved with bad values (part ${part + 1} of ${PARTS})`, async () => {
        const registered = new Set(gatedRoutes().map(routeKey));
        // Every part starts from the record as first read, as one test over all variants would.
        const record = records.get(resource.base) ?? (await ownRecord(resource));
        records.set(resource.base, record);
        const problems: string[] = [];
        if (registered.has(`PUT ${resource.base}`))
          problems.push(...(await probe(asOwner, { method: 'PUT', url: resource.base, payload: record as object }, { part, of: PARTS })));
        if (registered.has(`POST ${resource.base}`))
          problems.push(...(await probe(asOwner, { method: 'POST', url: resource.base, payload: record as object }, { part, of: PARTS })));
        expect(problems).toEqual([]);
      });

  for (const c of ID_CASES) {
    it(`${c.route}: every field of the owner's own request, with bad values`, async () => {
      const [id] = await c.ids(t);
      const request = await c.request(id!, t);
      if (request.payload === undefined) return;
      expect(await probe(asOwner, request)).toEqual([]);
    });
  }

  it('every query field of every read, with bad values: an envelope or the file, never an error', async () => {
    const problems: string[] = [];
    const reads = registeredRoutes().filter((r) => r.method === 'GET' && shapeKeys(r.querystring).length > 0 && !r.url.endsWith('/test_answer'));
    expect(reads.length).toBeGreaterThan(20);
    for (const route of reads) {
      const call = /^\/mall_(rbac\/menu|delivery\/m\/area)/.test(route.url) ? asPlatform : asOwner;
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const key of [...shapeKeys(route.querystring), 'pageNum', 'pageSize']) {
        for (const value of QUERY_VALUES) {
          const answer = await call({ method: 'GET', url: `${url}?pageNum=1&pageSize=10&${key}=${encodeURIComponent(value)}` });
          if (answer.code === 'FILE') continue;
          if (!['00000', 'A00001', 'A00002', 'A00006'].includes(answer.code))
            problems.push(`${routeKey(route)} ${key}=${value.slice(0, 24)}: ${answer.code} ${answer.msg}`);
          if (value === '\u0000' && answer.code !== 'A00002') problems.push(`not refused: ${routeKey(route)} ${key}=NUL: ${answer.code}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('headers too large for the HTTP parser, and large ones within it, get envelopes', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as { port: number }).port;
    const tooLarge = await rawRequest(port, 'GET', '/mall_order/m/order/page', { 'X-Padding': 'x'.repeat(20_000) });
    expect(tooLarge).toMatchObject({ status: 431, body: { code: 'A00001', msg: '请求头过大' } });
    const longToken = await rawRequest(port, 'GET', '/mall_order/m/order/page', { Authorization: 'x'.repeat(12_000) });
    expect(longToken).toMatchObject({ status: 200, body: { code: 'A00004' } });
    const longLanguage = await rawRequest(
      port,
      'POST',
      '/mall_auth/ua/captcha/get',
      { 'Accept-Language': 'zh'.repeat(6000) },
      '{"captchaType":"blockPuzzle"}',
    );
    expect(longLanguage.status).toBe(200);
    expect(longLanguage.body?.code).toBe('00000');
  });
});
