import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NoticeBody, NoticeStatus, type NoticeVO } from '@caremall/contract';
import { notice } from '../../db/schema/index.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { likePattern } from '../../platform/http/like.ts';
import { PageQuery, pageOf } from '../../platform/http/page.ts';
import { sanitizeRichText } from '../../platform/http/sanitize-html.ts';
import { formatTime } from '../../platform/http/time.ts';
import { forMenus } from '../../platform/auth/access.ts';

export const MSG_NOTICE_NOT_FOUND = '公告不存在或已删除';

const NoticeIdQuery = z.object({ id: z.coerce.number({ error: 'id不能为空' }).int().positive() });
const NoticePageQuery = PageQuery.extend({
  title: z.string().max(255).optional(),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
  isTop: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
});

type Row = typeof notice.$inferSelect;
const toVO = (r: Row): NoticeVO => ({
  id: r.id,
  shopId: r.shopId,
  title: r.title,
  content: r.content,
  type: r.type,
  status: r.status,
  isTop: r.isTop,
  publishTime: r.publishTime ? formatTime(r.publishTime) : null,
  createTime: formatTime(r.createTime) ?? '',
  updateTime: formatTime(r.updateTime) ?? '',
});

/** Publishing stamps the time; revoking keeps the last one; republishing stamps anew. */
const publishTimeFor = (status: number, previous: Row | null): Date | null => {
  if (status !== NoticeStatus.PUBLISHED) return previous?.publishTime ?? null;
  return previous?.status === NoticeStatus.PUBLISHED && previous.publishTime ? previous.publishTime : new Date();
};

export const noticeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const owned = (shopId: number, id: number) => and(eq(notice.id, id), eq(notice.shopId, shopId));

  async function findOwned(shopId: number, id: number): Promise<Row> {
    const [row] = await db.select().from(notice).where(owned(shopId, id)).limit(1);
    if (!row) throw showFail(MSG_NOTICE_NOT_FOUND);
    return row;
  }

  app.get('/admin/notice/page', { config: forMenus('notice'), schema: { querystring: NoticePageQuery } }, async (request) => {
    const { pageNum, pageSize, title, status, isTop } = request.query as z.infer<typeof NoticePageQuery>;
    const conditions: SQL[] = [eq(notice.shopId, shopIdOf(request))];
    if (title?.trim()) conditions.push(ilike(notice.title, likePattern(title.trim())));
    if (status !== undefined) conditions.push(eq(notice.status, status));
    if (isTop !== undefined) conditions.push(eq(notice.isTop, isTop));
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(notice).where(where);
    const rows = await db
      .select()
      .from(notice)
      .where(where)
      // Pinned first, then the newest publication.
      .orderBy(desc(notice.isTop), sql`${notice.publishTime} desc nulls last`, desc(notice.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return ok(pageOf(rows.map(toVO), total!.n, pageSize));
  });

  app.get('/admin/notice', { config: forMenus('notice'), schema: { querystring: NoticeIdQuery } }, async (request) => {
    const { id } = request.query as z.infer<typeof NoticeIdQuery>;
    return ok(toVO(await findOwned(shopIdOf(request), id)));
  });

  app.post('/admin/notice', { schema: { body: NoticeBody } }, async (request) => {
    const body = request.body as NoticeBody;
    await db.insert(notice).values({
      shopId: shopIdOf(request),
      title: body.title,
      content: sanitizeRichText(body.content),
      type: body.type,
      status: body.status,
      isTop: body.isTop,
      publishTime: publishTimeFor(body.status, null),
    });
    return ok(null);
  });

  app.put('/admin/notice', { schema: { body: NoticeBody } }, async (request) => {
    const body = request.body as NoticeBody;
    if (!body.id) throw showFail(MSG_NOTICE_NOT_FOUND);
    const shopId = shopIdOf(request);
    const previous = await findOwned(shopId, body.id);
    await db
      .update(notice)
      .set({
        title: body.title,
        content: sanitizeRichText(body.content),
        type: body.type,
        status: body.status,
        isTop: body.isTop,
        publishTime: publishTimeFor(body.status, previous),
      })
      .where(owned(shopId, body.id));
    return ok(null);
  });

  app.delete('/admin/notice', { schema: { querystring: NoticeIdQuery } }, async (request) => {
    const { id } = request.query as z.infer<typeof NoticeIdQuery>;
    const deleted = await db
      .delete(notice)
      .where(owned(shopIdOf(request), id))
      .returning({ id: notice.id });
    if (!deleted.length) throw showFail(MSG_NOTICE_NOT_FOUND);
    return ok(null);
  });
};
