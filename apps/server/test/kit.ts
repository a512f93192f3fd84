// The server test kit: a file's app on a fresh copy of the seeded database, and calls made as a
// signed-in user (`as('shop_admin').post(url, body)`), answers read as envelopes. Every suite uses it
// instead of its own sign-in and call preamble.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config.ts';
import { createTestApp, envelope, login, type EnvelopeBody, type TestApp } from './helpers.ts';

/** Starts the file's app before its tests and closes it after; the getter is valid inside tests and hooks. */
export function useTestApp(overrides: Partial<AppConfig> = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(overrides);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error('the test app is not started yet');
    return t;
  };
}

type Query = Record<string, string | number | boolean | undefined>;

export interface Caller {
  /** The caller's access token. */
  token(): Promise<string>;
  get<T = unknown>(url: string, query?: Query): Promise<EnvelopeBody<T>>;
  post<T = unknown>(url: string, body?: unknown): Promise<EnvelopeBody<T>>;
  put<T = unknown>(url: string, body?: unknown): Promise<EnvelopeBody<T>>;
  delete<T = unknown>(url: string, query?: Query): Promise<EnvelopeBody<T>>;
  /** Any request, answered raw (status, headers, body). */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

const withQuery = (url: string, query?: Query) => {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined) as [string, string | number | boolean][];
  if (!entries.length) return url;
  const search = new URLSearchParams(entries.map(([k, v]) => [k, String(v)]));
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
};

function callerOf(t: TestApp, token: string): Caller {
  const inject = (options: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({ ...options, headers: { authorization: token, ...options.headers } });
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    envelope<T>(await inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) }));
  return {
    token: async () => token,
    get: (url, query) => call('GET', withQuery(url, query)),
    post: (url, body) => call('POST', url, body),
    put: (url, body) => call('PUT', url, body),
    delete: (url, query) => call('DELETE', withQuery(url, query)),
    inject,
  };
}

/**
 * `as(who)`: calls as that demo user (signed in once per app, through the captcha), or with a raw token
 * (a string that is not a known username is used as the token itself).
 */
export function usersOf(app: () => TestApp): (who: string) => Caller {
  const tokens = new Map<TestApp, Map<string, Promise<string>>>();
  return (who) => {
    const t = app();
    let byUser = tokens.get(t);
    if (!byUser) tokens.set(t, (byUser = new Map()));
    let token = byUser.get(who);
    if (!token) byUser.set(who, (token = /^[a-z_]{4,16}$/.test(who) ? login(t.app, who) : Promise.resolve(who)));
    const pending = token;
    const lazy = async <T>(use: (caller: Caller) => Promise<T>) => use(callerOf(t, await pending));
    return {
      token: () => pending,
      get: (url, query) => lazy((c) => c.get(url, query)),
      post: (url, body) => lazy((c) => c.post(url, body)),
      put: (url, body) => lazy((c) => c.put(url, body)),
      delete: (url, query) => lazy((c) => c.delete(url, query)),
      inject: (options) => lazy((c) => c.inject(options)),
    };
  };
}
