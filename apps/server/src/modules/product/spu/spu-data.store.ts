// The product list's inline edits in the database: name, seq, sku prices, and stock by increments.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SPU_LIMITS, SPU_MESSAGES, type UpdateSpuDataBody } from '@caremall/contract';
import { sku, spu } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { findOwnedSpu } from './spu.store.ts';

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

async function setPrices(db: Db, spuId: number, skus: { skuId: number; priceFee: number }[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked and checked as addStock does.
    await tx.select({ spuId: spu.spuId }).from(spu).where(eq(spu.spuId, spuId)).for('update');
    await checkSkusOf(
      tx,
      spuId,
      skus.map((s) => s.skuId),
    );
    for (const s of skus) await tx.update(sku).set({ priceFee: s.priceFee }).where(eq(sku.skuId, s.skuId));
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

/** The product's only live sku, which a price or stock change sent without a sku list goes to. */
async function onlySkuOf(db: Db, spuId: number): Promise<number> {
  const skus = await db
    .select({ skuId: sku.skuId })
    .from(sku)
    .where(and(eq(sku.spuId, spuId), ne(sku.status, -1)));
  if (skus.length !== 1) throw showFail(SPU_MESSAGES.badSku);
  return skus[0]!.skuId;
}

/**
 * The list's inline edits (spec §5), each told by the fields it names, as the web app sends them: name and/or seq
 * (`{spuId, name}`, `{spuId, seq}`), a price (`{spuId, priceFee, skuList: [{skuId, priceFee}]}`) or a stock increase
 * (`{spuId, changeStock, skuList: [{skuId, changeStock}]}`). A field the edit names must hold a value (an empty one
 * gets its spec message); a field of another edit is not asked for. A price or stock change comes alone.
 */
export async function updateSpuData(db: Db, shopId: number, body: UpdateSpuDataBody): Promise<void> {
  const row = await findOwnedSpu(db, shopId, body.spuId);
  const skuList = body.skuList ?? [];
  // Named: sent, empty (null) or not; left out: undefined.
  const skusName = (field: 'priceFee' | 'changeStock') => skuList.some((s) => s[field] !== undefined);
  const isStock = body.changeStock !== undefined || skusName('changeStock');
  // A sku list that is no stock change is a price change (upstream sets each sku's price).
  const isPrice = body.priceFee !== undefined || skusName('priceFee') || (!isStock && skuList.length > 0);
  const namesOthers = body.name !== undefined || body.seq !== undefined;
  if ((isStock && isPrice) || ((isStock || isPrice) && namesOthers)) throw showFail(SPU_MESSAGES.inlineEditMixed);

  if (isStock) {
    // Every named sku, and the total when sent, need a number; the total, like each sku's, only adds.
    if (body.changeStock === null || skuList.some((s) => s.changeStock == null)) throw showFail(SPU_MESSAGES.stockEmpty);
    if (body.changeStock !== undefined && body.changeStock < 0) throw showFail(SPU_MESSAGES.stockDecrease);
    const changes = skuList.length
      ? skuList.map((s) => ({ skuId: s.skuId, changeStock: s.changeStock! }))
      : // Without a sku list the change goes to the product's only sku.
        [{ skuId: await onlySkuOf(db, row.spuId), changeStock: body.changeStock! }];
    await addStock(db, shopId, row.spuId, changes);
    return;
  }

  if (isPrice) {
    // The lowest price the client sends with the skus' is checked as theirs; the product's is derived from the skus.
    if (body.priceFee === null || skuList.some((s) => s.priceFee == null)) throw showFail(SPU_MESSAGES.priceEmpty);
    const prices = [body.priceFee, ...skuList.map((s) => s.priceFee)].filter((p) => p != null);
    if (prices.some((p) => p < SPU_LIMITS.minPriceFee)) throw showFail(SPU_MESSAGES.priceTooLow);
    const changes = skuList.length
      ? skuList.map((s) => ({ skuId: s.skuId, priceFee: s.priceFee! }))
      : // Without a sku list the price goes to the product's only sku.
        [{ skuId: await onlySkuOf(db, row.spuId), priceFee: body.priceFee! }];
    await setPrices(db, row.spuId, changes);
    return;
  }

  const changes: Partial<typeof spu.$inferInsert> = {};
  if (body.name !== undefined) {
    const name = body.name?.trim() ?? '';
    if (name === '') throw showFail(SPU_MESSAGES.nameBlank);
    changes.name = name;
  }
  if (body.seq !== undefined) {
    if (body.seq === null) throw showFail(SPU_MESSAGES.seqEmpty);
    changes.seq = body.seq;
  }
  if (Object.keys(changes).length) {
    const updated = await db
      .update(spu)
      .set(changes)
      .where(and(eq(spu.spuId, row.spuId), ne(spu.status, -1)))
      .returning({ spuId: spu.spuId });
    if (!updated.length) throw showFail(SPU_MESSAGES.notFound);
  }
}
