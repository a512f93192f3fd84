import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfigCache } from '../../shared/app-config';
import { setFeedback } from '../../shared/http';
import { trySsoLogin } from './sso';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown, code = '00000', msg: string | null = null) =>
  new Response(JSON.stringify({ code, msg, data, success: code === '00000' }), { status: 200 });

const SSO_BASE = 'http://sso.example/sso-service';

function serverAnswers(overrides: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    for (const [path, answer] of Object.entries(overrides)) if (url.includes(path)) return answer();
    if (url.includes('/ua/app_config')) return envelope({ ssoBaseUrl: SSO_BASE, resourcesUrl: '/files' });
    if (url.startsWith(`${SSO_BASE}/redirect`)) return envelope(`${window.location.origin}/?ticket=tk%201`);
    if (url.includes('/sso/doLoginByTicket')) return envelope({ accessToken: 'access-1' });
    return envelope(null, 'A00005', 'unexpected');
  });
}

const requestTo = (path: string) => fetchMock.mock.calls.find(([url]) => String(url).includes(path));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setFeedback({ message: { error: vi.fn() }, modal: { confirm: vi.fn() } });
  resetAppConfigCache();
  Cookies.remove('mall-Admin-Token');
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setFeedback(null);
  window.history.replaceState(null, '', '/');
});

describe('trySsoLogin', () => {
  it('does nothing without an ssoToken in the address', async () => {
    window.history.replaceState(null, '', '/order/order');
    await expect(trySsoLogin()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('trades the sso token for a ticket and the ticket for an access token', async () => {
    serverAnswers();
    window.history.replaceState(null, '', '/?ssoToken=sso-abc&tab=2');
    await expect(trySsoLogin()).resolves.toBe(true);

    expect(sessionStorage.getItem('ssoToken')).toBe('sso-abc');
    expect(Cookies.get('mall-Admin-Token')).toBe('access-1');
    expect(window.location.search).toBe('?tab=2');

    const redirect = requestTo('/redirect');
    expect(new Headers(redirect?.[1]?.headers).get('Authorization')).toBe('sso-abc');
    expect(Object.fromEntries(new URLSearchParams(String(redirect?.[1]?.body)))).toEqual({
      client: 'merchant',
      redirect: `${window.location.origin}/`,
      mode: 'ticket',
    });
    const byTicket = requestTo('/mall_auth/sso/doLoginByTicket');
    expect(new Headers(byTicket?.[1]?.headers).get('Authorization')).toBe('sso-abc');
    expect(String(byTicket?.[1]?.body)).toBe('ticket=tk+1&userType=1');
  });

  it('keeps an existing session', async () => {
    Cookies.set('mall-Admin-Token', 'existing');
    window.history.replaceState(null, '', '/?ssoToken=sso-abc');
    await expect(trySsoLogin()).resolves.toBe(false);
    expect(sessionStorage.getItem('ssoToken')).toBe('sso-abc');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is off when the server has no sign-on service', async () => {
    serverAnswers({ '/ua/app_config': () => envelope({ ssoBaseUrl: null, resourcesUrl: '/files' }) });
    window.history.replaceState(null, '', '/?ssoToken=sso-abc');
    await expect(trySsoLogin()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the sign-on service rejects the token', { '/redirect': () => envelope(null, 'A00004', 'Unauthorized') }],
    ['the redirect has no ticket', { '/redirect': () => envelope('http://localhost/') }],
    ['the ticket is refused', { '/sso/doLoginByTicket': () => envelope(null, 'A00001', '单点登录失败，请重新登录') }],
    [
      'the network fails',
      {
        '/redirect': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    ],
  ])('resolves false when %s', async (_case, overrides) => {
    serverAnswers(overrides);
    window.history.replaceState(null, '', '/?ssoToken=sso-abc');
    await expect(trySsoLogin()).resolves.toBe(false);
    expect(Cookies.get('mall-Admin-Token')).toBeUndefined();
  });
});
