// Hot-search terms (spec §2, §3, §5, §7; contract §4.2): the calls, their bodies, answers and messages.
import { z } from 'zod';
import { PageOf, PageQuery, SaveId, WireTime, blankAsUndefined, flag, requiredId, updateBodyOf, RecordVersion } from '../common/wire.ts';
import { servicePaths } from '../common/services.ts';

export const HOT_SEARCH_LIMITS = { titleMax: 20, contentMax: 30, seqMax: 32767 } as const;

export const HOT_SEARCH_MESSAGES = {
  titleRequired: '标题不能为空',
  titleTooLong: `标题不能超过${HOT_SEARCH_LIMITS.titleMax}个字符`,
  contentRequired: '内容不能为空',
  contentTooLong: `内容不能超过${HOT_SEARCH_LIMITS.contentMax}个字符`,
  seqInteger: '排序必须为整数',
  seqMin: '排序不能小于0',
  seqMax: `排序不能大于${HOT_SEARCH_LIMITS.seqMax}`,
  statusInvalid: '状态不正确',
  idRequired: 'hotSearchId不能为空',
  notFound: '热搜不存在或已删除',
} as const;
const M = HOT_SEARCH_MESSAGES;

export const HOT_SEARCH_PATHS = servicePaths('multishop', {
  page: '/admin/hot_search/page',
  one: '/admin/hot_search',
});

export const HotSearchBody = z.object({
  hotSearchId: SaveId,
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(HOT_SEARCH_LIMITS.titleMax, M.titleTooLong),
  content: z.string({ error: M.contentRequired }).trim().min(1, M.contentRequired).max(HOT_SEARCH_LIMITS.contentMax, M.contentTooLong),
  seq: z.coerce.number({ error: M.seqInteger }).int(M.seqInteger).min(0, M.seqMin).max(HOT_SEARCH_LIMITS.seqMax, M.seqMax).default(0),
  status: flag(M.statusInvalid).default(1),
});
export type HotSearchBody = z.infer<typeof HotSearchBody>;
export const HotSearchUpdateBody = updateBodyOf(HotSearchBody);
export type HotSearchUpdateBody = z.infer<typeof HotSearchUpdateBody>;

export const HotSearchIdQuery = z.object({ hotSearchId: requiredId(M.idRequired) });
export type HotSearchIdQuery = z.infer<typeof HotSearchIdQuery>;

export const HotSearchPageQuery = PageQuery.extend({
  title: z.string().max(255).optional(),
  content: z.string().max(255).optional(),
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export type HotSearchPageQuery = z.infer<typeof HotSearchPageQuery>;

export const HotSearchVO = z.object({
  hotSearchId: z.number(),
  shopId: z.number(),
  title: z.string(),
  content: z.string(),
  seq: z.number(),
  status: z.number(),
  createTime: WireTime,
  updateTime: WireTime,
  version: RecordVersion,
});
export type HotSearchVO = z.infer<typeof HotSearchVO>;
export const HotSearchPage = PageOf(HotSearchVO);
