// Product attributes (spec §2, §3): a shop's sales attributes and the platform's basic ones — the calls,
// their bodies, answers and messages.
import { z } from 'zod';
import { servicePaths } from '../common/services.ts';
import { blankToUndefined, PageOf, PageQuery, requiredId, saveId, readVersion, RecordVersion } from '../common/wire.ts';

/** attrType: 0 sales (sku) attribute of a shop, 1 basic attribute of platform categories. */
export const AttrType = { SALES: 0, BASIC: 1 } as const;
/** searchType: 1 important (a product must fill it in), 0 ordinary. */
export const SearchType = { ORDINARY: 0, IMPORTANT: 1 } as const;

export const ATTR_LIMITS = { name: 20, desc: 30, value: 20, maxValues: 100, maxCategories: 500, nameFilter: 100 } as const;

/** Texts of the spec, word for word, and the server's own for limits the spec leaves unworded. */
export const ATTR_MESSAGES = {
  nameRequired: '请输入属性名称',
  nameTooLong: `属性名称不能超过${ATTR_LIMITS.name}个字符`,
  descInvalid: '属性描述不正确',
  descTooLong: `属性描述不能超过${ATTR_LIMITS.desc}个字符`,
  valueTooLong: `属性值不能超过${ATTR_LIMITS.value}个字符`,
  valueEmpty: '已创建的属性值不能为空！请重新创建',
  valuesRequired: '请至少创建一个属性值',
  tooManyValues: `属性值不能超过${ATTR_LIMITS.maxValues}个`,
  notFound: '属性不存在或已删除',
  attrIdRequired: 'attrId不能为空',
  attrIdInvalid: 'attrId不正确',
  attrValueIdInvalid: 'attrValueId不正确',
  categoryIdRequired: 'categoryId不能为空',
  categoriesRequired: '请选择分类',
  categoryInvalid: '请选择正确的平台分类',
  tooManyCategories: `分类不能超过${ATTR_LIMITS.maxCategories}个`,
  attrTypeInvalid: '属性类型不正确',
  searchTypeInvalid: '属性检索类型不正确',
  nameFilterTooLong: `属性名称不能超过${ATTR_LIMITS.nameFilter}个字符`,
} as const;
const M = ATTR_MESSAGES;

export const ATTR_PATHS = servicePaths('product', {
  page: '/admin/attr/page',
  one: '/admin/attr',
  shopAttrs: '/admin/attr/get_shop_attrs',
  byCategory: '/admin/attr/get_attrs_by_category_id',
});

/** '' and null from the upstream client mean "none". */
const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
const optionalFlag = (message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).min(0, message).max(1, message).optional());

export const AttrIdQuery = z.object({ attrId: requiredId(M.attrIdRequired) });
export type AttrIdQuery = z.infer<typeof AttrIdQuery>;

export const AttrCategoryQuery = z.object({ categoryId: requiredId(M.categoryIdRequired) });
export type AttrCategoryQuery = z.infer<typeof AttrCategoryQuery>;

export const AttrPageQuery = PageQuery.extend({
  name: z.string({ error: M.nameFilterTooLong }).max(ATTR_LIMITS.nameFilter, M.nameFilterTooLong).optional(),
  searchType: optionalFlag(M.searchTypeInvalid),
  attrType: optionalFlag(M.attrTypeInvalid),
});
export type AttrPageQuery = z.infer<typeof AttrPageQuery>;

export const AttrValueBody = z.object({
  attrValueId: z.preprocess(blankToUndefined, positiveId(M.attrValueIdInvalid).optional()),
  value: z.string({ error: M.valueEmpty }).trim().min(1, M.valueEmpty).max(ATTR_LIMITS.value, M.valueTooLong),
});
export type AttrValueBody = z.infer<typeof AttrValueBody>;

/**
 * One entry per distinct value, in first-seen order. Of duplicates the one that names an existing
 * row wins, so re-sending a value the attribute already has updates it instead of replacing it.
 */
export function collapseAttrValues<T extends { attrValueId?: number; value: string }>(values: readonly T[]): T[] {
  const byValue = new Map<string, T>();
  for (const v of values) {
    const seen = byValue.get(v.value);
    if (!seen || (seen.attrValueId === undefined && v.attrValueId !== undefined)) byValue.set(v.value, v);
  }
  return [...byValue.values()];
}

export const AttrBody = z.object({
  attrId: saveId(M.attrIdInvalid),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(ATTR_LIMITS.name, M.nameTooLong),
  desc: z.string({ error: M.descInvalid }).trim().max(ATTR_LIMITS.desc, M.descTooLong).nullish(),
  /** Only the platform chooses these; a shop's attributes are always sales attributes. */
  attrType: optionalFlag(M.attrTypeInvalid),
  searchType: optionalFlag(M.searchTypeInvalid),
  categoryIds: z.array(positiveId(M.categoryInvalid), { error: M.categoryInvalid }).max(ATTR_LIMITS.maxCategories, M.tooManyCategories).nullish(),
  attrValues: z
    .array(AttrValueBody, { error: M.valuesRequired })
    .min(1, M.valuesRequired)
    .max(ATTR_LIMITS.maxValues, M.tooManyValues)
    .transform(collapseAttrValues),
  version: readVersion(),
});
export type AttrBody = z.infer<typeof AttrBody>;

export const AttrValueVO = z.object({ attrValueId: z.number(), attrId: z.number(), value: z.string() });
export type AttrValueVO = z.infer<typeof AttrValueVO>;

/** A platform category an attribute belongs to, as the attribute's detail names it. */
export const AttrCategoryVO = z.object({ categoryId: z.number(), parentId: z.number(), name: z.string(), level: z.number(), status: z.number() });
export type AttrCategoryVO = z.infer<typeof AttrCategoryVO>;

export const AttrVO = z.object({
  attrId: z.number(),
  shopId: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  searchType: z.number(),
  attrType: z.number(),
  attrValues: z.array(AttrValueVO),
  /** Basic attributes only: the platform categories the attribute belongs to. */
  categoryIds: z.array(z.number()),
  /** Filled when one attribute is read; empty in lists. */
  categories: z.array(AttrCategoryVO),
  /** The list page only: how many of the shop's products (not deleted) are made with it, for the delete confirmation. */
  spuCount: z.number().optional(),
  createTime: z.string(),
  updateTime: z.string(),
  version: RecordVersion,
});
export type AttrVO = z.infer<typeof AttrVO>;
export const AttrList = z.array(AttrVO);
export const AttrPage = PageOf(AttrVO);
