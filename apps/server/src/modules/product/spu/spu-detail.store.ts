// Product details in the database (one row per product; clearing keeps the row with an empty text).
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  SPU_MESSAGES,
  SpuStatus,
  type PageVO,
  type SpuDetailBody,
  type SpuDetailPageQuery,
  type SpuDetailRowVO,
  type SpuDetailVO,
} from '@caremall/contract';
import { spu, spuDetail } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../../platform/db/record-version.ts';
import { readPage } from '../../../platform/db/paging.ts';
import { sanitizeRichText } from '../../../platform/http/sanitize-html.ts';
import { formatTime } from '../../../platform/http/time.ts';
import { holdLibraryPictures } from '../../../platform/storage/library-pictures.ts';
import { findOwnedSpu, markSpuChanged } from './spu.store.ts';

/** The shop's live products with their details, newest first. */
export function spuDetailPage(db: Db, shopId: number, query: SpuDetailPageQuery): Promise<PageVO<SpuDetailRowVO>> {
  const where = and(eq(spu.shopId, shopId), ne(spu.status, SpuStatus.DELETED), query.spuId ? eq(spu.spuId, query.spuId) : undefined);
  return readPage(db, query, {
    table: spu,
    where,
    rows: async (limit, offset) =>
      (
        await db
          .select({ spuId: spu.spuId, name: spu.name, detail: spuDetail.detail, updateTime: spuDetail.updateTime, changed: spu.updateTime })
          .from(spu)
          .leftJoin(spuDetail, eq(spuDetail.spuId, spu.spuId))
          .where(where)
          .orderBy(desc(spu.spuId))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        spuId: r.spuId,
        spuName: r.name,
        detail: r.detail ?? '',
        updateTime: formatTime(r.updateTime),
        version: versionOf({ updateTime: r.changed }),
      })),
  });
}

export async function findSpuDetail(db: Db, shopId: number, spuId: number): Promise<SpuDetailVO> {
  const product = await findOwnedSpu(db, shopId, spuId);
  const [row] = await db.select().from(spuDetail).where(eq(spuDetail.spuId, spuId));
  return { spuId, detail: row?.detail ?? '', version: versionOf(product) };
}

/** Writes the detail, cleaned of anything but safe rich text; a picture it newly shows must be in the library. */
export async function saveSpuDetail(db: Db, shopId: number, body: SpuDetailBody): Promise<void> {
  const detail = sanitizeRichText(body.detail ?? '');
  await db.transaction(async (tx) => {
    // Found and locked first, as a product save does; the product's edit form read before this is stale.
    const product = await findOwnedSpu(tx, shopId, body.spuId, true);
    refuseIfChangedSince(product, body.version, SPU_MESSAGES.changedMeanwhile);
    await markSpuChanged(tx, product);
    const [stored] = await tx.select({ detail: spuDetail.detail }).from(spuDetail).where(eq(spuDetail.spuId, body.spuId));
    await holdLibraryPictures(tx, shopId, [detail], [stored?.detail]);
    await tx
      .insert(spuDetail)
      .values({ spuId: body.spuId, detail })
      .onConflictDoUpdate({ target: spuDetail.spuId, set: { detail, updateTime: new Date() } });
  });
}

export async function clearSpuDetail(db: Db, shopId: number, spuId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await markSpuChanged(tx, await findOwnedSpu(tx, shopId, spuId, true));
    await tx.update(spuDetail).set({ detail: '' }).where(eq(spuDetail.spuId, spuId));
  });
}
