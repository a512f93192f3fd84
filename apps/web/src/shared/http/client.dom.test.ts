import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpError, NETWORK_ERROR, readAhead, REQUEST_TIMEOUT_MS, setFeedback, TIMEOUT_ERROR } from './index';
import i18n, { setLanguage } from '../i18n';

const TOKEN_COOKIE = 'mall-Admin-Token';

const envelope = (code: string, data: unknown = null, msg: string | null = null) =>
  new Response(JSON.stringify({ code, msg, data, success: code === '00000' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const feedback = {
  message: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
  modal: { confirm: vi.fn() },
};

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeEach(() => {
  fetchMock.mockReset();
  feedback.message.error.mockReset();
  feedback.modal.confirm.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setFeedback(feedback);
  Cookies.remove(TOKEN_COOKIE);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setFeedback(null);
});

describe('requests', () => {
  it('resolves with data on 00000 and sends the raw token as Authorization', async () => {
    Cookies.set(TOKEN_COOKIE, 'abc123');
    fetchMock.mockResolvedValue(envelope('00000', { id: 7 }));
    await expect(http.get<{ id: number }>('/mall_rbac/role')).resolves.toEqual({ id: 7 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/mall_rbac/role');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('abc123');
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('names the language in use in the locale header, so the server answers in it', async () => {
    fetchMock.mockImplementation(async () => envelope('00000', null));
    await setLanguage('es_MX');
    await http.get('/mall_rbac/role');
    expect(lastRequest().headers.get('locale')).toBe('es_MX');
    await setLanguage('en');
    await http.get('/mall_rbac/role');
    expect(lastRequest().headers.get('locale')).toBe('en');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(envelope('00000'));
    await http.get('/mall_auth/ua/app_config');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('repeats array params and drops undefined, null and empty values', async () => {
    fetchMock.mockResolvedValue(envelope('00000'));
    await http.get('/x', { a: [1, 2], b: undefined, c: null, d: '', e: 0, f: false, g: 'q r' });
    expect(lastRequest().url).toBe('/x?a=1&a=2&e=0&f=false&g=q+r');
  });

  it('posts and puts JSON', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelope('00000', 'ok')));
    await http.post('/p', { name: 'n' });
    expect(lastRequest().init.body).toBe('{"name":"n"}');
    expect(lastRequest().headers.get('Content-Type')).toContain('application/json');
    await http.put('/p', { id: 1 });
    expect(lastRequest().init.method).toBe('PUT');
    expect(lastRequest().init.body).toBe('{"id":1}');
  });

  it('deletes with params and a body', async () => {
    fetchMock.mockResolvedValue(envelope('00000'));
    await http.delete('/d', { params: { id: 3 }, data: [1, 2] });
    const { url, init } = lastRequest();
    expect(url).toBe('/d?id=3');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBe('[1,2]');
  });

  it('posts form-encoded fields and lets a header replace the token', async () => {
    Cookies.set(TOKEN_COOKIE, 'session');
    fetchMock.mockResolvedValue(envelope('00000'));
    await http.postForm('/f', { ticket: 't 1', userType: 1 }, { Authorization: 'sso' });
    const { init, headers } = lastRequest();
    expect(init.body).toBe('ticket=t+1&userType=1');
    expect(headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(headers.get('Authorization')).toBe('sso');
  });
});

describe('envelope errors', () => {
  it.each(['A00001', 'A00003', 'A00005'])('%s toasts msg for 1.5 s and rejects', async (code) => {
    fetchMock.mockResolvedValue(envelope(code, null, '用户名或密码不正确'));
    const error = await rejection(http.post('/mall_auth/ua/login', {}));
    expect(error).toMatchObject({ code, msg: '用户名或密码不正确', data: null });
    expect(feedback.message.error).toHaveBeenCalledExactlyOnceWith({ key: '用户名或密码不正确', content: '用户名或密码不正确', duration: 1.5 });
  });

  it("toasts 'Error' when the message is empty", async () => {
    fetchMock.mockResolvedValue(envelope('A00005', null, null));
    await rejection(http.get('/x'));
    expect(feedback.message.error).toHaveBeenCalledWith({ key: 'Error', content: 'Error', duration: 1.5 });
  });

  it('A00002 toasts every message in data without its field path', async () => {
    const items = ['nickName:昵称不能为空', 'spuKeywordValues.2.keyword:关键词长度不能超过10个字符', '商品id为：[3]的1件商品不符合操作条件'];
    fetchMock.mockResolvedValue(envelope('A00002', items, ''));
    const error = await rejection(http.post('/x', {}));
    expect(error.data).toEqual(items);
    expect(feedback.message.error).toHaveBeenCalledTimes(3);
    expect(feedback.message.error).toHaveBeenNthCalledWith(1, { key: '昵称不能为空', content: '昵称不能为空', duration: 1.5 });
    expect(feedback.message.error).toHaveBeenNthCalledWith(2, {
      key: '关键词长度不能超过10个字符',
      content: '关键词长度不能超过10个字符',
      duration: 1.5,
    });
    expect(feedback.message.error).toHaveBeenNthCalledWith(3, {
      key: '商品id为：[3]的1件商品不符合操作条件',
      content: '商品id为：[3]的1件商品不符合操作条件',
      duration: 1.5,
    });
  });

  it('A00002 without data toasts msg', async () => {
    fetchMock.mockResolvedValue(envelope('A00002', null, 'bad input'));
    await rejection(http.post('/x', {}));
    expect(feedback.message.error).toHaveBeenCalledExactlyOnceWith({ key: 'bad input', content: 'bad input', duration: 1.5 });
  });

  it("A00006 (HTTP 403) shows the server's message, keeps the session and opens no logged-out dialog", async () => {
    Cookies.set(TOKEN_COOKIE, 'valid');
    // The server writes the message in the language the call names (its locale header).
    const refused = (msg: string | null) =>
      new Response(JSON.stringify({ code: 'A00006', msg, data: null, success: false }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      });
    fetchMock.mockResolvedValueOnce(refused('You have no permission for this operation!'));
    const error = await rejection(http.delete('/mall_multishop/admin/hot_search', { params: { hotSearchId: 1 } }));
    expect(error.code).toBe('A00006');
    expect(feedback.message.error).toHaveBeenCalledExactlyOnceWith({
      key: 'You have no permission for this operation!',
      content: 'You have no permission for this operation!',
      duration: 1.5,
    });
    expect(feedback.modal.confirm).not.toHaveBeenCalled();
    expect(Cookies.get(TOKEN_COOKIE)).toBe('valid');

    // Without a message, the app's own.
    fetchMock.mockResolvedValueOnce(refused(null));
    await rejection(http.delete('/mall_multishop/admin/hot_search', { params: { hotSearchId: 1 } }));
    expect(feedback.message.error).toHaveBeenLastCalledWith({
      key: i18n.t('common:noPermission'),
      content: i18n.t('common:noPermission'),
      duration: 1.5,
    });
  });

  it('A00004 opens one logged-out dialog however many calls fail, and re-login clears the token', async () => {
    Cookies.set(TOKEN_COOKIE, 'expired');
    fetchMock.mockImplementation(() => Promise.resolve(envelope('A00004', null, 'Unauthorized')));
    const errors = await Promise.all([rejection(http.get('/a')), rejection(http.get('/b'))]);
    expect(errors.map((error) => error.code)).toEqual(['A00004', 'A00004']);
    expect(feedback.message.error).not.toHaveBeenCalled();
    expect(feedback.modal.confirm).toHaveBeenCalledTimes(1);
    const dialog = feedback.modal.confirm.mock.calls[0]![0] as {
      content: string;
      onOk: () => void;
      onCancel: () => void;
    };
    expect(dialog.content).toBe('You have been logged out, you can stay on this page or log in again');

    dialog.onCancel();
    await rejection(http.get('/c'));
    expect(feedback.modal.confirm).toHaveBeenCalledTimes(2);

    vi.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot reload
    await (feedback.modal.confirm.mock.calls[1]![0] as { onOk: () => Promise<unknown> }).onOk();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('other codes reject silently', async () => {
    fetchMock.mockResolvedValue(envelope('A00007', { x: 1 }, '数据异常，请刷新后重新操作'));
    const error = await rejection(http.get('/x'));
    expect(error).toMatchObject({ code: 'A00007', msg: '数据异常，请刷新后重新操作', data: { x: 1 } });
    expect(feedback.message.error).not.toHaveBeenCalled();
    expect(feedback.modal.confirm).not.toHaveBeenCalled();
  });

  it('silent requests show nothing', async () => {
    fetchMock.mockResolvedValue(envelope('A00001', null, 'nope'));
    await rejection(http.request('GET', '/x', { silent: true }));
    expect(feedback.message.error).not.toHaveBeenCalled();
  });
});

describe('transport errors', () => {
  it("toasts an unreachable server in the user's language, not the browser's English, and rejects", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const unreachable = 'Cannot reach the server. Check your connection and try again.';
    const error = await rejection(http.get('/x'));
    expect(error.code).toBe(NETWORK_ERROR);
    expect(error.message).toBe(unreachable);
    expect(feedback.message.error).toHaveBeenCalledWith({ key: unreachable, content: unreachable, duration: 1.5 });

    await setLanguage('zh_CN');
    try {
      await rejection(http.get('/x'));
      expect(feedback.message.error).toHaveBeenLastCalledWith({
        key: '无法连接服务器，请检查网络后重试',
        content: '无法连接服务器，请检查网络后重试',
        duration: 1.5,
      });
    } finally {
      await setLanguage('en');
    }
  });

  it('treats a response that is not an envelope as a failure with its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await rejection(http.get('/x'));
    expect(error.code).toBe(NETWORK_ERROR);
    expect(feedback.message.error).toHaveBeenCalledWith({
      key: 'Request failed with status code 502',
      content: 'Request failed with status code 502',
      duration: 1.5,
    });
  });

  it(`aborts after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(http.get('/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(feedback.message.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe(TIMEOUT_ERROR);
    expect(feedback.message.error).toHaveBeenCalledWith({ key: 'Request timed out', content: 'Request timed out', duration: 1.5 });
  });
});

describe('reads started ahead', () => {
  it('the first request of the same address takes the answer: one call, with the token and the query', async () => {
    Cookies.set(TOKEN_COOKIE, 'abc123');
    fetchMock.mockImplementation(async () => envelope('00000', { list: [1] }));
    readAhead('/mall_order/m/order/page', { pageNum: 1, pageSize: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastRequest().url).toBe('/mall_order/m/order/page?pageNum=1&pageSize=10');
    expect(lastRequest().headers.get('Authorization')).toBe('abc123');
    await expect(http.get('/mall_order/m/order/page', { pageNum: 1, pageSize: 10 })).resolves.toEqual({ list: [1] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next read asks again.
    await http.get('/mall_order/m/order/page', { pageNum: 1, pageSize: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('another address, or a write, asks for itself', async () => {
    fetchMock.mockImplementation(async () => envelope('00000', null));
    readAhead('/mall_order/m/order/page', { pageNum: 1, pageSize: 10 });
    await http.get('/mall_order/m/order/page', { pageNum: 2, pageSize: 10 });
    await http.post('/mall_order/m/order/page');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a failure is said by the request that takes it, not when it came', async () => {
    fetchMock.mockResolvedValue(envelope('A00001', null, '服务器出了点小差'));
    readAhead('/mall_rbac/menu/route');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(feedback.message.error).not.toHaveBeenCalled();
    const error = await rejection(http.get('/mall_rbac/menu/route'));
    expect(error.code).toBe('A00001');
    expect(feedback.message.error).toHaveBeenCalledTimes(1);
  });

  it('an answer older than ten seconds is not taken', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockImplementation(async () => envelope('00000', { fresh: true }));
    readAhead('/mall_rbac/menu/route');
    vi.setSystemTime(Date.now() + 10_001);
    await http.get('/mall_rbac/menu/route');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
