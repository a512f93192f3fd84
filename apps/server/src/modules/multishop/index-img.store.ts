// Carousel images in the database: scoped by the shop that owns them; a picture must be one of the shop's
// own, and a linked product one of its products on shelf.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  INDEX_IMG_MESSAGES,
  SpuStatus,
  type IndexImgBody,
  type IndexImgUpdateBody,
  type IndexImgPageQuery,
  type IndexImgSpu,
  type IndexImgVO,
  type PageVO,
} from '@caremall/contract';
import { indexImg } from '../../db/schema/index.ts';
import { holdLibraryPictures } from '../../platform/storage/library-pictures.ts';
import type { Db } from '../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { lockedIf } from '../../platform/db/row-lock.ts';
import { readPage } from '../../platform/db/paging.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../platform/http/images.ts';
import { formatTime } from '../../platform/http/time.ts';
import { MSG_BAD_PICTURE, storedPicture, type PicturePolicy } from '../../platform/storage/picture-paths.ts';

const M = INDEX_IMG_MESSAGES;
type Row = typeof indexImg.$inferSelect;

interface SpuRow extends Record<string, unknown> {
  spu_id: number | string;
  name: string;
  main_img_url: string | null;
  status: number | string;
}

const toVO = (base: string, r: Row, spu: IndexImgSpu | null = null): IndexImgVO => ({
  imgId: r.imgId,
  shopId: r.shopId,
  imgUrl: withResourcesUrl(base, r.imgUrl) ?? '',
  status: r.status,
  seq: r.seq,
  spuId: r.spuId,
  imgType: r.imgType,
  createTime: formatTime(r.createTime),
  spu,
  version: versionOf(r),
});

/**
 * The linked product, read from the product service's `spu` table when it exists (the product
 * module may be absent); another shop's or a deleted product reads as none.
 */
async function findShopSpu(db: Db, shopId: number, spuId: number, lock = false): Promise<SpuRow | null> {
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [exists] = await rowsOf<{ present: boolean }>(sql`select to_regclass('spu') is not null as present`);
  if (!exists?.present) return null;
  const [spu] = await rowsOf<SpuRow>(
    sql`select spu_id, name, main_img_url, status from spu where spu_id = ${spuId} and shop_id = ${shopId} and status <> -1 limit 1 ${lock ? sql`for share` : sql``}`,
  );
  return spu ?? null;
}

/**
 * Inside the write's transaction, holding the product (FOR SHARE) until the link is in: taking it off shelf or
 * deleting it waits and then unlinks this image too, or came first and the link is refused. Only a product on
 * shelf is linked, the one kind the carousel's product picker offers.
 */
async function checkSpu(tx: Db, shopId: number, spuId: number | null | undefined): Promise<void> {
  if (!spuId) return;
  const found = await findShopSpu(tx, shopId, spuId, true);
  if (!found) throw showFail(M.spuNotFound);
  if (Number(found.status) !== SpuStatus.ON_SHELF) throw showFail(M.spuNotOnShelf);
}

/**
 * Inside the write's transaction, holding the shop's library picture (FOR KEY SHARE) until the carousel row is
 * in: a delete of the picture waits and then sees this carousel, or came first and the picture is refused, as
 * one no longer in the library (a carousel must not show a deleted picture).
 */
async function holdPicture(tx: Db, shopId: number, path: string): Promise<void> {
  await holdLibraryPictures(tx, shopId, [path]);
}

async function findOwned(db: Db, shopId: number, imgId: number, forUpdate = false): Promise<Row> {
  const query = db
    .select()
    .from(indexImg)
    .where(and(eq(indexImg.imgId, imgId), eq(indexImg.shopId, shopId)))
    .limit(1);
  const [row] = await lockedIf(query, forUpdate);
  if (!row) throw showFail(M.notFound);
  return row;
}

function pictureOf(pictures: PicturePolicy, shopId: number, url: string): string {
  const path = storedPicture(pictures, shopId, url);
  if (path === null) throw showFail(MSG_BAD_PICTURE);
  return path;
}

export function indexImgPage(db: Db, shopId: number, query: IndexImgPageQuery, base: string): Promise<PageVO<IndexImgVO>> {
  const conditions: SQL[] = [eq(indexImg.shopId, shopId)];
  if (query.imgType !== undefined) conditions.push(eq(indexImg.imgType, query.imgType));
  if (query.status !== undefined) conditions.push(eq(indexImg.status, query.status));
  const where = and(...conditions);
  return readPage(db, query, {
    table: indexImg,
    where,
    rows: async (limit, offset) =>
      (await db.select().from(indexImg).where(where).orderBy(desc(indexImg.seq), desc(indexImg.imgId)).limit(limit).offset(offset)).map((r) =>
        toVO(base, r),
      ),
  });
}

export async function findIndexImg(db: Db, shopId: number, imgId: number, base: string): Promise<IndexImgVO> {
  const row = await findOwned(db, shopId, imgId);
  const spu = row.spuId ? await findShopSpu(db, shopId, row.spuId) : null;
  const spuVO = spu ? { spuId: Number(spu.spu_id), name: spu.name, spuName: spu.name, mainImgUrl: withResourcesUrl(base, spu.main_img_url) } : null;
  return toVO(base, row, spuVO);
}

export async function createIndexImg(db: Db, shopId: number, body: IndexImgBody, pictures: PicturePolicy): Promise<void> {
  const imgUrl = pictureOf(pictures, shopId, body.imgUrl);
  await db.transaction(async (tx) => {
    await holdPicture(tx, shopId, imgUrl);
    await checkSpu(tx, shopId, body.spuId);
    await tx.insert(indexImg).values({ shopId, imgUrl, seq: body.seq, imgType: body.imgType, status: body.status, spuId: body.spuId ?? null });
  });
}

export async function updateIndexImg(db: Db, shopId: number, body: IndexImgUpdateBody, pictures: PicturePolicy): Promise<void> {
  if (!body.imgId) throw showFail(M.notFound);
  const imgUrl = pictureOf(pictures, shopId, body.imgUrl);
  const imgId = body.imgId;
  // A link or picture kept as it was stays even if it went away meanwhile; a new one must be valid.
  await db.transaction(async (tx) => {
    const row = await findOwned(tx, shopId, imgId, true);
    refuseIfChangedSince(row, body.version);
    if (imgUrl !== row.imgUrl) await holdPicture(tx, shopId, imgUrl);
    if (body.spuId && body.spuId !== row.spuId) await checkSpu(tx, shopId, body.spuId);
    await tx
      .update(indexImg)
      // A field left out (undefined) is not written: the image keeps its status and its link.
      .set({ imgUrl, seq: body.seq, imgType: body.imgType, status: body.status, spuId: body.spuId })
      .where(eq(indexImg.imgId, row.imgId));
  });
}

export async function deleteIndexImg(db: Db, shopId: number, imgId: number): Promise<void> {
  const row = await findOwned(db, shopId, imgId);
  await db.delete(indexImg).where(eq(indexImg.imgId, row.imgId));
}
