import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hotSearch } from '../../src/db/schema/index.ts';
import { createTestApp, envelope, login, type TestApp } from '../helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['shop_admin', 'shop_staff', 'care_admin']) tokens[name] = await login(t.app, name);
});
afterAll(() => t.close());

const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
  envelope<T>(
    await t.app.inject({ method, url, headers: { authorization: tokens[who]! }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  );

interface HotSearchPage {
  total: number;
  list: { hotSearchId: number; shopId: number; title: string; content: string; seq: number; status: number; createTime: string }[];
}

const page = (who: string, query = '') => call<HotSearchPage>('GET', `/mall_multishop/admin/hot_search/page?pageNum=1&pageSize=10${query}`, who);
const rowsTitled = (title: string) => t.db.select().from(hotSearch).where(eq(hotSearch.title, title));

describe('hot search', () => {
  it('creates, lists, reads, edits and deletes a term of the shop', async () => {
    expect(await call('POST', '/mall_multishop/admin/hot_search', 'shop_admin', { title: '轮椅', content: '轻便折叠轮椅', seq: 5, status: 1 })).toMatchObject({
      code: '00000',
    });
    const listed = (await page('shop_admin', '&title=轮')).data.list.find((r) => r.title === '轮椅')!;
    expect(listed).toMatchObject({ content: '轻便折叠轮椅', seq: 5, status: 1, shopId: 1 });
    expect(listed.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const read = await call<{ title: string }>('GET', `/mall_multishop/admin/hot_search?hotSearchId=${listed.hotSearchId}`, 'shop_admin');
    expect(read.data.title).toBe('轮椅');

    const edited = { hotSearchId: listed.hotSearchId, title: '电动轮椅', content: '锂电池电动轮椅', seq: 6, status: 0 };
    expect((await call('PUT', '/mall_multishop/admin/hot_search', 'shop_admin', edited)).code).toBe('00000');
    expect((await rowsTitled('电动轮椅'))[0]).toMatchObject({ content: '锂电池电动轮椅', seq: 6, status: 0 });

    expect((await call('DELETE', `/mall_multishop/admin/hot_search?hotSearchId=${listed.hotSearchId}`, 'shop_admin')).code).toBe('00000');
    expect(await rowsTitled('电动轮椅')).toHaveLength(0);
  });

  it('filters by title, content and status, newest first, and pages', async () => {
    for (let i = 1; i <= 12; i++) {
      await call('POST', '/mall_multishop/admin/hot_search', 'shop_admin', { title: `拐杖${i}`, content: `四脚拐杖 款${i}`, seq: i, status: i % 2 });
    }
    const first = await page('shop_admin', '&title=拐杖');
    expect(first.data.total).toBe(12);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]!.title).toBe('拐杖12');
    const second = await call<HotSearchPage>('GET', '/mall_multishop/admin/hot_search/page?pageNum=2&pageSize=10&title=拐杖', 'shop_admin');
    expect(second.data.list).toHaveLength(2);
    expect((await page('shop_admin', '&content=款1&status=1')).data.list.map((r) => r.title).sort()).toEqual(['拐杖1', '拐杖11']);
    expect((await page('shop_admin', '&title=%25')).data.total).toBe(0);
  });

  it('answers every validation message of the spec', async () => {
    const cases: [object, string][] = [
      [{ content: 'x' }, '标题不能为空'],
      [{ title: '   ', content: 'x' }, '标题不能为空'],
      [{ title: '一'.repeat(21), content: 'x' }, '标题不能超过20个字符'],
      [{ title: 'x' }, '内容不能为空'],
      [{ title: 'x', content: '一'.repeat(31) }, '内容不能超过30个字符'],
      [{ title: 'x', content: 'y', seq: 1.5 }, '排序必须为整数'],
      [{ title: 'x', content: 'y', status: 3 }, '状态不正确'],
    ];
    for (const [body, message] of cases) {
      const reply = await call('POST', '/mall_multishop/admin/hot_search', 'shop_admin', body);
      expect(reply.code).toBe('A00002');
      expect(JSON.stringify(reply.data)).toContain(message);
    }
    expect(await rowsTitled('x')).toHaveLength(0);
  });

  it('keeps each shop to its own terms', async () => {
    await call('POST', '/mall_multishop/admin/hot_search', 'care_admin', { title: '陪诊服务', content: '医院陪诊', seq: 1, status: 1 });
    const [theirs] = await rowsTitled('陪诊服务');
    expect((await page('shop_admin', '&title=陪诊服务')).data.total).toBe(0);
    expect((await call('GET', `/mall_multishop/admin/hot_search?hotSearchId=${theirs!.hotSearchId}`, 'shop_admin')).msg).toBe('热搜不存在或已删除');
    const put = await call('PUT', '/mall_multishop/admin/hot_search', 'shop_admin', { hotSearchId: theirs!.hotSearchId, title: '改', content: '改', seq: 1, status: 1 });
    expect(put.msg).toBe('热搜不存在或已删除');
    expect((await call('DELETE', `/mall_multishop/admin/hot_search?hotSearchId=${theirs!.hotSearchId}`, 'shop_admin')).msg).toBe('热搜不存在或已删除');
    const [after] = await t.db.select().from(hotSearch).where(and(eq(hotSearch.hotSearchId, theirs!.hotSearchId), eq(hotSearch.shopId, 2)));
    expect(after).toMatchObject({ title: '陪诊服务', content: '医院陪诊' });
  });

  it('lets staff add terms but not delete them, even when calling directly', async () => {
    expect((await call('POST', '/mall_multishop/admin/hot_search', 'shop_staff', { title: '店员添加', content: '店员', seq: 1, status: 1 })).code).toBe('00000');
    const [row] = await rowsTitled('店员添加');
    expect((await call('DELETE', `/mall_multishop/admin/hot_search?hotSearchId=${row!.hotSearchId}`, 'shop_staff')).code).toBe('A00006');
    expect(await rowsTitled('店员添加')).toHaveLength(1);
  });

  it('answers bad bodies and queries with envelopes, never a 5xx', async () => {
    const bodies: unknown[] = [null, [], 'text', 42, { title: ['a'], content: {} }, { title: 'a', content: 'b', seq: 'x' }, { title: 'a', content: 'b', seq: 99999 }];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/mall_multishop/admin/hot_search',
        headers: { authorization: tokens.shop_admin!, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).not.toBe('00000');
    }
    for (const url of ['/mall_multishop/admin/hot_search?hotSearchId=abc', '/mall_multishop/admin/hot_search/page?pageNum=-1&status=7']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: tokens.shop_admin! } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).toBe('A00002');
    }
  });
});
