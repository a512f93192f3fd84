import { z } from 'zod';

/** Category status (spec section 4): 1 normal, 0 off shelf; -1 is deleted and never listed. */
export const CategoryStatus = { DELETED: -1, OFF_SHELF: 0, NORMAL: 1 } as const;
/** Brand status: 1 normal, otherwise offline (-1 deleted). */
export const BrandStatus = { DELETED: -1, OFFLINE: 0, NORMAL: 1 } as const;

/** shop_id of the platform's own categories. */
export const PLATFORM_SHOP_ID = 0;

export const CATEGORY_LIMITS = {
  nameMax: 255,
  /** Levels are 0-based: a shop has levels 0 and 1, the platform 0, 1 and 2. */
  shopMaxLevel: 1,
  platformMaxLevel: 2,
  defaultSeq: 1,
  maxSeq: 2_147_483_647,
  /** Recommended picture size of a top-level category. */
  topImageSize: '510*80',
} as const;

/** Texts of the spec and the upstream service, word for word. */
export const CATEGORY_MESSAGES = {
  levelTooDeep: '分类等级最高只能为二级分类',
  nameExists: '分类名已存在，请重新输入',
  inUse: '该分类在使用中，不能进行删除操作',
  notFound: '分类不存在或已删除',
  ownParent: '上级分类不能选择自己',
  parentOffShelf: '上级分类处于下架状态，请先上架上级分类',
  nameRequired: '分类名称不能为空',
  nameTooLong: `分类名称长度不能超过${CATEGORY_LIMITS.nameMax}个字符`,
  imageRequired: '分类图片不能为空',
  parentRequired: '上级分类不能为空',
  seqInteger: '排序必须为整数',
  seqMin: '排序不能小于0',
  statusInvalid: '状态不正确',
  idRequired: '分类id不能为空',
} as const;

const M = CATEGORY_MESSAGES;
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const CategoryIdQuery = z.object({
  categoryId: z.coerce.number({ error: M.idRequired }).int(M.idRequired).positive(M.idRequired),
});
export type CategoryIdQuery = z.infer<typeof CategoryIdQuery>;

export const CategoryBody = z.object({
  categoryId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  parentId: z.coerce.number({ error: M.parentRequired }).int(M.parentRequired).min(0, M.parentRequired),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(CATEGORY_LIMITS.nameMax, M.nameTooLong),
  desc: z.string().max(255).nullish(),
  icon: z.string().max(255).nullish(),
  imgUrl: z.string({ error: M.imageRequired }).trim().min(1, M.imageRequired).max(255),
  seq: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: M.seqInteger })
      .int(M.seqInteger)
      .min(0, M.seqMin)
      .max(CATEGORY_LIMITS.maxSeq, M.seqInteger)
      .default(CATEGORY_LIMITS.defaultSeq),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: M.statusInvalid }).int(M.statusInvalid).min(0, M.statusInvalid).max(1, M.statusInvalid).default(1),
  ),
  /** Sent by the upstream client; the server derives the level from the parent. */
  level: z.unknown().optional(),
});
export type CategoryBody = z.infer<typeof CategoryBody>;

export const CategoryStatusBody = z.object({
  categoryId: z.coerce.number({ error: M.idRequired }).int(M.idRequired).positive(M.idRequired),
  status: z.coerce.number({ error: M.statusInvalid }).int(M.statusInvalid).min(0, M.statusInvalid).max(1, M.statusInvalid),
});
export type CategoryStatusBody = z.infer<typeof CategoryStatusBody>;

export interface CategoryVO {
  categoryId: number;
  shopId: number;
  parentId: number;
  name: string;
  desc: string | null;
  path: string;
  status: number;
  icon: string | null;
  imgUrl: string | null;
  level: number;
  seq: number;
  pathNames: string[] | null;
  categories: CategoryVO[] | null;
}

export interface BrandVO {
  brandId: number;
  name: string;
  desc: string | null;
  imgUrl: string | null;
  firstLetter: string | null;
  seq: number;
  status: number;
  categories: CategoryVO[] | null;
}
