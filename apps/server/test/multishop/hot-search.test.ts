import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hotSearch } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

interface HotSearchPage {
  total: number;
  list: { hotSearchId: number; shopId: number; title: string; content: string; seq: number; status: number; createTime: string }[];
}

const page = (who: string, query = '') => as(who).get<HotSearchPage>(`/mall_multishop/admin/hot_search/page?pageNum=1&pageSize=10${query}`);
const rowsTitled = (title: string) => app().db.select().from(hotSearch).where(eq(hotSearch.title, title));

describe('hot search', () => {
  it('creates, lists, reads, edits and deletes a term of the shop', async () => {
    expect(
      await as('shop_admin').post('/mall_multishop/admin/hot_search', { title: '轮椅', content: '轻便折叠轮椅', seq: 5, status: 1 }),
    ).toMatchObject({
      code: '00000',
    });
    const listed = (await page('shop_admin', '&title=轮')).data.list.find((r) => r.title === '轮椅')!;
    expect(listed).toMatchObject({ content: '轻便折叠轮椅', seq: 5, status: 1, shopId: 1 });
    expect(listed.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const read = await as('shop_admin').get<{ title: string }>(`/mall_multishop/admin/hot_search?hotSearchId=${listed.hotSearchId}`);
    expect(read.data.title).toBe('轮椅');

    const edited = { hotSearchId: listed.hotSearchId, title: '电动轮椅', content: '锂电池电动轮椅', seq: 6, status: 0 };
    expect((await as('shop_admin').put('/mall_multishop/admin/hot_search', edited)).code).toBe('00000');
    expect((await rowsTitled('电动轮椅'))[0]).toMatchObject({ content: '锂电池电动轮椅', seq: 6, status: 0 });

    expect((await as('shop_admin').delete(`/mall_multishop/admin/hot_search?hotSearchId=${listed.hotSearchId}`)).code).toBe('00000');
    expect(await rowsTitled('电动轮椅')).toHaveLength(0);
  });

  it('filters by title, content and status, newest first, and pages', async () => {
    for (let i = 1; i <= 12; i++) {
      await as('shop_admin').post('/mall_multishop/admin/hot_search', { title: `拐杖${i}`, content: `四脚拐杖 款${i}`, seq: i, status: i % 2 });
    }
    const first = await page('shop_admin', '&title=拐杖');
    expect(first.data.total).toBe(12);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]!.title).toBe('拐杖12');
    const second = await as('shop_admin').get<HotSearchPage>('/mall_multishop/admin/hot_search/page?pageNum=2&pageSize=10&title=拐杖');
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
      const reply = await as('shop_admin').post('/mall_multishop/admin/hot_search', body);
      expect(reply.code).toBe('A00002');
      expect(JSON.stringify(reply.data)).toContain(message);
    }
    expect(await rowsTitled('x')).toHaveLength(0);
  });

  it('keeps each shop to its own terms', async () => {
    await as('care_admin').post('/mall_multishop/admin/hot_search', { title: '陪诊服务', content: '医院陪诊', seq: 1, status: 1 });
    const [theirs] = await rowsTitled('陪诊服务');
    expect((await page('shop_admin', '&title=陪诊服务')).data.total).toBe(0);
    expect((await as('shop_admin').get(`/mall_multishop/admin/hot_search?hotSearchId=${theirs!.hotSearchId}`)).msg).toBe('热搜不存在或已删除');
    const put = await as('shop_admin').put('/mall_multishop/admin/hot_search', {
      hotSearchId: theirs!.hotSearchId,
      title: '改',
      content: '改',
      seq: 1,
      status: 1,
    });
    expect(put.msg).toBe('热搜不存在或已删除');
    expect((await as('shop_admin').delete(`/mall_multishop/admin/hot_search?hotSearchId=${theirs!.hotSearchId}`)).msg).toBe('热搜不存在或已删除');
    const [after] = await app()
      .db.select()
      .from(hotSearch)
      .where(and(eq(hotSearch.hotSearchId, theirs!.hotSearchId), eq(hotSearch.shopId, 2)));
    expect(after).toMatchObject({ title: '陪诊服务', content: '医院陪诊' });
  });

  it('lets staff add terms but not delete them, even when calling directly', async () => {
    expect((await as('shop_staff').post('/mall_multishop/admin/hot_search', { title: '店员添加', content: '店员', seq: 1, status: 1 })).code).toBe(
      '00000',
    );
    const [row] = await rowsTitled('店员添加');
    expect((await as('shop_staff').delete(`/mall_multishop/admin/hot_search?hotSearchId=${row!.hotSearchId}`)).code).toBe('A00006');
    expect(await rowsTitled('店员添加')).toHaveLength(1);
  });

  it('answers bad bodies and queries with envelopes, never a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { title: ['a'], content: {} },
      { title: 'a', content: 'b', seq: 'x' },
      { title: 'a', content: 'b', seq: 99999 },
    ];
    for (const payload of bodies) {
      const response = await app().app.inject({
        method: 'POST',
        url: '/mall_multishop/admin/hot_search',
        headers: { authorization: await as('shop_admin').token(), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).not.toBe('00000');
    }
    for (const url of ['/mall_multishop/admin/hot_search?hotSearchId=abc', '/mall_multishop/admin/hot_search/page?pageNum=-1&status=7']) {
      const response = await app().app.inject({ method: 'GET', url, headers: { authorization: await as('shop_admin').token() } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).toBe('A00002');
    }
  });
});
