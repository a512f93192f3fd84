import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HotSearchBody, type HotSearchVO } from '@caremall/contract';
import { hotSearch } from '../../db/schema/index.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { likePattern } from '../../platform/http/like.ts';
import { PageQuery, pageOf } from '../../platform/http/page.ts';
import { formatTime } from '../../platform/http/time.ts';
import { forMenus } from '../../platform/auth/access.ts';

export const MSG_HOT_SEARCH_NOT_FOUND = '热搜不存在或已删除';

const HotSearchIdQuery = z.object({ hotSearchId: z.coerce.number({ error: 'hotSearchId不能为空' }).int().positive() });
const HotSearchPageQuery = PageQuery.extend({
  title: z.string().max(255).optional(),
  content: z.string().max(255).optional(),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
});

type Row = typeof hotSearch.$inferSelect;
const toVO = (r: Row): HotSearchVO => ({
  hotSearchId: r.hotSearchId,
  shopId: r.shopId,
  title: r.title,
  content: r.content,
  seq: r.seq,
  status: r.status,
  createTime: formatTime(r.createTime) ?? '',
  updateTime: formatTime(r.updateTime) ?? '',
});

export const hotSearchRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const owned = (shopId: number, hotSearchId: number) => and(eq(hotSearch.hotSearchId, hotSearchId), eq(hotSearch.shopId, shopId));

  async function findOwned(shopId: number, hotSearchId: number): Promise<Row> {
    const [row] = await db.select().from(hotSearch).where(owned(shopId, hotSearchId)).limit(1);
    if (!row) throw showFail(MSG_HOT_SEARCH_NOT_FOUND);
    return row;
  }

  app.get('/admin/hot_search/page', { config: forMenus('hot-search'), schema: { querystring: HotSearchPageQuery } }, async (request) => {
    const { pageNum, pageSize, title, content, status } = request.query as z.infer<typeof HotSearchPageQuery>;
    const conditions: SQL[] = [eq(hotSearch.shopId, shopIdOf(request))];
    if (title?.trim()) conditions.push(ilike(hotSearch.title, likePattern(title.trim())));
    if (content?.trim()) conditions.push(ilike(hotSearch.content, likePattern(content.trim())));
    if (status !== undefined) conditions.push(eq(hotSearch.status, status));
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(hotSearch).where(where);
    const rows = await db
      .select()
      .from(hotSearch)
      .where(where)
      .orderBy(desc(hotSearch.hotSearchId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return ok(pageOf(rows.map(toVO), total!.n, pageSize));
  });

  app.get('/admin/hot_search', { config: forMenus('hot-search'), schema: { querystring: HotSearchIdQuery } }, async (request) => {
    const { hotSearchId } = request.query as z.infer<typeof HotSearchIdQuery>;
    return ok(toVO(await findOwned(shopIdOf(request), hotSearchId)));
  });

  app.post('/admin/hot_search', { schema: { body: HotSearchBody } }, async (request) => {
    const { title, content, seq, status } = request.body as HotSearchBody;
    await db.insert(hotSearch).values({ shopId: shopIdOf(request), title, content, seq, status });
    return ok(null);
  });

  app.put('/admin/hot_search', { schema: { body: HotSearchBody } }, async (request) => {
    const { hotSearchId, title, content, seq, status } = request.body as HotSearchBody;
    if (!hotSearchId) throw showFail(MSG_HOT_SEARCH_NOT_FOUND);
    const updated = await db
      .update(hotSearch)
      .set({ title, content, seq, status })
      .where(owned(shopIdOf(request), hotSearchId))
      .returning({ id: hotSearch.hotSearchId });
    if (!updated.length) throw showFail(MSG_HOT_SEARCH_NOT_FOUND);
    return ok(null);
  });

  app.delete('/admin/hot_search', { schema: { querystring: HotSearchIdQuery } }, async (request) => {
    const { hotSearchId } = request.query as z.infer<typeof HotSearchIdQuery>;
    const deleted = await db.delete(hotSearch).where(owned(shopIdOf(request), hotSearchId)).returning({ id: hotSearch.hotSearchId });
    if (!deleted.length) throw showFail(MSG_HOT_SEARCH_NOT_FOUND);
    return ok(null);
  });
};
