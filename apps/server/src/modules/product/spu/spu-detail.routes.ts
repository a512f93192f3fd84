import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SpuDetailBody } from '@caremall/contract';
import { spu, spuDetail } from '../../../db/schema/index.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { PageQuery, pageOf } from '../../../platform/http/page.ts';
import { formatTime } from '../../../platform/http/time.ts';
import { sanitizeRichText } from '../../../platform/http/sanitize-html.ts';
import { SpuIdQuery } from './spu.routes.ts';
import { findOwnedSpu } from './spu-vo.ts';
import { forMenus } from '../../../platform/auth/access.ts';

const DetailPageQuery = PageQuery.extend({
  spuId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
});

/** The rich-text details of the shop's products (one row per product; deleting clears the text). */
export const spuDetailRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/m/spu_detail/page', { config: forMenus('spuDetail'), schema: { querystring: DetailPageQuery } }, async (request) => {
    const query = request.query as z.infer<typeof DetailPageQuery>;
    const where = and(eq(spu.shopId, shopIdOf(request)), ne(spu.status, -1), query.spuId ? eq(spu.spuId, query.spuId) : undefined);
    const [total] = await db.select({ n: count() }).from(spu).where(where);
    const rows = await db
      .select({ spuId: spu.spuId, name: spu.name, detail: spuDetail.detail, updateTime: spuDetail.updateTime })
      .from(spu)
      .leftJoin(spuDetail, eq(spuDetail.spuId, spu.spuId))
      .where(where)
      .orderBy(desc(spu.spuId))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    return ok(
      pageOf(
        rows.map((r) => ({ spuId: r.spuId, spuName: r.name, detail: r.detail ?? '', updateTime: formatTime(r.updateTime) })),
        total!.n,
        query.pageSize,
      ),
    );
  });

  app.get('/m/spu_detail', { config: forMenus('spuDetail'), schema: { querystring: SpuIdQuery } }, async (request) => {
    const { spuId } = request.query as z.infer<typeof SpuIdQuery>;
    await findOwnedSpu(db, shopIdOf(request), spuId);
    const [row] = await db.select().from(spuDetail).where(eq(spuDetail.spuId, spuId));
    return ok({ spuId, detail: row?.detail ?? '' });
  });

  const save = async (shopId: number, body: SpuDetailBody) => {
    await findOwnedSpu(db, shopId, body.spuId);
    const detail = sanitizeRichText(body.detail ?? '');
    await db
      .insert(spuDetail)
      .values({ spuId: body.spuId, detail })
      .onConflictDoUpdate({ target: spuDetail.spuId, set: { detail, updateTime: new Date() } });
  };
  app.post('/m/spu_detail', { schema: { body: SpuDetailBody } }, async (request) => {
    await save(shopIdOf(request), request.body as SpuDetailBody);
    return ok(null);
  });
  app.put('/m/spu_detail', { schema: { body: SpuDetailBody } }, async (request) => {
    await save(shopIdOf(request), request.body as SpuDetailBody);
    return ok(null);
  });

  app.delete('/m/spu_detail', { schema: { querystring: SpuIdQuery } }, async (request) => {
    const { spuId } = request.query as z.infer<typeof SpuIdQuery>;
    await findOwnedSpu(db, shopIdOf(request), spuId);
    await db.update(spuDetail).set({ detail: '' }).where(eq(spuDetail.spuId, spuId));
    return ok(null);
  });
};
