import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '@caremall/contract';
import { resetAppConfigCache } from '../../../shared/app-config';
import { setFeedback } from '../../../shared/http';
import { fakeApi, type FakeApi } from '../../../test';
import { trySsoLogin } from './sso';

const SSO_BASE = 'http://sso.example/sso-service';
const REDIRECT = 'POST /sso-service/redirect';
const BY_TICKET = `POST ${AUTH_PATHS.full.ssoLoginByTicket}`;

/** The app configuration names the sign-on service; it hands out a ticket, which the server redeems. */
const signOnServer = () =>
  fakeApi({
    [`GET ${AUTH_PATHS.full.appConfig}`]: { ssoBaseUrl: SSO_BASE, resourcesUrl: '/files' },
    [REDIRECT]: `${window.location.origin}/?ticket=tk%201`,
    [BY_TICKET]: { accessToken: 'access-1' },
  });

beforeEach(() => {
  setFeedback({ message: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }, modal: { confirm: vi.fn() } });
  resetAppConfigCache();
  Cookies.remove('mall-Admin-Token');
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  setFeedback(null);
  window.history.replaceState(null, '', '/');
});

describe('trySsoLogin', () => {
  it('does nothing without an ssoToken in the address', async () => {
    const api = fakeApi();
    window.history.replaceState(null, '', '/order/order');
    await expect(trySsoLogin()).resolves.toBe(false);
    expect(api.calls).toHaveLength(0);
  });

  it('trades the sso token for a ticket and the ticket for an access token', async () => {
    const api = signOnServer();
    window.history.replaceState(null, '', '/?ssoToken=sso-abc&tab=2');
    await expect(trySsoLogin()).resolves.toBe(true);

    expect(sessionStorage.getItem('ssoToken')).toBe('sso-abc');
    expect(Cookies.get('mall-Admin-Token')).toBe('access-1');
    expect(window.location.search).toBe('?tab=2');

    const [redirect] = api.callsTo('/sso-service/redirect', 'POST');
    expect(redirect?.headers.get('Authorization')).toBe('sso-abc');
    expect(redirect?.body).toEqual({ client: 'merchant', redirect: `${window.location.origin}/`, mode: 'ticket' });
    const [byTicket] = api.callsTo(AUTH_PATHS.full.ssoLoginByTicket, 'POST');
    expect(byTicket?.headers.get('Authorization')).toBe('sso-abc');
    expect(byTicket?.body).toEqual({ ticket: 'tk 1', userType: '1' });
  });

  it('keeps an existing session', async () => {
    const api = fakeApi();
    Cookies.set('mall-Admin-Token', 'existing');
    window.history.replaceState(null, '', '/?ssoToken=sso-abc');
    await expect(trySsoLogin()).resolves.toBe(false);
    expect(sessionStorage.getItem('ssoToken')).toBe('sso-abc');
    expect(api.calls).toHaveLength(0);
  });

  it('is off when the server has no sign-on service', async () => {
    const api = signOnServer().on(`GET ${AUTH_PATHS.full.appConfig}`, { ssoBaseUrl: null, resourcesUrl: '/files' });
    window.history.replaceState(null, '', '/?ssoToken=sso-abc');
    await expect(trySsoLogin()).resolves.toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it.each([
    ['the sign-on service rejects the token', (api: FakeApi) => api.fail(REDIRECT, 'A00004', 'Unauthorized')],
    ['the redirect has no ticket', (api: FakeApi) => api.on(REDIRECT, 'http://localhost/')],
    ['the ticket is refused', (api: FakeApi) => api.fail(BY_TICKET, 'A00001', '单点登录失败，请重新登录')],
    [
      'the network fails',
      (api: FakeApi) =>
        api.on(REDIRECT, () => {
          throw new TypeError('Failed to fetch');
        }),
    ],
  ])('resolves false when %s', async (_case, override) => {
    override(signOnServer());
    window.history.replaceState(null, '', '/?ssoToken=sso-abc');
    await expect(trySsoLogin()).resolves.toBe(false);
    expect(Cookies.get('mall-Admin-Token')).toBeUndefined();
  });
});
