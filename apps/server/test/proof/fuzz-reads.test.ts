// Bad input, part 2: property-based fuzzing (fast-check) of every GET query and path parameter of
// the built app. Every answer must be a well-formed envelope, never a 5xx or an unhandled error, and
// a refused write must leave the database exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { fuzzedRoutes, fuzzRoutes, TOTAL_CASES } from './fuzz.ts';
import { registeredRoutes } from './route-table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('fuzzing reads', () => {
  it('answers every hostile query with an envelope', async () => {
    const routes = fuzzedRoutes(['GET']);
    const all = fuzzedRoutes(['GET', 'POST', 'PUT', 'DELETE']).length;
    expect(routes.length).toBeGreaterThan(20);
    const runs = Math.ceil(TOTAL_CASES / all);
    const { findings, cases } = await fuzzRoutes(t, routes, runs);
    console.log(`fuzzed ${cases} read requests over ${routes.length} routes (${registeredRoutes().length} registered)`);
    expect(findings.slice(0, 20)).toEqual([]);
    expect(cases).toBe(routes.length * runs);
  }, 600_000);
});
