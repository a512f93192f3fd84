// Take-downs of products (spec §4, §7): the platform's review and violation take-down, the merchant's
// reapplication, their bodies, answer and messages.
import { z } from 'zod';
import { servicePaths } from '../common/services.ts';
import { WireTime } from '../common/wire.ts';
import { SPU_MESSAGES } from './spu.ts';

/** Offline handling status: 1 platform offline, 2 waiting for review, 3 passed, 4 failed. */
export const OfflineEventStatus = { OFFLINE: 1, WAITING: 2, PASSED: 3, FAILED: 4 } as const;

export const OFFLINE_EVENT_LIMITS = { reason: 500 } as const;

export const OFFLINE_EVENT_MESSAGES = {
  eventNotFound: '违规下架记录不存在',
  eventNotApplicable: '该商品已提交申请，请耐心等待审核',
  platformOnly: '无权限操作！',
  notPending: '商品不在待审核状态',
  opinionRequired: '请填写审核意见',
  notOnShelf: '只能下架出售中的商品',
  eventNotWaiting: '该申请不在待审核状态',
  offlineReasonRequired: '请填写下架原因',
  offlineReasonTooLong: `下架原因不能超过${OFFLINE_EVENT_LIMITS.reason}个字符`,
  reapplyReasonTooLong: `申请理由不能超过${OFFLINE_EVENT_LIMITS.reason}个字符`,
  opinionTooLong: `审核意见不能超过${OFFLINE_EVENT_LIMITS.reason}个字符`,
  refuseReasonTooLong: `拒绝原因不能超过${OFFLINE_EVENT_LIMITS.reason}个字符`,
  statusInvalid: '状态不正确',
  prodIdRequired: 'prodId不能为空',
  prodIdInvalid: 'prodId不正确',
  eventIdInvalid: 'eventId不正确',
  handleIdInvalid: 'handleId不正确',
} as const;
const M = OFFLINE_EVENT_MESSAGES;

/** The merchant's side: read a product's latest take-down and apply to have it lifted. */
export const OFFLINE_EVENT_PATHS = servicePaths('product', {
  byProdId: '/admin/product_offline_handle_event/get_offline_handle_event_by_prodId/:prodId',
  auditApply: '/admin/product_offline_handle_event/audit_apply',
});

/** The platform's side: review a product put on shelf, take one down, judge a reapplication. */
export const PLATFORM_REVIEW_PATHS = servicePaths('product', {
  spuAudit: '/platform/spu/audit',
  spuOffline: '/platform/spu/offline',
  offlineEventAudit: '/platform/offline_handle_event/audit',
});

const safeId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
const reason = (message: string) => z.string({ error: message }).trim().max(OFFLINE_EVENT_LIMITS.reason, message);

export const ProdIdParams = z.object({
  prodId: z.coerce.number({ error: M.prodIdRequired }).int(M.prodIdInvalid).positive(M.prodIdInvalid).max(Number.MAX_SAFE_INTEGER, M.prodIdInvalid),
});
export type ProdIdParams = z.infer<typeof ProdIdParams>;

export const AuditApplyBody = z.object({
  eventId: safeId(M.eventIdInvalid),
  handleId: z.preprocess((v) => (v === '' || v === null ? undefined : v), safeId(M.handleIdInvalid).optional()),
  reapplyReason: z
    .string({ error: SPU_MESSAGES.reapplyReason })
    .trim()
    .min(1, SPU_MESSAGES.reapplyReason)
    .max(OFFLINE_EVENT_LIMITS.reason, M.reapplyReasonTooLong),
});
export type AuditApplyBody = z.infer<typeof AuditApplyBody>;

/** Platform review of a pending product: status 1 approves, 4 rejects (an opinion is then required). */
export const SpuAuditBody = z.object({
  spuId: safeId(SPU_MESSAGES.spuIdInvalid),
  status: z.union([z.literal(1), z.literal(4)], { error: M.statusInvalid }),
  opinion: reason(M.opinionTooLong).nullish(),
});
export type SpuAuditBody = z.infer<typeof SpuAuditBody>;

export const SpuOfflineBody = z.object({
  spuId: safeId(SPU_MESSAGES.spuIdInvalid),
  offlineReason: z
    .string({ error: M.offlineReasonRequired })
    .trim()
    .min(1, M.offlineReasonRequired)
    .max(OFFLINE_EVENT_LIMITS.reason, M.offlineReasonTooLong),
});
export type SpuOfflineBody = z.infer<typeof SpuOfflineBody>;

export const OfflineEventAuditBody = z.object({
  eventId: safeId(M.eventIdInvalid),
  status: z.union([z.literal(3), z.literal(4)], { error: M.statusInvalid }),
  refuseReason: reason(M.refuseReasonTooLong).nullish(),
});
export type OfflineEventAuditBody = z.infer<typeof OfflineEventAuditBody>;

export const OfflineHandleEventVO = z.object({
  eventId: z.number(),
  /** The product taken down. */
  handleId: z.number(),
  handler: z.string().nullable(),
  status: z.number(),
  offlineReason: z.string(),
  createTime: WireTime,
  updateTime: WireTime,
  offlineHandleEventItemList: z.array(
    z.object({
      eventItemId: z.number(),
      reapplyReason: z.string(),
      reapplyTime: WireTime,
      refuseReason: z.string().nullable(),
      auditTime: WireTime,
    }),
  ),
});
export type OfflineHandleEventVO = z.infer<typeof OfflineHandleEventVO>;
