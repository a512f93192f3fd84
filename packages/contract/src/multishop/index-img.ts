// Home carousel images (spec §5, §9; contract §4.2): the calls, their bodies, answers and messages.
import { z } from 'zod';
import { INT4_MAX } from '../common/codes.ts';
import { PageOf, PageQuery, requiredId, saveId, updateBodyOf, WireTime, RecordVersion } from '../common/wire.ts';
import { servicePaths } from '../common/services.ts';

export const INDEX_IMG_LIMITS = { imgUrlMax: 255, seqMax: INT4_MAX } as const;

export const INDEX_IMG_MESSAGES = {
  imgUrlRequired: '图片不能为空',
  imgUrlTooLong: `图片地址不能超过${INDEX_IMG_LIMITS.imgUrlMax}个字符`,
  seqRequired: '序号不能为空',
  seqInteger: '序号必须为整数',
  seqMin: '序号不能小于0',
  seqMax: `序号不能大于${INDEX_IMG_LIMITS.seqMax}`,
  imgTypeRequired: '图片类型不能为空',
  imgTypeInvalid: '图片类型不正确',
  statusInvalid: '状态不正确',
  imgIdRequired: 'imgId不能为空',
  notFound: '轮播图不存在或已删除',
  spuNotFound: '商品不存在或已删除',
  spuNotOnShelf: '商品未上架，不能关联到轮播图',
} as const;
const M = INDEX_IMG_MESSAGES;

export const INDEX_IMG_PATHS = servicePaths('multishop', {
  page: '/admin/index_img/page',
  one: '/admin/index_img',
});

/** The upstream client sends '' for "no product": read it as null. */
const optionalSpuId = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' ? null : v),
  z.coerce.number({ error: M.spuNotFound }).int(M.spuNotFound).positive(M.spuNotFound).nullish(),
);

export const IndexImgBody = z.object({
  imgId: saveId(M.notFound),
  imgUrl: z.string({ error: M.imgUrlRequired }).trim().min(1, M.imgUrlRequired).max(INDEX_IMG_LIMITS.imgUrlMax, M.imgUrlTooLong),
  seq: z.coerce.number({ error: M.seqRequired }).int(M.seqInteger).min(0, M.seqMin).max(INDEX_IMG_LIMITS.seqMax, M.seqMax),
  imgType: z.coerce.number({ error: M.imgTypeRequired }).int(M.imgTypeInvalid).min(0, M.imgTypeInvalid).max(1, M.imgTypeInvalid),
  status: z.coerce.number({ error: M.statusInvalid }).int(M.statusInvalid).min(0, M.statusInvalid).max(1, M.statusInvalid).default(1),
  spuId: optionalSpuId,
});
export type IndexImgBody = z.infer<typeof IndexImgBody>;
export const IndexImgUpdateBody = updateBodyOf(IndexImgBody);
export type IndexImgUpdateBody = z.infer<typeof IndexImgUpdateBody>;

export const IndexImgIdQuery = z.object({ imgId: requiredId(M.imgIdRequired) });
export type IndexImgIdQuery = z.infer<typeof IndexImgIdQuery>;

export const IndexImgPageQuery = PageQuery.extend({
  imgType: z.coerce.number().int().min(0).max(1).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type IndexImgPageQuery = z.infer<typeof IndexImgPageQuery>;

/** The product a carousel image links to, as the detail answer carries it. */
export const IndexImgSpu = z.object({
  spuId: z.number(),
  name: z.string(),
  spuName: z.string(),
  mainImgUrl: z.string().nullable(),
});
export type IndexImgSpu = z.infer<typeof IndexImgSpu>;

export const IndexImgVO = z.object({
  imgId: z.number(),
  shopId: z.number(),
  imgUrl: z.string(),
  status: z.number(),
  seq: z.number(),
  spuId: z.number().nullable(),
  imgType: z.number(),
  createTime: WireTime,
  /** Only in the single-record answer; null in page rows and when no product is linked. */
  spu: IndexImgSpu.nullable(),
  version: RecordVersion,
});
export type IndexImgVO = z.infer<typeof IndexImgVO>;
export const IndexImgPage = PageOf(IndexImgVO);
