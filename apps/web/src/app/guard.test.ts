import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { routeVO, SHOP_ROUTES } from '../shared/session/route-fixtures';

const token = vi.hoisted(() => ({ value: undefined as string | undefined }));
const api = vi.hoisted(() => ({
  fetchUserInfo: vi.fn(),
  fetchPermissions: vi.fn(),
  fetchMenuIds: vi.fn(),
  fetchRoutes: vi.fn(),
  logoutRequest: vi.fn(),
}));
const sso = vi.hoisted(() => ({ trySsoLogin: vi.fn() }));
const showError = vi.hoisted(() => vi.fn());
const ask = vi.hoisted(() => vi.fn());

vi.mock('../shared/auth/token', () => ({
  getToken: () => token.value,
  setToken: (value: string) => (token.value = value),
  removeToken: () => (token.value = undefined),
}));
vi.mock('../shared/session/session-api', () => api);
vi.mock('../features/login/lib/sso', () => sso);

const user = (isAdmin: 0 | 1) => ({ nickName: '乐享店长', avatar: null, isAdmin, shopId: 1, shopType: 1, tenantName: null });

async function loadGuard() {
  vi.resetModules();
  const { guardLoader } = await import('./guard');
  const { useSessionStore } = await import('../shared/session/session-store');
  const { setFeedback } = await import('../shared/http/feedback');
  // The fresh copy of the dictionaries starts loading the detected language at once: it must be in before the file
  // ends, or its import outlives the test environment (an unhandled EnvironmentTeardownError, seen once in a full run).
  await (
    await import('../shared/i18n')
  ).i18nReady;
  setFeedback({ message: { error: showError, success: vi.fn(), info: vi.fn(), warning: vi.fn() }, modal: { confirm: ask } });
  const run = (path: string) => guardLoader({ request: new Request(`http://localhost${path}`) } as LoaderFunctionArgs) as Promise<Response | null>;
  return { run, session: useSessionStore };
}

const location = (response: Response | null) => response?.headers.get('Location');

beforeEach(() => {
  token.value = undefined;
  vi.clearAllMocks();
  sso.trySsoLogin.mockResolvedValue(false);
  api.fetchRoutes.mockResolvedValue(SHOP_ROUTES);
});

describe('guardLoader', () => {
  it('sends a signed-out user to /login with the full path as redirect', async () => {
    const { run } = await loadGuard();
    expect(location(await run('/product/list?tab=3'))).toBe('/login?redirect=%2Fproduct%2Flist%3Ftab%3D3');
    expect(location(await run('/404'))).toBe('/login?redirect=%2F404');
    expect(await run('/login?redirect=%2Fx')).toBeNull();
  });

  it('sends a signed-in user away from /login', async () => {
    token.value = 't';
    const { run } = await loadGuard();
    expect(location(await run('/login'))).toBe('/');
  });

  it('loads an admin without asking for permissions or menu ids', async () => {
    token.value = 't';
    api.fetchUserInfo.mockResolvedValue(user(1));
    const { run, session } = await loadGuard();
    expect(await run('/order/order')).toBeNull();
    expect(api.fetchPermissions).not.toHaveBeenCalled();
    expect(api.fetchMenuIds).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ loaded: true, isAdmin: true, permissions: [''] });
    expect(session.getState().menus.map((menu) => menu.path)).toEqual(['/order', '/product', '/rbac']);
  });

  it('loads a staff user with its permissions and only its menus, once', async () => {
    token.value = 't';
    api.fetchUserInfo.mockResolvedValue(user(0));
    api.fetchPermissions.mockResolvedValue(['multishop:hotSearch:save']);
    api.fetchMenuIds.mockResolvedValue([147, 148]);
    const { run, session } = await loadGuard();
    await run('/order/order');
    await run('/product/list');
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
    expect(session.getState().permissions).toEqual(['multishop:hotSearch:save']);
    expect(session.getState().menus.map((menu) => menu.path)).toEqual(['/order']);
  });

  it("turns an empty permission list into ['']", async () => {
    token.value = 't';
    api.fetchUserInfo.mockResolvedValue(user(0));
    api.fetchPermissions.mockResolvedValue([]);
    api.fetchMenuIds.mockResolvedValue([]);
    api.fetchRoutes.mockResolvedValue([routeVO({ id: 1, parentId: 0, path: '/x', component: 'Layout' })]);
    const { run, session } = await loadGuard();
    await run('/order/order');
    expect(session.getState().permissions).toEqual(['']);
    expect(session.getState().menus).toEqual([]);
  });

  it('on a missing permission list resets the token, says why and goes to /login', async () => {
    token.value = 't';
    api.fetchUserInfo.mockResolvedValue(user(0));
    api.fetchPermissions.mockResolvedValue(null);
    const { run, session } = await loadGuard();
    expect(location(await run('/product/list'))).toBe('/login?redirect=%2Fproduct%2Flist');
    expect(token.value).toBeUndefined();
    expect(session.getState().loaded).toBe(false);
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('on a failed call resets the token and goes to /login without a second message', async () => {
    token.value = 't';
    api.fetchUserInfo.mockRejectedValue(new Error('A00005'));
    const { run } = await loadGuard();
    expect(location(await run('/order/order'))).toBe('/login?redirect=%2Forder%2Forder');
    expect(token.value).toBeUndefined();
    expect(showError).not.toHaveBeenCalled();
  });

  it('on a session ended elsewhere goes to /login without the logged-out dialog, which is for calls made while working', async () => {
    token.value = 'revoked';
    const { run } = await loadGuard();
    // The session's real reads, through the http client, each answered as a revoked token is (A00004).
    const reads = await vi.importActual<typeof api>('../shared/session/session-api');
    for (const read of ['fetchUserInfo', 'fetchPermissions', 'fetchMenuIds', 'fetchRoutes'] as const) api[read].mockImplementation(reads[read]);
    const answer = { code: 'A00004', msg: '未授权', data: null, success: false };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })),
    );
    try {
      expect(location(await run('/product/list'))).toBe('/login?redirect=%2Fproduct%2Flist');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(api.fetchUserInfo).toHaveBeenCalled();
    expect(token.value).toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('tries single sign-on once, before the first decision, and goes home when it signed in', async () => {
    sso.trySsoLogin.mockImplementation(async () => {
      token.value = 'sso';
      return true;
    });
    api.fetchUserInfo.mockResolvedValue(user(1));
    const { run } = await loadGuard();
    expect(location(await run('/?ssoToken=abc'))).toBe('/');
    expect(await run('/')).toBeNull();
    expect(sso.trySsoLogin).toHaveBeenCalledTimes(1);
  });
});
