// The product list's inline edits in the database: name, seq, sku prices, and stock by increments.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SPU_LIMITS, SPU_MESSAGES, type UpdateSpuDataBody } from '@caremall/contract';
import { sku, spu } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { findOwnedSpu } from './spu.store.ts';

type SkuChange = NonNullable<UpdateSpuDataBody['skuList']>[number];

async function checkSkusOf(db: Db, spuId: number, skuIds: number[]): Promise<void> {
  const unique = [...new Set(skuIds)];
  if (unique.length !== skuIds.length) throw showFail(SPU_MESSAGES.badSku);
  const found = await db
    .select({ skuId: sku.skuId })
    .from(sku)
    .where(and(eq(sku.spuId, spuId), inArray(sku.skuId, unique), ne(sku.status, -1)));
  if (found.length !== unique.length) throw showFail(SPU_MESSAGES.badSku);
}

/** Stock only grows here, by increments, so concurrent edits add up instead of overwriting. */
async function addStock(db: Db, shopId: number, spuId: number, changes: { skuId: number; changeStock: number }[]): Promise<void> {
  if (changes.some((c) => c.changeStock < 0)) throw showFail(SPU_MESSAGES.stockDecrease);
  const positive = changes.filter((c) => c.changeStock > 0);
  if (positive.length === 0) return;
  const total = positive.reduce((sum, c) => sum + c.changeStock, 0);
  await db.transaction(async (tx) => {
    // The skus are checked under the product's lock: a save that removed one (or a delete) meanwhile has committed and is seen.
    await tx.select({ spuId: spu.spuId }).from(spu).where(eq(spu.spuId, spuId)).for('update');
    await checkSkusOf(
      tx,
      spuId,
      positive.map((c) => c.skuId),
    );
    // Product row first (the full save locks it first too). Each increment applies only while the result
    // stays within the limit; one that would not refuses the whole change.
    const grown = await tx
      .update(spu)
      .set({ stock: sql`${spu.stock} + ${total}` })
      .where(and(eq(spu.spuId, spuId), eq(spu.shopId, shopId), sql`${spu.stock} + ${total} <= ${SPU_LIMITS.maxStock}`))
      .returning({ spuId: spu.spuId });
    if (grown.length === 0) throw showFail(SPU_MESSAGES.stockTooLarge);
    for (const c of positive) {
      const changed = await tx
        .update(sku)
        .set({ stock: sql`${sku.stock} + ${c.changeStock}` })
        .where(and(eq(sku.skuId, c.skuId), eq(sku.spuId, spuId), sql`${sku.stock} + ${c.changeStock} <= ${SPU_LIMITS.maxStock}`))
        .returning({ skuId: sku.skuId });
      if (changed.length === 0) throw showFail(SPU_MESSAGES.stockTooLarge);
    }
  });
}

async function setPrices(db: Db, spuId: number, skus: SkuChange[]): Promise<void> {
  for (const s of skus) {
    if (s.priceFee === undefined) throw showFail(SPU_MESSAGES.priceEmpty);
    if (s.priceFee < SPU_LIMITS.minPriceFee) throw showFail(SPU_MESSAGES.priceTooLow);
  }
  await db.transaction(async (tx) => {
    // Locked and checked as addStock does.
    await tx.select({ spuId: spu.spuId }).from(spu).where(eq(spu.spuId, spuId)).for('update');
    await checkSkusOf(
      tx,
      spuId,
      skus.map((s) => s.skuId),
    );
    for (const s of skus) await tx.update(sku).set({ priceFee: s.priceFee! }).where(eq(sku.skuId, s.skuId));
    // The product shows its lowest enabled sku price (any sku when none is enabled).
    await tx
      .update(spu)
      .set({
        priceFee: sql`coalesce(
          (select min(${sku.priceFee}) from ${sku} where ${sku.spuId} = ${spuId} and ${sku.status} = 1),
          (select min(${sku.priceFee}) from ${sku} where ${sku.spuId} = ${spuId} and ${sku.status} <> -1),
          ${spu.priceFee})`,
      })
      .where(eq(spu.spuId, spuId));
  });
}

/** The list's inline edits: name, seq, sku prices, or stock increments. */
export async function updateSpuData(db: Db, shopId: number, body: UpdateSpuDataBody): Promise<void> {
  const row = await findOwnedSpu(db, shopId, body.spuId);
  const skuList = body.skuList ?? [];
  if (skuList.some((s) => s.changeStock !== undefined)) {
    await addStock(
      db,
      shopId,
      row.spuId,
      skuList.map((s) => ({ skuId: s.skuId, changeStock: s.changeStock ?? 0 })),
    );
    return;
  }
  if (skuList.length) {
    await setPrices(db, row.spuId, skuList);
    return;
  }
  if (body.changeStock !== undefined) {
    // Without a sku list the change goes to the product's only sku.
    const skus = await db
      .select({ skuId: sku.skuId })
      .from(sku)
      .where(and(eq(sku.spuId, row.spuId), ne(sku.status, -1)));
    if (skus.length !== 1) throw showFail(SPU_MESSAGES.badSku);
    await addStock(db, shopId, row.spuId, [{ skuId: skus[0]!.skuId, changeStock: body.changeStock }]);
    return;
  }
  const changes: Partial<typeof spu.$inferInsert> = {};
  if (body.name !== undefined) {
    if (body.name.trim() === '') throw showFail(SPU_MESSAGES.nameBlank);
    changes.name = body.name.trim();
  }
  if (body.seq !== undefined) changes.seq = body.seq;
  if (Object.keys(changes).length) {
    const updated = await db
      .update(spu)
      .set(changes)
      .where(and(eq(spu.spuId, row.spuId), ne(spu.status, -1)))
      .returning({ spuId: spu.spuId });
    if (!updated.length) throw showFail(SPU_MESSAGES.notFound);
  }
}
