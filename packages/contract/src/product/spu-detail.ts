// Product details (spec §2, the SPU detail screen): the rich text of each product, paged, read and written.
// Its texts are SPU_MESSAGES'; one product is read and cleared by `SpuIdQuery` (spu.ts).
import { z } from 'zod';
import { servicePaths } from '../common/services.ts';
import { PageOf, PageQuery, readVersion, RecordVersion, WireTime } from '../common/wire.ts';
import { SPU_LIMITS, SPU_MESSAGES } from './spu.ts';

export const SPU_DETAIL_PATHS = servicePaths('product', {
  page: '/m/spu_detail/page',
  one: '/m/spu_detail',
});

const safeId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

export const SpuDetailPageQuery = PageQuery.extend({
  spuId: z.preprocess((v) => (v === '' ? undefined : v), safeId(SPU_MESSAGES.spuIdInvalid).optional()),
});
export type SpuDetailPageQuery = z.infer<typeof SpuDetailPageQuery>;

export const SpuDetailBody = z.object({
  spuId: safeId(SPU_MESSAGES.spuIdInvalid),
  detail: z
    .string({ error: SPU_MESSAGES.invalid('detail') })
    .max(SPU_LIMITS.detail, SPU_MESSAGES.detailTooLong)
    .nullish(),
  /** The product's `version` as the detail was read (商品已在别处修改… when it changed since). */
  version: readVersion(SPU_MESSAGES.changedMeanwhile),
});
export type SpuDetailBody = z.infer<typeof SpuDetailBody>;

/** One product's detail; a product without one reads as ''. `version` is the product's. */
export const SpuDetailVO = z.object({ spuId: z.number(), detail: z.string(), version: RecordVersion });
export type SpuDetailVO = z.infer<typeof SpuDetailVO>;

/** `version` is the product's, for the detail dialog's save. */
export const SpuDetailRowVO = z.object({ spuId: z.number(), spuName: z.string(), detail: z.string(), updateTime: WireTime, version: RecordVersion });
export type SpuDetailRowVO = z.infer<typeof SpuDetailRowVO>;
export const SpuDetailRowPage = PageOf(SpuDetailRowVO);
