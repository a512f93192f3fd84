// Bad input, part 1: property-based fuzzing (fast-check) of every POST/PUT/DELETE body and query of
// the built app. Every answer must be a well-formed envelope, never a 5xx or an unhandled error, and
// a refused write must leave the database exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { hotSearch } from '../../src/db/schema/index.ts';
import { showFail } from '../../src/platform/http/envelope.ts';
import { openTestDatabase } from '../database.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { fuzzedRoutes, fuzzRoutes, TOTAL_CASES } from './fuzz.ts';
import { registeredRoutes, routeRecorder } from './route-table.ts';
import { forAnySignedIn } from '../../src/platform/auth/access.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('fuzzing writes', () => {
  it('answers every hostile body with an envelope and never writes half', async () => {
    const routes = fuzzedRoutes(['POST', 'PUT', 'DELETE']);
    const all = fuzzedRoutes(['GET', 'POST', 'PUT', 'DELETE']).length;
    expect(routes.length).toBeGreaterThan(20);
    const runs = Math.ceil(TOTAL_CASES / all);
    const { findings, cases } = await fuzzRoutes(t, routes, runs);
    console.log(`fuzzed ${cases} write requests over ${routes.length} routes (${registeredRoutes().length} registered)`);
    expect(findings.slice(0, 20)).toEqual([]);
    expect(cases).toBe(routes.length * runs);
  }, 600_000);

  it('catches a crashing handler and a half-written refusal (the fuzzer can fail)', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(), onRoute: routeRecorder() });
    const Body = z.object({ title: z.unknown(), seq: z.unknown() });
    const CANARY = forAnySignedIn('a canary route of this test');
    app.post('/mall_proof/crash', { config: CANARY, schema: { body: Body } }, async (request) => {
      const { title } = request.body as { title: unknown };
      return { code: '00000', msg: null, data: (title as string).toUpperCase(), success: true };
    });
    app.post('/mall_proof/half', { config: CANARY, schema: { body: Body } }, async () => {
      await database.db.insert(hotSearch).values({ shopId: 1, title: 'half', content: 'half', seq: 0, status: 1 });
      throw showFail('refused after writing');
    });
    await app.ready();
    const canary = { app, db: database.db, kind: database.kind, close: async () => (await app.close(), await database.close()) };
    try {
      const routes = registeredRoutes().filter((r) => r.url.startsWith('/mall_proof/'));
      expect(routes).toHaveLength(2);
      const { findings } = await fuzzRoutes(canary, routes, 30);
      const problems = new Set(findings.map((f) => `${f.route} ${f.problem}`));
      expect(problems).toContain('POST /mall_proof/crash unhandled error (A00005)');
      expect(problems).toContain('POST /mall_proof/half refused, yet the database changed (partial write)');
    } finally {
      await canary.close();
    }
  }, 120_000);
});
