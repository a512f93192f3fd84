import { z } from 'zod';

/** attrType: 0 sales (sku) attribute of a shop, 1 basic attribute of platform categories. */
export const AttrType = { SALES: 0, BASIC: 1 } as const;
/** searchType: 1 important (a product must fill it in), 0 ordinary. */
export const SearchType = { ORDINARY: 0, IMPORTANT: 1 } as const;

export const ATTR_LIMITS = { name: 20, desc: 30, value: 20, maxValues: 100 } as const;

/** Texts of the spec, word for word, and the server's own for limits the spec leaves unworded. */
export const ATTR_MESSAGES = {
  nameRequired: '请输入属性名称',
  nameTooLong: `属性名称不能超过${ATTR_LIMITS.name}个字符`,
  descTooLong: `属性描述不能超过${ATTR_LIMITS.desc}个字符`,
  valueTooLong: `属性值不能超过${ATTR_LIMITS.value}个字符`,
  valueEmpty: '已创建的属性值不能为空！请重新创建',
  valuesRequired: '请至少创建一个属性值',
  tooManyValues: `属性值不能超过${ATTR_LIMITS.maxValues}个`,
  notFound: '属性不存在或已删除',
  attrIdRequired: 'attrId不能为空',
  categoryIdRequired: 'categoryId不能为空',
  categoriesRequired: '请选择分类',
  categoryInvalid: '请选择正确的平台分类',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const positiveId = z.coerce.number().int().positive();
const flag = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional());

export const AttrValueBody = z.object({
  attrValueId: z.preprocess(blankToUndefined, positiveId.optional()),
  value: z.string({ error: ATTR_MESSAGES.valueEmpty }).trim().min(1, ATTR_MESSAGES.valueEmpty).max(ATTR_LIMITS.value, ATTR_MESSAGES.valueTooLong),
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
  attrId: z.preprocess(blankToUndefined, positiveId.optional()),
  name: z.string({ error: ATTR_MESSAGES.nameRequired }).trim().min(1, ATTR_MESSAGES.nameRequired).max(ATTR_LIMITS.name, ATTR_MESSAGES.nameTooLong),
  desc: z.string().trim().max(ATTR_LIMITS.desc, ATTR_MESSAGES.descTooLong).nullish(),
  /** Only the platform chooses these; a shop's attributes are always sales attributes. */
  attrType: flag,
  searchType: flag,
  categoryIds: z.array(positiveId).max(500).nullish(),
  attrValues: z
    .array(AttrValueBody, { error: ATTR_MESSAGES.valuesRequired })
    .min(1, ATTR_MESSAGES.valuesRequired)
    .max(ATTR_LIMITS.maxValues, ATTR_MESSAGES.tooManyValues)
    .transform(collapseAttrValues),
});
export type AttrBody = z.infer<typeof AttrBody>;
export type AttrBodyInput = z.input<typeof AttrBody>;

export interface AttrValueVO {
  attrValueId: number;
  attrId: number;
  value: string;
}

export interface AttrCategoryVO {
  categoryId: number;
  parentId: number;
  name: string;
  level: number;
  status: number;
}

export interface AttrVO {
  attrId: number;
  shopId: number;
  name: string;
  desc: string | null;
  searchType: number;
  attrType: number;
  attrValues: AttrValueVO[];
  /** Basic attributes only: the platform categories the attribute belongs to. */
  categoryIds: number[];
  categories: AttrCategoryVO[];
  createTime: string;
  updateTime: string;
}
