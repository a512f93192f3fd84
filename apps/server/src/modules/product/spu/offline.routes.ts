import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AuditApplyBody,
  OfflineEventAuditBody,
  OfflineEventStatus,
  SpuAuditBody,
  SpuOfflineBody,
  SpuStatus,
  type OfflineHandleEventVO,
} from '@caremall/contract';
import { offlineHandleEvent, offlineHandleEventItem, shopUser, spu } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { currentUser, shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../../platform/http/envelope.ts';
import { formatTime } from '../../../platform/http/time.ts';
import { unlinkCarousel } from './spu-status.ts';
import { findOwnedSpu, MSG_SPU_NOT_FOUND } from './spu-vo.ts';
import { PRODUCT_MENUS, forMenus, forPlatformAdmin } from '../../../platform/auth/access.ts';

const PLATFORM_REVIEW = forPlatformAdmin('platform review of products: approving, taking down and judging reapplications');

export const MSG_EVENT_NOT_FOUND = '违规下架记录不存在';
export const MSG_EVENT_NOT_APPLICABLE = '该商品已提交申请，请耐心等待审核';
export const MSG_PLATFORM_ONLY = '无权限操作！';
export const MSG_NOT_PENDING = '商品不在待审核状态';
export const MSG_OPINION_REQUIRED = '请填写审核意见';
export const MSG_NOT_ON_SHELF = '只能下架出售中的商品';
export const MSG_EVENT_NOT_WAITING = '该申请不在待审核状态';

const ProdIdParams = z.object({ prodId: z.coerce.number({ error: 'prodId不能为空' }).int().positive('prodId不正确') });

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

/** The merchant side: read the latest take-down of a product and apply to have it lifted. */
export const offlineEventRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get(
    '/admin/product_offline_handle_event/get_offline_handle_event_by_prodId/:prodId',
    { config: forMenus(...PRODUCT_MENUS), schema: { params: ProdIdParams } },
    async (request) => {
      const { prodId } = request.params as z.infer<typeof ProdIdParams>;
      const shopId = shopIdOf(request);
      await findOwnedSpu(db, shopId, prodId);
      const [event] = await db
        .select()
        .from(offlineHandleEvent)
        .where(and(eq(offlineHandleEvent.spuId, prodId), eq(offlineHandleEvent.shopId, shopId)))
        .orderBy(desc(offlineHandleEvent.eventId))
        .limit(1);
      return ok(event ? await eventVO(db, event) : null);
    },
  );

  app.post('/admin/product_offline_handle_event/audit_apply', { schema: { body: AuditApplyBody } }, async (request) => {
    const body = request.body as AuditApplyBody;
    const shopId = shopIdOf(request);
    await db.transaction(async (tx) => {
      // Locked: two reapplications, or a reapplication and the platform's verdict, run one after the other.
      const [event] = await tx
        .select()
        .from(offlineHandleEvent)
        .where(and(eq(offlineHandleEvent.eventId, body.eventId), eq(offlineHandleEvent.shopId, shopId)))
        .for('update');
      if (!event || (body.handleId !== undefined && body.handleId !== event.spuId)) throw showFail(MSG_EVENT_NOT_FOUND);
      if (event.status !== OfflineEventStatus.OFFLINE && event.status !== OfflineEventStatus.FAILED) throw showFail(MSG_EVENT_NOT_APPLICABLE);
      await tx.update(offlineHandleEvent).set({ status: OfflineEventStatus.WAITING }).where(eq(offlineHandleEvent.eventId, event.eventId));
      await tx.insert(offlineHandleEventItem).values({ eventId: event.eventId, reapplyReason: body.reapplyReason });
    });
    return ok(null);
  });
};

function platformOnly(request: FastifyRequest) {
  if (currentUser(request).tenantId !== 0) throw showFail(MSG_PLATFORM_ONLY);
}

/** Any shop's live product, locked for the rest of the transaction as the shop's own status changes lock it. */
async function lockAnySpu(tx: Db, spuId: number) {
  const [row] = await tx
    .select()
    .from(spu)
    .where(and(eq(spu.spuId, spuId), ne(spu.status, SpuStatus.DELETED)))
    .for('update');
  if (!row) throw showFail(MSG_SPU_NOT_FOUND);
  return row;
}

/**
 * The platform side (platform staff only): review a product put on shelf, take a product down for
 * a violation, and answer a reapplication.
 */
export const platformReviewRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.put('/platform/spu/audit', { config: PLATFORM_REVIEW, schema: { body: SpuAuditBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as SpuAuditBody;
    await db.transaction(async (tx) => {
      const row = await lockAnySpu(tx, body.spuId);
      if (row.status !== SpuStatus.PENDING_REVIEW) throw showFail(MSG_NOT_PENDING);
      if (body.status === SpuStatus.REJECTED && !body.opinion) throw showFail(MSG_OPINION_REQUIRED);
      await tx
        .update(spu)
        .set({ status: body.status, opinion: body.opinion ?? null })
        .where(eq(spu.spuId, row.spuId));
    });
    return ok(null);
  });

  app.put('/platform/spu/offline', { config: PLATFORM_REVIEW, schema: { body: SpuOfflineBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as SpuOfflineBody;
    const [staff] = await db
      .select({ nickName: shopUser.nickName })
      .from(shopUser)
      .where(eq(shopUser.shopUserId, currentUser(request).userId));
    await db.transaction(async (tx) => {
      const row = await lockAnySpu(tx, body.spuId);
      if (row.status !== SpuStatus.ON_SHELF) throw showFail(MSG_NOT_ON_SHELF);
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
    return ok(null);
  });

  /** Passing lifts the take-down (the product comes back off shelf); failing keeps it down. */
  app.put('/platform/offline_handle_event/audit', { config: PLATFORM_REVIEW, schema: { body: OfflineEventAuditBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as OfflineEventAuditBody;
    await db.transaction(async (tx) => {
      // Locked: two verdicts, or a verdict and a reapplication, run one after the other.
      const [event] = await tx.select().from(offlineHandleEvent).where(eq(offlineHandleEvent.eventId, body.eventId)).for('update');
      if (!event) throw showFail(MSG_EVENT_NOT_FOUND);
      if (event.status !== OfflineEventStatus.WAITING) throw showFail(MSG_EVENT_NOT_WAITING);
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
    return ok(null);
  });
};
