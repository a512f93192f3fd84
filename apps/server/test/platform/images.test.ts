// The picture rule on the wire: clients put their resources base in front of any value that does not
// begin with http, so the server sends stored paths as they are unless its base is absolute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withResourcesUrl } from '../../src/platform/http/images.ts';
import { createTestApp, envelope, login, type TestApp } from '../helpers.ts';

describe('withResourcesUrl', () => {
  it('sends stored paths as they are when the base is on this server', () => {
    expect(withResourcesUrl('/files', '/2026/11/23/a.png')).toBe('/2026/11/23/a.png');
    expect(withResourcesUrl('/files', '/a.png,/b.png')).toBe('/a.png,/b.png');
    expect(withResourcesUrl('/files', '')).toBe('');
    expect(withResourcesUrl('/files', null)).toBeNull();
  });

  it('prefixes each relative part once with an absolute base, and leaves full URLs alone', () => {
    expect(withResourcesUrl('https://cdn.example.com/caremall/', '/a.png,b.png,https://x.example/c.png')).toBe(
      'https://cdn.example.com/caremall/a.png,https://cdn.example.com/caremall/b.png,https://x.example/c.png',
    );
    expect(withResourcesUrl('HTTP://store:9000/bucket', '/a.png')).toBe('HTTP://store:9000/bucket/a.png');
  });
});

describe('picture fields on the wire', () => {
  let local: TestApp;
  let cdn: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
    cdn = await createTestApp({ resourcesUrl: 'https://cdn.example.com/caremall' });
  }, 120_000);
  afterAll(async () => {
    await local?.close();
    await cdn?.close();
  });

  const avatarOf = async (t: TestApp) => {
    const token = await login(t.app, 'shop_admin');
    const info = envelope<{ avatar: string }>(
      await t.app.inject({ method: 'GET', url: '/mall_multishop/m/shop_user/info', headers: { authorization: token } }),
    );
    const page = envelope<{ list: { pic: string | null }[] }>(
      await t.app.inject({ method: 'GET', url: '/mall_order/m/order/page?pageNum=1&pageSize=5', headers: { authorization: token } }),
    );
    return { avatar: info.data.avatar, pictures: page.data.list.map((o) => JSON.stringify(o)) };
  };

  it('the navbar avatar and order pictures are never sent with the local base in front (a client would prefix it twice)', async () => {
    const { avatar, pictures } = await avatarOf(local);
    expect(avatar).toBeTruthy();
    expect(avatar).not.toMatch(/^\/files\//);
    for (const order of pictures) expect(order).not.toContain('"/files/');
  });

  it('with an absolute base they arrive as full URLs', async () => {
    const { avatar } = await avatarOf(cdn);
    expect(avatar).toMatch(/^https:\/\/cdn\.example\.com\/caremall\//);
  });
});
