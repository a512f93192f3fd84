// Take-downs in the database: the merchant reads a product's latest one and reapplies; the platform
// reviews products put on shelf, takes products down and judges reapplications. Each state change locks
// its rows and decides under the lock.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  OFFLINE_EVENT_MESSAGES as M,
  OfflineEventStatus,
  SPU_MESSAGES,
  SpuStatus,
  type AuditApplyBody,
  type OfflineEventAuditBody,
  type OfflineHandleEventVO,
  type SpuAuditBody,
  type SpuOfflineBody,
} from '@caremall/contract';
import { offlineHandleEvent, offlineHandleEventItem, shopUser, spu } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { formatTime } from '../../../platform/http/time.ts';
import { unlinkCarousel } from './spu-status.store.ts';
import { findOwnedSpu } from './spu.store.ts';

async function eventVO(db: Db, event: typeof offlineHandleEvent.$inferSelect): Promise<OfflineHandleEventVO> {
  const items = await db
    .select()
    .from(offlineHandleEventItem)
    .where(eq(offlineHandleEventItem.eventId, event.eventId))
    .orderBy(asc(offlineHandleEventItem.eventItemId));
  return {
    eventId: event.eventId,
    handleId: event.spuId,
    handler: event.handler,
    status: event.status,
    offlineReason: event.offlineReason,
    createTime: formatTime(event.createTime),
    updateTime: formatTime(event.updateTime),
    offlineHandleEventItemList: items.map((i) => ({
      eventItemId: i.eventItemId,
      reapplyReason: i.reapplyReason,
      reapplyTime: formatTime(i.reapplyTime),
      refuseReason: i.refuseReason,
      auditTime: formatTime(i.auditTime),
    })),
  };
}

/** The latest take-down of one of the shop's products, or null when it was never taken down. */
export async function latestOfflineEvent(db: Db, shopId: number, spuId: number): Promise<OfflineHandleEventVO | null> {
  await findOwnedSpu(db, shopId, spuId);
  const [event] = await db
    .select()
    .from(offlineHandleEvent)
    .where(and(eq(offlineHandleEvent.spuId, spuId), eq(offlineHandleEvent.shopId, shopId)))
    .orderBy(desc(offlineHandleEvent.eventId))
    .limit(1);
  return event ? eventVO(db, event) : null;
}

export async function applyToLift(db: Db, shopId: number, body: AuditApplyBody): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: two reapplications, or a reapplication and the platform's verdict, run one after the other.
    const [event] = await tx
      .select()
      .from(offlineHandleEvent)
      .where(and(eq(offlineHandleEvent.eventId, body.eventId), eq(offlineHandleEvent.shopId, shopId)))
      .for('update');
    if (!event || (body.handleId !== undefined && body.handleId !== event.spuId)) throw showFail(M.eventNotFound);
    if (event.status !== OfflineEventStatus.OFFLINE && event.status !== OfflineEventStatus.FAILED) throw showFail(M.eventNotApplicable);
    await tx.update(offlineHandleEvent).set({ status: OfflineEventStatus.WAITING }).where(eq(offlineHandleEvent.eventId, event.eventId));
    await tx.insert(offlineHandleEventItem).values({ eventId: event.eventId, reapplyReason: body.reapplyReason });
  });
}

/** Any shop's live product, locked for the rest of the transaction as the shop's own status changes lock it. */
async function lockAnySpu(tx: Db, spuId: number) {
  const [row] = await tx
    .select()
    .from(spu)
    .where(and(eq(spu.spuId, spuId), ne(spu.status, SpuStatus.DELETED)))
    .for('update');
  if (!row) throw showFail(SPU_MESSAGES.notFound);
  return row;
}

/** The platform's verdict on a product in review: approved (on shelf) or rejected with an opinion. */
export async function reviewSpu(db: Db, body: SpuAuditBody): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockAnySpu(tx, body.spuId);
    if (row.status !== SpuStatus.PENDING_REVIEW) throw showFail(M.notPending);
    if (body.status === SpuStatus.REJECTED && !body.opinion) throw showFail(M.opinionRequired);
    await tx
      .update(spu)
      .set({ status: body.status, opinion: body.opinion ?? null })
      .where(eq(spu.spuId, row.spuId));
  });
}

/** Takes a product on shelf down for a violation, recording who did it and why. */
export async function takeDownSpu(db: Db, userId: number, body: SpuOfflineBody): Promise<void> {
  const [staff] = await db.select({ nickName: shopUser.nickName }).from(shopUser).where(eq(shopUser.shopUserId, userId));
  await db.transaction(async (tx) => {
    const row = await lockAnySpu(tx, body.spuId);
    if (row.status !== SpuStatus.ON_SHELF) throw showFail(M.notOnShelf);
    await tx.update(spu).set({ status: SpuStatus.VIOLATION, wgOpinion: body.offlineReason }).where(eq(spu.spuId, row.spuId));
    await tx.insert(offlineHandleEvent).values({
      shopId: row.shopId,
      spuId: row.spuId,
      handler: staff?.nickName ?? null,
      offlineReason: body.offlineReason,
      status: OfflineEventStatus.OFFLINE,
    });
    await unlinkCarousel(tx, [row.spuId]);
  });
}

/** Passing lifts the take-down (the product comes back off shelf); failing keeps it down. */
export async function judgeReapplication(db: Db, body: OfflineEventAuditBody): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: two verdicts, or a verdict and a reapplication, run one after the other.
    const [event] = await tx.select().from(offlineHandleEvent).where(eq(offlineHandleEvent.eventId, body.eventId)).for('update');
    if (!event) throw showFail(M.eventNotFound);
    if (event.status !== OfflineEventStatus.WAITING) throw showFail(M.eventNotWaiting);
    const [latest] = await tx
      .select()
      .from(offlineHandleEventItem)
      .where(eq(offlineHandleEventItem.eventId, event.eventId))
      .orderBy(desc(offlineHandleEventItem.eventItemId))
      .limit(1);
    await tx.update(offlineHandleEvent).set({ status: body.status }).where(eq(offlineHandleEvent.eventId, event.eventId));
    if (latest) {
      await tx
        .update(offlineHandleEventItem)
        .set({ auditTime: new Date(), refuseReason: body.status === OfflineEventStatus.FAILED ? (body.refuseReason ?? null) : null })
        .where(eq(offlineHandleEventItem.eventItemId, latest.eventItemId));
    }
    if (body.status === OfflineEventStatus.PASSED) {
      await tx
        .update(spu)
        .set({ status: SpuStatus.OFF_SHELF })
        .where(and(eq(spu.spuId, event.spuId), eq(spu.status, SpuStatus.VIOLATION)));
    }
  });
}
