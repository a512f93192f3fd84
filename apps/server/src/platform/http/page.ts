import { z } from 'zod';
import type { PageVO } from '@caremall/contract';

/** pageNum is 1-based; pageSize is clamped to 500 as upstream does. */
export const PageQuery = z.object({
  pageNum: z.coerce.number({ error: 'pageNum不能为空' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize不能为空' })
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, 500)),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<T>(list: T[], total: number, pageSize: number): PageVO<T> {
  return { pages: Math.ceil(total / pageSize), total, list };
}
