import { z } from 'zod';

/** Hot-search and notice limits and states (spec sections 4, 5 and 9). */
export const HOT_SEARCH_LIMITS = { titleMax: 20, contentMax: 30 } as const;
export const NoticeStatus = { REVOKED: 0, PUBLISHED: 1 } as const;
export const NOTICE_DEFAULT_TYPE = 2;

const positiveId = z.coerce.number().int().positive();
const flag = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(1, message);

export const HotSearchBody = z.object({
  hotSearchId: positiveId.optional(),
  title: z
    .string({ error: '标题不能为空' })
    .trim()
    .min(1, '标题不能为空')
    .max(HOT_SEARCH_LIMITS.titleMax, `标题不能超过${HOT_SEARCH_LIMITS.titleMax}个字符`),
  content: z
    .string({ error: '内容不能为空' })
    .trim()
    .min(1, '内容不能为空')
    .max(HOT_SEARCH_LIMITS.contentMax, `内容不能超过${HOT_SEARCH_LIMITS.contentMax}个字符`),
  seq: z.coerce.number({ error: '排序必须为整数' }).int('排序必须为整数').min(0, '排序不能小于0').max(32767, '排序不能大于32767').default(0),
  status: flag('状态不正确').default(1),
});
export type HotSearchBody = z.infer<typeof HotSearchBody>;

export interface HotSearchVO {
  hotSearchId: number;
  shopId: number;
  title: string;
  content: string;
  seq: number;
  status: number;
  createTime: string;
  updateTime: string;
}

export const NoticeBody = z.object({
  id: positiveId.optional(),
  title: z.string({ error: '标题不能为空' }).trim().min(1, '标题不能为空').max(255, '标题不能超过255个字符'),
  /** Rich text; the server sanitises it on every write. */
  content: z.string().max(200_000, '内容过长').nullish(),
  type: z.coerce.number().int().min(0).max(99).default(NOTICE_DEFAULT_TYPE),
  status: flag('状态不正确').default(NoticeStatus.PUBLISHED),
  isTop: flag('置顶状态不正确').default(0),
});
export type NoticeBody = z.infer<typeof NoticeBody>;

export interface NoticeVO {
  id: number;
  shopId: number;
  title: string;
  content: string | null;
  type: number;
  status: number;
  isTop: number;
  publishTime: string | null;
  createTime: string;
  updateTime: string;
}
