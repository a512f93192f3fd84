import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { gatedRoutes, registeredRoutes } from '../proof/route-table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('API documentation', () => {
  it('documents every API route from its schemas, at /docs/json, and serves the page at /docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
    const missing = gatedRoutes()
      .map((r) => `${r.method} ${openApiPath(r.url)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(registeredRoutes().length).toBeGreaterThan(50);
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('documents the body and answer of a converted route', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    };
    const hotSearch = spec.paths['/mall_multishop/admin/hot_search']!;
    expect(JSON.stringify(hotSearch.post!.requestBody)).toContain('title');
    expect(JSON.stringify(hotSearch.get!.responses!['200'])).toContain('hotSearchId');
  });
});
