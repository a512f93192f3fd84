import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notice } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

interface NoticeRow {
  id: number;
  title: string;
  content: string | null;
  status: number;
  isTop: number;
  publishTime: string | null;
}
const page = (who: string, query = '') =>
  as(who).get<{ total: number; list: NoticeRow[] }>(`/mall_multishop/admin/notice/page?pageNum=1&pageSize=10${query}`);
const stored = async (title: string) => (await app().db.select().from(notice).where(eq(notice.title, title)))[0];

describe('notices', () => {
  it('publishes, edits, revokes and deletes a notice, stamping the publish time', async () => {
    const created = await as('shop_admin').post('/mall_multishop/admin/notice', {
      title: '国庆放假通知',
      content: '<p>10月1日至7日休息</p>',
      status: 1,
      isTop: 0,
    });
    expect(created.code).toBe('00000');
    const row = await stored('国庆放假通知');
    expect(row!.publishTime).toBeInstanceOf(Date);
    const listed = (await page('shop_admin', '&title=国庆')).data.list[0]!;
    expect(listed).toMatchObject({ title: '国庆放假通知', status: 1, isTop: 0, content: '<p>10月1日至7日休息</p>' });
    expect(listed.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const revoke = { id: row!.id, title: '国庆放假通知', content: '<p>改期</p>', status: 0, isTop: 1 };
    expect((await as('shop_admin').put('/mall_multishop/admin/notice', revoke)).code).toBe('00000');
    expect(await stored('国庆放假通知')).toMatchObject({ status: 0, isTop: 1, content: '<p>改期</p>' });

    expect((await as('shop_admin').get<NoticeRow>(`/mall_multishop/admin/notice?id=${row!.id}`)).data.status).toBe(0);
    expect((await as('shop_admin').delete(`/mall_multishop/admin/notice?id=${row!.id}`)).code).toBe('00000');
    expect(await stored('国庆放假通知')).toBeUndefined();
  });

  it('lists pinned notices first and filters by status', async () => {
    await as('shop_admin').post('/mall_multishop/admin/notice', { title: '普通公告甲', status: 1, isTop: 0 });
    await as('shop_admin').post('/mall_multishop/admin/notice', { title: '置顶公告乙', status: 1, isTop: 1 });
    const list = (await page('shop_admin')).data.list;
    const firstPlain = list.findIndex((n) => n.isTop === 0);
    expect(list.slice(firstPlain).every((n) => n.isTop === 0)).toBe(true);
    expect((await page('shop_admin', '&status=0')).data.list.every((n) => n.status === 0)).toBe(true);
  });

  it('removes scripts, event handlers and javascript: links from the rich text', async () => {
    const attack = [
      '<p onclick="alert(1)">你好<script>alert(document.cookie)</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">点我</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<a href="https://caremall.example/help">帮助</a>',
      '<img src="/files/a.png" alt="图">',
    ].join('');
    await as('shop_admin').post('/mall_multishop/admin/notice', { title: 'XSS 测试', content: attack, status: 1, isTop: 0 });
    const html = (await stored('XSS 测试'))!.content!;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg/i);
    expect(html).toContain('你好');
    expect(html).toContain('href="https://caremall.example/help"');
    expect(html).toContain('<img src="/files/a.png" alt="图" />');
    const row = await stored('XSS 测试');
    await as('shop_admin').put('/mall_multishop/admin/notice', {
      id: row!.id,
      title: 'XSS 测试',
      content: '<b onmouseover="x()">粗</b>',
      status: 1,
      isTop: 0,
    });
    expect((await stored('XSS 测试'))!.content).toBe('<b>粗</b>');
  });

  it('defeats disguised script URLs and styles', async () => {
    const attack = [
      '<a href="JaVaScRiPt:alert(1)">大小写</a>',
      '<a href="&#106;avascript:alert(1)">实体</a>',
      '<a href=" javascript:alert(1)">空格</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">数据</a>',
      '<img src="javascript:alert(1)">',
      '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">',
      '<p style="background-image:url(javascript:alert(1));color:#ff0000">样式</p>',
      '<form action="https://evil.example"><input name="x"></form>',
      '<object data="x.swf"></object><embed src="x.swf"><style>body{}</style><meta http-equiv="refresh" content="0;url=https://evil.example">',
    ].join('');
    await as('shop_admin').post('/mall_multishop/admin/notice', { title: '伪装脚本', content: attack, status: 1, isTop: 0 });
    const html = (await stored('伪装脚本'))!.content!;
    expect(html).not.toMatch(/javascript|data:|<form|<input|<object|<embed|<style|<meta|background-image/i);
    expect(html).toContain('<p style="color:#ff0000">样式</p>');
    for (const text of ['大小写', '实体', '空格', '数据']) expect(html).toContain(text);
  });

  it('saves a notice without a title or with a long one (spec §5: no field rules)', async () => {
    expect((await as('shop_admin').post('/mall_multishop/admin/notice', { content: '<p>无标题公告正文</p>' })).code).toBe('00000');
    const [untitled] = await app().db.select().from(notice).where(eq(notice.content, '<p>无标题公告正文</p>'));
    expect(untitled).toMatchObject({ title: '', status: 1 });
    const long = '长'.repeat(600);
    expect((await as('shop_admin').post('/mall_multishop/admin/notice', { title: long, status: 1, isTop: 0 })).code).toBe('00000');
    expect((await stored(long))?.title).toHaveLength(600);
  });

  it('asks for valid flags', async () => {
    for (const [body, message] of [
      [{ title: 5 }, '标题格式不正确'],
      [{ title: 'a', status: 2 }, '状态不正确'],
      [{ title: 'a', isTop: 5 }, '置顶状态不正确'],
    ] as [object, string][]) {
      const reply = await as('shop_admin').post('/mall_multishop/admin/notice', body);
      expect(reply.code).toBe('A00002');
      expect(JSON.stringify(reply.data)).toContain(message);
    }
  });

  it('keeps each shop to its own notices', async () => {
    await as('care_admin').post('/mall_multishop/admin/notice', { title: '康乐内部公告', status: 1, isTop: 0 });
    const theirs = await stored('康乐内部公告');
    expect((await page('shop_admin', '&title=康乐内部公告')).data.total).toBe(0);
    expect((await as('shop_admin').get(`/mall_multishop/admin/notice?id=${theirs!.id}`)).msg).toBe('公告不存在或已删除');
    expect((await as('shop_admin').put('/mall_multishop/admin/notice', { id: theirs!.id, title: '改' })).msg).toBe('公告不存在或已删除');
    expect((await as('shop_admin').delete(`/mall_multishop/admin/notice?id=${theirs!.id}`)).msg).toBe('公告不存在或已删除');
    expect(await stored('康乐内部公告')).toMatchObject({ shopId: 2, status: 1 });
  });

  it('refuses staff whose role lacks the notice permissions', async () => {
    expect((await as('shop_staff').post('/mall_multishop/admin/notice', { title: '店员公告' })).code).toBe('A00006');
    expect(await stored('店员公告')).toBeUndefined();
    await as('shop_admin').post('/mall_multishop/admin/notice', { title: '店长公告', content: '<p>原文</p>', status: 1, isTop: 0 });
    const own = await stored('店长公告');
    expect((await as('shop_staff').put('/mall_multishop/admin/notice', { id: own!.id, title: '店员改', status: 0 })).code).toBe('A00006');
    expect((await as('shop_staff').delete(`/mall_multishop/admin/notice?id=${own!.id}`)).code).toBe('A00006');
    expect(await stored('店长公告')).toMatchObject({ content: '<p>原文</p>', status: 1 });
  });

  it('answers bad bodies with envelopes, never a 5xx', async () => {
    for (const payload of [null, [], 'x', { title: { a: 1 } }, { title: 'a', content: 5 }, { title: 'a', type: 'x' }]) {
      const response = await app().app.inject({
        method: 'POST',
        url: '/mall_multishop/admin/notice',
        headers: { authorization: await as('shop_admin').token(), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).not.toBe('00000');
    }
  });
});
