import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SpuStatus } from '@caremall/contract';
import { indexImg, sku, spu, spuSkuAttrValue } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { findCategory } from './catalogue-lookup.ts';
import { findOwnedSpu, type SpuRow } from './spu-vo.ts';

export const MSG_SPU_NOT_FOUND_STATUS = '查找不到该商品信息';
export const MSG_BAD_STATUS = '商品状态异常，请刷新后重试';
export const MSG_CATEGORY_OFFLINE = '该商品所属的平台分类处于下线中，不能进行上架操作';
export const MSG_NOT_DELETABLE = '商品已上架或正在审核，请下架后再删除';
export const msgBatchRefused = (ids: number[]) => `商品id为：[${ids.join(', ')}]的${ids.length}件商品不符合操作条件`;

/**
 * Putting on shelf (1) sends an off-shelf or rejected product to review (3); taking off shelf (0)
 * applies to products on shelf, in review or rejected. Violations come back only through reapply.
 */
export function nextStatus(current: number, wanted: 0 | 1): number | null {
  if (wanted === 1) return current === SpuStatus.OFF_SHELF || current === SpuStatus.REJECTED ? SpuStatus.PENDING_REVIEW : null;
  return current === SpuStatus.ON_SHELF || current === SpuStatus.PENDING_REVIEW || current === SpuStatus.REJECTED ? SpuStatus.OFF_SHELF : null;
}

async function platformCategoryOnline(db: Db, row: SpuRow): Promise<boolean> {
  const category = await findCategory(db, row.categoryId);
  return category !== null && category.status === 1;
}

/** Carousel images stop pointing at products that leave the shelf. */
export async function unlinkCarousel(db: Db, spuIds: number[]): Promise<void> {
  if (spuIds.length) await db.update(indexImg).set({ spuId: null }).where(inArray(indexImg.spuId, spuIds));
}

export async function changeStatus(db: Db, shopId: number, spuId: number, wanted: 0 | 1): Promise<void> {
  const [row] = await db
    .select()
    .from(spu)
    .where(and(eq(spu.spuId, spuId), eq(spu.shopId, shopId), ne(spu.status, -1)))
    .limit(1);
  if (!row) throw showFail(MSG_SPU_NOT_FOUND_STATUS);
  const next = nextStatus(row.status, wanted);
  if (next === null) throw showFail(MSG_BAD_STATUS);
  if (wanted === 1 && !(await platformCategoryOnline(db, row))) throw showFail(MSG_CATEGORY_OFFLINE);
  await db.transaction(async (tx) => {
    await tx.update(spu).set({ status: next, opinion: wanted === 1 ? null : row.opinion }).where(eq(spu.spuId, spuId));
    if (wanted === 0) await unlinkCarousel(tx, [spuId]);
  });
}

/** The batch applies the single-product rules to every id; one refusal changes nothing. */
export async function changeStatusBatch(db: Db, shopId: number, spuIds: number[], wanted: 0 | 1): Promise<void> {
  const ids = [...new Set(spuIds)];
  const rows = await db
    .select()
    .from(spu)
    .where(and(inArray(spu.spuId, ids), eq(spu.shopId, shopId), ne(spu.status, -1)));
  const byId = new Map(rows.map((r) => [r.spuId, r]));
  const refused: number[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || nextStatus(row.status, wanted) === null || (wanted === 1 && !(await platformCategoryOnline(db, row)))) refused.push(id);
  }
  if (refused.length) throw showFail(msgBatchRefused(refused));
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .update(spu)
        .set({ status: nextStatus(row.status, wanted)!, opinion: wanted === 1 ? null : row.opinion })
        .where(eq(spu.spuId, row.spuId));
    }
    if (wanted === 0) await unlinkCarousel(tx, ids);
  });
}

export async function deleteSpu(db: Db, shopId: number, spuId: number): Promise<void> {
  const row = await findOwnedSpu(db, shopId, spuId);
  if (row.status === SpuStatus.ON_SHELF || row.status === SpuStatus.PENDING_REVIEW) throw showFail(MSG_NOT_DELETABLE);
  await db.transaction(async (tx) => {
    await tx.update(spu).set({ status: SpuStatus.DELETED }).where(eq(spu.spuId, spuId));
    await tx.update(sku).set({ status: -1 }).where(eq(sku.spuId, spuId));
    await tx.update(spuSkuAttrValue).set({ status: -1 }).where(eq(spuSkuAttrValue.spuId, spuId));
    await unlinkCarousel(tx, [spuId]);
  });
}

/**
 * Called when a category goes off shelf: its products leave the shelf too (on shelf and pending
 * review become off shelf). Platform categories match category_id, shop categories shop_category_id.
 */
export async function takeProductsOffShelfByCategories(
  db: Db,
  target: { platformCategoryIds?: number[]; shopCategoryIds?: number[]; shopId?: number },
): Promise<number> {
  const live = inArray(spu.status, [SpuStatus.ON_SHELF, SpuStatus.PENDING_REVIEW]);
  const conditions = [];
  if (target.platformCategoryIds?.length) conditions.push(inArray(spu.categoryId, target.platformCategoryIds));
  if (target.shopCategoryIds?.length) {
    conditions.push(
      target.shopId === undefined
        ? inArray(spu.shopCategoryId, target.shopCategoryIds)
        : and(inArray(spu.shopCategoryId, target.shopCategoryIds), eq(spu.shopId, target.shopId))!,
    );
  }
  if (conditions.length === 0) return 0;
  const changed = await db
    .update(spu)
    .set({ status: SpuStatus.OFF_SHELF })
    .where(and(live, conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`))
    .returning({ spuId: spu.spuId });
  await unlinkCarousel(
    db,
    changed.map((c) => c.spuId),
  );
  return changed.length;
}
