// Categories (spec §4, §5): the platform's three-level tree and each shop's two-level one — the calls,
// their bodies, answers and messages.
import { z } from 'zod';
import { servicePaths } from '../common/services.ts';
import { requiredId, saveId, updateBodyOf, RecordVersion } from '../common/wire.ts';

/** Category status (spec section 4): 1 normal, 0 off shelf; -1 is deleted and never listed. */
export const CategoryStatus = { DELETED: -1, OFF_SHELF: 0, NORMAL: 1 } as const;

/** shop_id of the platform's own categories. */
export const PLATFORM_SHOP_ID = 0;

export const CATEGORY_LIMITS = {
  nameMax: 255,
  /** Description, icon and picture columns. */
  textMax: 255,
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
  imageTooLong: `分类图片长度不能超过${CATEGORY_LIMITS.textMax}个字符`,
  descInvalid: '分类描述不正确',
  descTooLong: `分类描述长度不能超过${CATEGORY_LIMITS.textMax}个字符`,
  iconInvalid: '分类图标不正确',
  iconTooLong: `分类图标长度不能超过${CATEGORY_LIMITS.textMax}个字符`,
  parentRequired: '上级分类不能为空',
  seqInteger: '排序必须为整数',
  seqMin: '排序不能小于0',
  seqMax: `排序不能大于${CATEGORY_LIMITS.maxSeq}`,
  statusInvalid: '状态不正确',
  idRequired: '分类id不能为空',
  idInvalid: '分类id不正确',
} as const;
const M = CATEGORY_MESSAGES;

export const CATEGORY_PATHS = servicePaths('product', {
  platformCategories: '/admin/category/platform_categories',
  shopCategories: '/admin/category/shop_categories',
  byParent: '/admin/category/get_list_by_parent_id',
  one: '/admin/category',
  status: '/admin/category/category_enable_or_disable',
});

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const statusFlag = z.coerce.number({ error: M.statusInvalid }).int(M.statusInvalid).min(0, M.statusInvalid).max(1, M.statusInvalid);

export const CategoryIdQuery = z.object({ categoryId: requiredId(M.idRequired) });
export type CategoryIdQuery = z.infer<typeof CategoryIdQuery>;

export const CategoryParentQuery = z.object({
  parentId: z.coerce.number({ error: M.parentRequired }).int(M.parentRequired).min(0, M.parentRequired),
});
export type CategoryParentQuery = z.infer<typeof CategoryParentQuery>;

export const CategoryBody = z.object({
  categoryId: saveId(M.idInvalid),
  parentId: z.coerce.number({ error: M.parentRequired }).int(M.parentRequired).min(0, M.parentRequired),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(CATEGORY_LIMITS.nameMax, M.nameTooLong),
  desc: z.string({ error: M.descInvalid }).max(CATEGORY_LIMITS.textMax, M.descTooLong).nullish(),
  icon: z.string({ error: M.iconInvalid }).max(CATEGORY_LIMITS.textMax, M.iconTooLong).nullish(),
  imgUrl: z.string({ error: M.imageRequired }).trim().min(1, M.imageRequired).max(CATEGORY_LIMITS.textMax, M.imageTooLong),
  seq: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: M.seqInteger })
      .int(M.seqInteger)
      .min(0, M.seqMin)
      .max(CATEGORY_LIMITS.maxSeq, M.seqMax)
      .default(CATEGORY_LIMITS.defaultSeq),
  ),
  status: z.preprocess(emptyToUndefined, statusFlag.default(CategoryStatus.NORMAL)),
  /** Sent by the upstream client; the server derives the level from the parent. */
  level: z.unknown().optional(),
});
export type CategoryBody = z.infer<typeof CategoryBody>;
export const CategoryUpdateBody = updateBodyOf(CategoryBody);
export type CategoryUpdateBody = z.infer<typeof CategoryUpdateBody>;

export const CategoryStatusBody = z.object({ categoryId: requiredId(M.idRequired), status: statusFlag });
export type CategoryStatusBody = z.infer<typeof CategoryStatusBody>;

export const CategoryVO = z.object({
  categoryId: z.number(),
  shopId: z.number(),
  parentId: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  /** Ancestor ids joined by '-' ('' at the top level). */
  path: z.string(),
  status: z.number(),
  icon: z.string().nullable(),
  imgUrl: z.string().nullable(),
  level: z.number(),
  seq: z.number(),
  /** Names of the ancestors, root first: read with one category, null in lists. */
  pathNames: z.array(z.string()).nullable(),
  /** mall4cloud's child list; this server answers flat lists, so it is always null. */
  categories: z.null(),
  version: RecordVersion,
});
export type CategoryVO = z.infer<typeof CategoryVO>;
export const CategoryList = z.array(CategoryVO);
