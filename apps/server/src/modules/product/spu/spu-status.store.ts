// Status changes of products in the database: shelf on and off (single and batch), delete, and the
// take-down that follows a category going off shelf. Each locks its rows and decides under the lock.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { SPU_MESSAGES as M, SpuStatus, isSpuLocked, type ProdStatusBody } from '@caremall/contract';
import { indexImg, sku, spu, spuSkuAttrValue } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { lockOnlineCategories } from './catalogue.store.ts';
import { findOwnedSpu, type SpuRow } from './spu.store.ts';

/**
 * Putting on shelf (1) sends an off-shelf or rejected product to review (3); taking off shelf (0)
 * applies to products on shelf, in review or rejected. Violations come back only through reapply.
 */
function nextStatus(current: number, wanted: 0 | 1): number | null {
  if (wanted === 1) return current === SpuStatus.OFF_SHELF || current === SpuStatus.REJECTED ? SpuStatus.PENDING_REVIEW : null;
  return current === SpuStatus.ON_SHELF || current === SpuStatus.PENDING_REVIEW || current === SpuStatus.REJECTED ? SpuStatus.OFF_SHELF : null;
}

/**
 * Every status change runs in one transaction that locks the product rows first (FOR UPDATE, in id order) and
 * decides on what it finds under the lock, so two changes of one product run one after the other and the
 * second answers the spec's message when the first moved the status. A shelf-on also needs the platform
 * and the shop category online: it locks the categories first (see lockOnlineCategories), then the products.
 */
async function lockLive(tx: Db, shopId: number, spuIds: number[], withCategories: boolean) {
  let online: Set<number> | null = null;
  if (withCategories) {
    const current = await tx
      .select({ categoryId: spu.categoryId, shopCategoryId: spu.shopCategoryId })
      .from(spu)
      .where(and(inArray(spu.spuId, spuIds), eq(spu.shopId, shopId)));
    // Platform and shop categories are rows of one table: locked together, in id order.
    online = await lockOnlineCategories(
      tx,
      current.flatMap((r) => [r.categoryId, r.shopCategoryId]),
    );
  }
  const rows = await tx
    .select()
    .from(spu)
    .where(and(inArray(spu.spuId, spuIds), eq(spu.shopId, shopId), ne(spu.status, SpuStatus.DELETED)))
    .orderBy(asc(spu.spuId))
    .for('update');
  // A product moved to another category after the categories were locked counts as offline: refused, retry.
  const isOnline = (categoryId: number) => online?.has(categoryId) ?? false;
  /** Why the product may not go on shelf for its categories (a shop category off shelf took it down), or null. */
  const categoryProblem = (row: SpuRow): string | null => {
    if (!isOnline(row.categoryId)) return M.categoryOffline;
    if (!isOnline(row.shopCategoryId)) return M.shopCategoryOffline;
    return null;
  };
  return { rows, categoryProblem };
}

/** Carousel images stop pointing at products that leave the shelf. */
export async function unlinkCarousel(db: Db, spuIds: number[]): Promise<void> {
  if (spuIds.length) await db.update(indexImg).set({ spuId: null }).where(inArray(indexImg.spuId, spuIds));
}

async function changeStatus(db: Db, shopId: number, spuId: number, wanted: 0 | 1): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows, categoryProblem } = await lockLive(tx, shopId, [spuId], wanted === 1);
    const row = rows[0];
    if (!row) throw showFail(M.statusNotFound);
    const next = nextStatus(row.status, wanted);
    if (next === null) throw showFail(M.badStatus);
    const problem = wanted === 1 ? categoryProblem(row) : null;
    if (problem) throw showFail(problem);
    await tx
      .update(spu)
      .set({ status: next, opinion: wanted === 1 ? null : row.opinion })
      .where(eq(spu.spuId, spuId));
    if (wanted === 0) await unlinkCarousel(tx, [spuId]);
  });
}

/** The batch applies the single-product rules to every id; one refusal changes nothing. */
async function changeStatusBatch(db: Db, shopId: number, spuIds: number[], wanted: 0 | 1): Promise<void> {
  const ids = [...new Set(spuIds)];
  await db.transaction(async (tx) => {
    const { rows, categoryProblem } = await lockLive(tx, shopId, ids, wanted === 1);
    const byId = new Map(rows.map((r) => [r.spuId, r]));
    const refused = ids.filter((id) => {
      const row = byId.get(id);
      return !row || nextStatus(row.status, wanted) === null || (wanted === 1 && categoryProblem(row) !== null);
    });
    if (refused.length) throw showFail(M.batchRefused(refused));
    // One statement per status the products move to (each rule has one today), however many they are.
    const byNext = new Map<number, number[]>();
    for (const row of rows) {
      const next = nextStatus(row.status, wanted)!;
      if (!byNext.has(next)) byNext.set(next, []);
      byNext.get(next)!.push(row.spuId);
    }
    for (const [next, moved] of byNext) {
      await tx
        .update(spu)
        .set({ status: next, ...(wanted === 1 ? { opinion: null } : {}) })
        .where(inArray(spu.spuId, moved));
    }
    if (wanted === 0) await unlinkCarousel(tx, ids);
  });
}

/** PUT prod_status: one product (`spuId`) or a batch (`spuIds`), put on shelf (1) or taken off (0). */
export async function changeProductStatus(db: Db, shopId: number, body: ProdStatusBody): Promise<void> {
  const wanted = body.status === 1 ? 1 : 0;
  if (body.spuIds?.length) await changeStatusBatch(db, shopId, body.spuIds, wanted);
  else await changeStatus(db, shopId, body.spuId!, wanted);
}

export async function deleteSpu(db: Db, shopId: number, spuId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOwnedSpu(tx, shopId, spuId, true);
    if (isSpuLocked(row.status)) throw showFail(M.notDeletable);
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
  const where = and(live, conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`);
  // Locked in id order first, as status changes lock them, so a batch and a category's take-down cannot deadlock.
  const locked = await db.select({ spuId: spu.spuId }).from(spu).where(where).orderBy(asc(spu.spuId)).for('update');
  if (!locked.length) return 0;
  const changed = await db.update(spu).set({ status: SpuStatus.OFF_SHELF }).where(where).returning({ spuId: spu.spuId });
  await unlinkCarousel(
    db,
    changed.map((c) => c.spuId),
  );
  return changed.length;
}
