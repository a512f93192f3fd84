import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageUrl, loadAppConfig, resetAppConfigCache } from './app-config';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetAppConfigCache();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ code: '00000', msg: null, data: { ssoBaseUrl: null, resourcesUrl: 'http://oss.example/mall/' }, success: true })),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app config', () => {
  it('is fetched once and cached', async () => {
    const [first, second] = await Promise.all([loadAppConfig(), loadAppConfig()]);
    expect(first).toEqual({ ssoBaseUrl: null, resourcesUrl: 'http://oss.example/mall/' });
    expect(second).toBe(first);
    await loadAppConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/mall_auth/ua/app_config');
  });

  it('prefixes stored image paths with the resources address', async () => {
    expect(imageUrl('/2024/05/01/a.png')).toBe('/files/2024/05/01/a.png');
    await loadAppConfig();
    expect(imageUrl('/2024/05/01/a.png')).toBe('http://oss.example/mall/2024/05/01/a.png');
    expect(imageUrl('2024/b.png')).toBe('http://oss.example/mall/2024/b.png');
    expect(imageUrl('https://cdn.example/c.png')).toBe('https://cdn.example/c.png');
    expect(imageUrl('HTTP://cdn.example/d.png')).toBe('HTTP://cdn.example/d.png');
    expect(imageUrl('')).toBe('');
    expect(imageUrl(null)).toBe('');
  });
});
