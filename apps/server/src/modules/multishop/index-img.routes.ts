import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { IndexImgBody, type IndexImgSpu, type IndexImgVO } from '@caremall/contract';
import { indexImg } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { MSG_BAD_PICTURE, storedPicture } from '../../platform/storage/picture-paths.ts';
import { withResourcesUrl } from '../../platform/http/images.ts';
import { PageQuery, pageOf } from '../../platform/http/page.ts';
import { formatTime } from '../../platform/http/time.ts';
import { forMenus } from '../../platform/auth/access.ts';

export const MSG_IMG_NOT_FOUND = '轮播图不存在或已删除';
export const MSG_SPU_NOT_FOUND = '商品不存在或已删除';

const ImgIdQuery = z.object({ imgId: z.coerce.number({ error: 'imgId不能为空' }).int().positive() });
const ImgPageQuery = PageQuery.extend({
  imgType: z.coerce.number().int().min(0).max(1).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

type ImgRow = typeof indexImg.$inferSelect;

interface SpuRow extends Record<string, unknown> {
  spu_id: number | string;
  name: string;
  main_img_url: string | null;
}

/**
 * The linked product, read from the product service's `spu` table when it exists (the product
 * module may be absent); another shop's or a deleted product reads as none.
 */
async function findShopSpu(db: Db, shopId: number, spuId: number, lock = false): Promise<SpuRow | null> {
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [exists] = await rowsOf<{ present: boolean }>(sql`select to_regclass('spu') is not null as present`);
  if (!exists?.present) return null;
  const [spu] = await rowsOf<SpuRow>(
    sql`select spu_id, name, main_img_url from spu where spu_id = ${spuId} and shop_id = ${shopId} and status <> -1 limit 1 ${lock ? sql`for key share` : sql``}`,
  );
  return spu ?? null;
}

export const indexImgRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const img = (value: string) => withResourcesUrl(config.resourcesUrl, value) ?? '';

  const toVO = (r: ImgRow, spu: IndexImgSpu | null = null): IndexImgVO => ({
    imgId: r.imgId,
    shopId: r.shopId,
    imgUrl: img(r.imgUrl),
    status: r.status,
    seq: r.seq,
    spuId: r.spuId,
    imgType: r.imgType,
    createTime: formatTime(r.createTime),
    spu,
  });

  async function findOwned(shopId: number, imgId: number): Promise<ImgRow> {
    const [row] = await db
      .select()
      .from(indexImg)
      .where(and(eq(indexImg.imgId, imgId), eq(indexImg.shopId, shopId)))
      .limit(1);
    if (!row) throw showFail(MSG_IMG_NOT_FOUND);
    return row;
  }

  const pictures = { base: config.resourcesUrl, keySecret: () => app.media.keySecret() };
  function pictureOf(shopId: number, url: string): string {
    const path = storedPicture(pictures, shopId, url);
    if (path === null) throw showFail(MSG_BAD_PICTURE);
    return path;
  }

  /**
   * Inside the write's transaction, holding the product (FOR KEY SHARE) until the link is in: a delete of
   * it waits and then unlinks this image too, or came first and the link is refused.
   */
  async function checkSpu(tx: Db, shopId: number, spuId: number | null | undefined): Promise<void> {
    if (spuId && !(await findShopSpu(tx, shopId, spuId, true))) throw showFail(MSG_SPU_NOT_FOUND);
  }

  app.get('/admin/index_img/page', { config: forMenus('indexImg'), schema: { querystring: ImgPageQuery } }, async (request) => {
    const { pageNum, pageSize, imgType, status } = request.query as z.infer<typeof ImgPageQuery>;
    const conditions: SQL[] = [eq(indexImg.shopId, shopIdOf(request))];
    if (imgType !== undefined) conditions.push(eq(indexImg.imgType, imgType));
    if (status !== undefined) conditions.push(eq(indexImg.status, status));
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(indexImg).where(where);
    const rows = await db
      .select()
      .from(indexImg)
      .where(where)
      .orderBy(desc(indexImg.seq), desc(indexImg.imgId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return ok(
      pageOf(
        rows.map((r) => toVO(r)),
        total!.n,
        pageSize,
      ),
    );
  });

  app.get('/admin/index_img', { config: forMenus('indexImg'), schema: { querystring: ImgIdQuery } }, async (request) => {
    const { imgId } = request.query as z.infer<typeof ImgIdQuery>;
    const shopId = shopIdOf(request);
    const row = await findOwned(shopId, imgId);
    const spu = row.spuId ? await findShopSpu(db, shopId, row.spuId) : null;
    const spuVO = spu
      ? { spuId: Number(spu.spu_id), name: spu.name, spuName: spu.name, mainImgUrl: withResourcesUrl(config.resourcesUrl, spu.main_img_url) }
      : null;
    return ok(toVO(row, spuVO));
  });

  app.post('/admin/index_img', { schema: { body: IndexImgBody } }, async (request) => {
    const shopId = shopIdOf(request);
    const body = request.body as IndexImgBody;
    const imgUrl = pictureOf(shopId, body.imgUrl);
    await db.transaction(async (tx) => {
      await checkSpu(tx, shopId, body.spuId);
      await tx.insert(indexImg).values({
        shopId,
        imgUrl,
        seq: body.seq,
        imgType: body.imgType,
        status: body.status,
        spuId: body.spuId ?? null,
      });
    });
    return ok(null);
  });

  app.put('/admin/index_img', { schema: { body: IndexImgBody } }, async (request) => {
    const shopId = shopIdOf(request);
    const body = request.body as IndexImgBody;
    if (!body.imgId) throw showFail(MSG_IMG_NOT_FOUND);
    const imgUrl = pictureOf(shopId, body.imgUrl);
    const row = await findOwned(shopId, body.imgId);
    // A link kept as it was stays even if the product went away meanwhile; a new link must be valid.
    await db.transaction(async (tx) => {
      if (body.spuId && body.spuId !== row.spuId) await checkSpu(tx, shopId, body.spuId);
      await tx
        .update(indexImg)
        .set({
          imgUrl,
          seq: body.seq,
          imgType: body.imgType,
          status: body.status,
          spuId: body.spuId ?? null,
        })
        .where(eq(indexImg.imgId, row.imgId));
    });
    return ok(null);
  });

  app.delete('/admin/index_img', { schema: { querystring: ImgIdQuery } }, async (request) => {
    const { imgId } = request.query as z.infer<typeof ImgIdQuery>;
    const row = await findOwned(shopIdOf(request), imgId);
    await db.delete(indexImg).where(eq(indexImg.imgId, row.imgId));
    return ok(null);
  });
};
