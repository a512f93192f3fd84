// Shop notices (spec §2, §3, §4): bodies, answers, paths and messages. No upstream counterpart.
import { z } from 'zod';
import { SaveId, flag } from '../common/wire.ts';

export const NoticeStatus = { REVOKED: 0, PUBLISHED: 1 } as const;
export const NOTICE_DEFAULT_TYPE = 2;

export const NoticeBody = z.object({
  id: SaveId,
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
