// A signed-in load's first reads: sent as the boot code runs, or taken from the page where the server drew it.
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, CURRENT_USER_PATHS, FIRST_PAINT, MENU_PATHS, TOKEN_COOKIE } from '@caremall/contract';
import { http } from '../shared/http';
import { firstReads, startFirstReads } from './first-reads';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => ({ status: 200, body: { code: '00000', msg: null, data, success: true } });
const HOME = { pathname: '/order/order', search: '?status=2' };

/** The page as the server sends it when it drew the home screen: the answers it read, as a data block. */
function embed(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_PAINT.readsId;
  block.textContent = JSON.stringify(answers);
  document.body.append(block);
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(ok('fetched').body), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  Cookies.set(TOKEN_COOKIE, 'abc123');
});
afterEach(() => {
  document.getElementById(FIRST_PAINT.readsId)?.remove();
  Cookies.remove(TOKEN_COOKIE);
  vi.unstubAllGlobals();
});

describe('the first reads of a signed-in load', () => {
  it('at the home screen: the session, the configuration and the first page of the address, each sent once', async () => {
    startFirstReads(HOME);
    const sent = fetchMock.mock.calls.map(([url]) => String(url));
    expect(sent).toEqual([MENU_PATHS.full.route, CURRENT_USER_PATHS.full.info, AUTH_PATHS.full.appConfig, firstReads(HOME).homePage]);
    expect(firstReads(HOME).homePage).toContain('status=2');
    await expect(http.get(MENU_PATHS.full.route)).resolves.toBe('fetched');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('takes what the page holds instead of asking, and asks for what it does not', async () => {
    const reads = firstReads(HOME);
    embed({ [reads.routes]: ok(['menus']), [reads.user]: ok({ nickName: '乐享店长' }), [reads.homePage!]: ok({ list: [] }) });
    startFirstReads(HOME);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([AUTH_PATHS.full.appConfig]);
    await expect(http.get(MENU_PATHS.full.route)).resolves.toEqual(['menus']);
    await expect(http.get(CURRENT_USER_PATHS.full.info)).resolves.toEqual({ nickName: '乐享店长' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signed out, sends nothing and takes nothing from the page', async () => {
    Cookies.remove(TOKEN_COOKIE);
    embed({ [MENU_PATHS.full.route]: ok(['menus']) });
    startFirstReads(HOME);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
