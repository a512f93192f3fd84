// Shop notices (spec §2, §3, §4): the calls, their bodies, answers and messages. No upstream counterpart.
import { z } from 'zod';
import { PageOf, PageQuery, SaveId, WireTime, blankAsUndefined, flag, requiredId, updateBodyOf, RecordVersion } from '../common/wire.ts';
import { servicePaths } from '../common/services.ts';

export const NoticeStatus = { REVOKED: 0, PUBLISHED: 1 } as const;
export const NOTICE_DEFAULT_TYPE = 2;

/** Spec §5: notices have no field rules; only the content keeps a size a request may carry. */
export const NOTICE_LIMITS = { contentMax: 200_000 } as const;

export const NOTICE_MESSAGES = {
  titleInvalid: '标题格式不正确',
  contentTooLong: '内容过长',
  typeInvalid: '类型不正确',
  statusInvalid: '状态不正确',
  isTopInvalid: '置顶状态不正确',
  idRequired: 'id不能为空',
  notFound: '公告不存在或已删除',
} as const;
const M = NOTICE_MESSAGES;

export const NOTICE_PATHS = servicePaths('multishop', {
  page: '/admin/notice/page',
  one: '/admin/notice',
});

export const NoticeBody = z.object({
  id: SaveId,
  /** Neither required nor capped (spec §5: no rules); a missing title is empty. */
  title: z.string({ error: M.titleInvalid }).default(''),
  /** Rich text; the server sanitises it on every write. */
  content: z.string().max(NOTICE_LIMITS.contentMax, M.contentTooLong).nullish(),
  type: z.coerce.number({ error: M.typeInvalid }).int(M.typeInvalid).min(0, M.typeInvalid).max(99, M.typeInvalid).default(NOTICE_DEFAULT_TYPE),
  status: flag(M.statusInvalid).default(NoticeStatus.PUBLISHED),
  isTop: flag(M.isTopInvalid).default(0),
});
export type NoticeBody = z.infer<typeof NoticeBody>;
export const NoticeUpdateBody = updateBodyOf(NoticeBody);
export type NoticeUpdateBody = z.infer<typeof NoticeUpdateBody>;

export const NoticeIdQuery = z.object({ id: requiredId(M.idRequired) });
export type NoticeIdQuery = z.infer<typeof NoticeIdQuery>;

export const NoticePageQuery = PageQuery.extend({
  title: z.string().max(255).optional(),
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(1).optional()),
  isTop: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export type NoticePageQuery = z.infer<typeof NoticePageQuery>;

export const NoticeVO = z.object({
  id: z.number(),
  shopId: z.number(),
  title: z.string(),
  content: z.string().nullable(),
  type: z.number(),
  status: z.number(),
  isTop: z.number(),
  /** Null until first published; kept when revoked. */
  publishTime: WireTime,
  createTime: z.string(),
  updateTime: z.string(),
  version: RecordVersion,
});
export type NoticeVO = z.infer<typeof NoticeVO>;
export const NoticePage = PageOf(NoticeVO);
