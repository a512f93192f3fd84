// The web test kit's server: routes of method + path to answers, every call recorded. Tests declare
// only the calls their screen makes; anything else answers an empty success.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer = unknown | ((call: RecordedCall) => unknown);
export interface FakeApi {
  calls: RecordedCall[];
  /** Calls to a path (and method). */
  callsTo(path: string, method?: string): RecordedCall[];
  /** Sets (or replaces) the answer of `METHOD /path`, or of a path for every method. */
  on(route: string, answer: Answer): FakeApi;
  /** Answers with an envelope failure instead of data. */
  fail(route: string, code: string, msg: string | null, data?: unknown, status?: number): FakeApi;
  /** From now on answers every call but the app configuration with an envelope failure (the session ended, say). */
  failAll(code: string, msg: string | null): FakeApi;
}

export const envelopeOf = (data: unknown) => ({ code: '00000', msg: data === null ? 'ok' : null, data, success: true });

/**
 * Replaces fetch for the test (restored by vi.restoreAllMocks); the app configuration is always answered. Calls no
 * route names get `otherwise`'s answer, an empty success (null) by default.
 */
export function fakeApi(routes: Record<string, Answer> = {}, otherwise: (call: RecordedCall) => unknown = () => null): FakeApi {
  const answers = new Map<string, Answer>([['GET /mall_auth/ua/app_config', { ssoBaseUrl: null, resourcesUrl: '/files' }]]);
  const failures = new Map<string, { status: number; body: unknown }>();
  let failingAll: { status: number; body: unknown } | undefined;
  const api: FakeApi = {
    calls: [],
    callsTo: (path, method) => api.calls.filter((c) => c.path === path && (!method || c.method === method)),
    on(route, answer) {
      answers.set(route, answer);
      failures.delete(route);
      return api;
    },
    fail(route, code, msg, data = null, status = 200) {
      failures.set(route, { status, body: { code, msg, data, success: false } });
      return api;
    },
    failAll(code, msg) {
      failingAll = { status: 200, body: { code, msg, data: null, success: false } };
      return api;
    },
  };
  for (const [route, answer] of Object.entries(routes)) api.on(route, answer);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = init?.body ? String(init.body) : '';
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = Object.fromEntries(new URLSearchParams(text));
    }
    const call: RecordedCall = { method, path: url.pathname, query: url.searchParams, body, headers: new Headers(init?.headers) };
    api.calls.push(call);
    const key = [`${method} ${url.pathname}`, url.pathname].find((k) => failures.has(k) || answers.has(k));
    const failure = (key ? failures.get(key) : undefined) ?? (url.pathname.endsWith('/app_config') ? undefined : failingAll);
    if (failure) return new Response(JSON.stringify(failure.body), { status: failure.status, headers: { 'Content-Type': 'application/json' } });
    const answer = key ? answers.get(key) : otherwise;
    const data = typeof answer === 'function' ? (answer as (c: RecordedCall) => unknown)(call) : answer;
    return new Response(JSON.stringify(envelopeOf(data ?? null)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return api;
}
