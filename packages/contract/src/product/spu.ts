import { z } from 'zod';

/** spu.status. -1 deleted; the rest are what the merchant sees (spec section 4). */
export const SpuStatus = { DELETED: -1, OFF_SHELF: 0, ON_SHELF: 1, VIOLATION: 2, PENDING_REVIEW: 3, REJECTED: 4 } as const;
export type SpuStatusValue = (typeof SpuStatus)[keyof typeof SpuStatus];

/** Product list tabs (dataType): all, on sale, sold out, off shelf, pending review, violation, rejected. */
export const SpuDataType = { ALL: 0, ON_SALE: 1, SOLD_OUT: 2, OFF_SHELF: 3, PENDING_REVIEW: 4, VIOLATION: 5, REJECTED: 6 } as const;
export const SPU_DATA_TYPES = [0, 1, 2, 3, 4, 5, 6] as const;

/** Offline handling status: 1 platform offline, 2 waiting for review, 3 passed, 4 failed. */
export const OfflineEventStatus = { OFFLINE: 1, WAITING: 2, PASSED: 3, FAILED: 4 } as const;

export const PublicationType = { PRODUCT: 0, SERVICE: 1 } as const;
/** productsType 0..5 and serveType 0..4 (labels live in the web dictionaries). */
export const PRODUCTS_TYPES = [0, 1, 2, 3, 4, 5] as const;
export const SERVE_TYPES = [0, 1, 2, 3, 4] as const;
/** Shop types that publish services and choose communities or stations. */
export const CARE_SHOP_TYPES: readonly number[] = [3, 4];
export const isCareShop = (shopType: number | null | undefined) => shopType !== null && shopType !== undefined && CARE_SHOP_TYPES.includes(shopType);

export const SPU_LIMITS = {
  maxSalesAttrs: 2,
  salesAttrName: 10,
  salesAttrValue: 20,
  maxImages: 9,
  maxSeq: 32767,
  keyword: 10,
  maxKeywords: 20,
  maxSkus: 400,
  /** cents: 0.01 .. 1e9 yuan for the sales price, 0 .. 1e9 for the market price. */
  minPriceFee: 1,
  maxPriceFee: 100_000_000_000,
  searchRangeMax: 100_000,
  /** A sku's stock, and a product's total. */
  maxStock: 1_000_000_000,
} as const;

/** Texts of the spec, word for word. */
export const SPU_MESSAGES = {
  required: '请先将必填信息填写完整！',
  importantAttr: '重要基本属性不能为空！',
  mainImg: '请上传商品主图！',
  imgUrls: '请上传商品轮播图！',
  salesAttrValues: '请选择已添加销售属性的属性值！',
  skuImg: '请上传属性图片！',
  stock: '商品库存不能为空！',
  price: '商品销售价格必须大于0！',
  community: '请选择社区/驿站！',
  noTenant: '无法选择社区，请联系管理员！',
  salesAttrNameTooLong: '属性名长度不可超过10个字符',
  salesAttrValueTooLong: '属性名长度不可超过20个字符',
  duplicateSalesAttr: '规格名不能重复',
  tooManyImages: '可选择照片数量已达上限',
  stockBelowOriginal: '输入库存不得小于原有库存',
  waitForReview: '请耐心等待审核！',
  nameBlank: '请输入商品名称',
  priceEmpty: '请输入商品价格',
  priceTooLow: '商品价格不能小于0.01',
  stockEmpty: '请输入商品库存',
  stockDecrease: '请输入大于或等于原本的库存',
  stockTooLarge: '库存不能超过1000000000',
  seqEmpty: '请输入序号',
  noneSelected: '请选择商品',
  reapplyReason: '请填写申请理由',
} as const;

const id = z.coerce.number().int().positive();
/** '' and null from the upstream client mean "none". */
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().pipe(schema).optional());
const optionalText = (max: number, message?: string) => z.string().max(max, message).nullish();

export const SkuAttrValueBody = z.object({
  attrId: optionalNumber(z.number().int().nonnegative()),
  attrName: z.string().trim().max(SPU_LIMITS.salesAttrName, SPU_MESSAGES.salesAttrNameTooLong).default(''),
  attrValueId: optionalNumber(z.number().int().nonnegative()),
  attrValueName: z.string().trim().max(SPU_LIMITS.salesAttrValue, SPU_MESSAGES.salesAttrValueTooLong).default(''),
});
export type SkuAttrValueBody = z.infer<typeof SkuAttrValueBody>;

export const SkuBody = z.object({
  skuId: optionalNumber(z.number().int().positive()),
  skuName: optionalText(255),
  attrs: optionalText(255),
  imgUrl: optionalText(1000),
  priceFee: optionalNumber(z.number().int().min(0, '商品销售价格必须大于0！').max(SPU_LIMITS.maxPriceFee, '价格过大')),
  marketPriceFee: optionalNumber(z.number().int().min(0, '市场价不能小于0').max(SPU_LIMITS.maxPriceFee, '价格过大')),
  stock: optionalNumber(z.number().int('库存必须为整数').min(0, '库存不能小于0').max(SPU_LIMITS.maxStock, SPU_MESSAGES.stockTooLarge)),
  changeStock: optionalNumber(z.number().int('库存必须为整数').max(SPU_LIMITS.maxStock, SPU_MESSAGES.stockTooLarge)),
  partyCode: optionalText(100, '商品编码不能超过100个字符'),
  modelId: optionalText(100, '商品条形码不能超过100个字符'),
  status: z.coerce.number().int().min(0).max(1).default(1),
  spuSkuAttrValues: z.array(SkuAttrValueBody).max(SPU_LIMITS.maxSalesAttrs, '销售属性最多2个').default([]),
});
export type SkuBody = z.infer<typeof SkuBody>;

export const SpuAttrValueBody = z.object({
  spuAttrValueId: optionalNumber(z.number().int().nonnegative()),
  attrId: z.coerce.number().int().positive(),
  attrName: optionalText(20),
  attrValueId: optionalNumber(z.number().int().nonnegative()),
  attrValueName: optionalText(255),
});
export type SpuAttrValueBody = z.infer<typeof SpuAttrValueBody>;

export const SpuBody = z.object({
  spuId: optionalNumber(z.number().int().positive()),
  categoryId: optionalNumber(z.number().int().nonnegative()),
  shopCategoryId: optionalNumber(z.number().int().nonnegative()),
  brandId: optionalNumber(z.number().int().nonnegative()),
  name: optionalText(255, '商品标题不能超过255个字符'),
  sellingPoint: optionalText(255, '商品卖点不能超过255个字符'),
  seq: optionalNumber(z.number().int('商品排序必须为整数').min(0).max(SPU_LIMITS.maxSeq, '商品排序不能超过32767')),
  publicationType: optionalNumber(z.number().int().min(0).max(1)),
  productsType: optionalNumber(z.number().int().min(0).max(5)),
  serveType: optionalNumber(z.number().int().min(0).max(4)),
  mainImgUrl: optionalText(255),
  imgUrls: optionalText(2600),
  hasSkuImg: z.coerce.number().int().min(0).max(1).default(0),
  isCompose: z.coerce.number().int().min(0).max(1).default(0),
  deliveryMode: z.union([z.string().max(255), z.record(z.string(), z.unknown())]).nullish(),
  detail: z.string().max(200_000, '商品详情过长').nullish(),
  spuAttrValues: z.array(SpuAttrValueBody).max(100).default([]),
  skuList: z.array(SkuBody).max(SPU_LIMITS.maxSkus, '商品规格过多').default([]),
  spuKeywordValues: z
    .array(z.object({ keyword: z.string().trim().min(1, '关键词不能为空').max(SPU_LIMITS.keyword, '关键词长度不能超过10个字符') }))
    .max(SPU_LIMITS.maxKeywords, '关键词最多20个')
    .default([]),
  spuCommunityValues: z
    .array(z.object({ communityType: z.coerce.number().int().min(1).max(2), communityId: id, communityName: optionalText(100) }))
    .max(500)
    .default([]),
});
export type SpuBody = z.infer<typeof SpuBody>;

/** List inline edits: exactly one of name, seq, price (with skuList) or changeStock (with skuList). */
export const UpdateSpuDataBody = z.object({
  spuId: id,
  name: z.string().max(255, '商品标题不能超过255个字符').optional(),
  seq: optionalNumber(z.number().int('序号必须为整数').min(0, '序号不能小于0').max(SPU_LIMITS.maxSeq, '序号不能超过32767')),
  priceFee: optionalNumber(z.number().int()),
  changeStock: optionalNumber(z.number().int().max(SPU_LIMITS.maxStock, SPU_MESSAGES.stockTooLarge)),
  skuList: z
    .array(
      z.object({
        skuId: id,
        priceFee: optionalNumber(z.number().int().max(SPU_LIMITS.maxPriceFee, '价格过大')),
        changeStock: optionalNumber(z.number().int().max(SPU_LIMITS.maxStock, SPU_MESSAGES.stockTooLarge)),
      }),
    )
    .max(SPU_LIMITS.maxSkus)
    .optional(),
});
export type UpdateSpuDataBody = z.infer<typeof UpdateSpuDataBody>;

export const ProdStatusBody = z
  .object({
    status: z.coerce.number({ error: '状态不能为空' }).int().min(0, '状态不正确').max(1, '状态不正确'),
    spuId: optionalNumber(z.number().int().positive()),
    spuIds: z.array(id).max(500).optional(),
  })
  .refine((b) => b.spuId !== undefined || (b.spuIds?.length ?? 0) > 0, { message: SPU_MESSAGES.noneSelected, path: ['spuIds'] });
export type ProdStatusBody = z.infer<typeof ProdStatusBody>;

export const AuditApplyBody = z.object({
  eventId: id,
  handleId: optionalNumber(z.number().int().positive()),
  reapplyReason: z.string({ error: SPU_MESSAGES.reapplyReason }).trim().min(1, SPU_MESSAGES.reapplyReason).max(500, '申请理由不能超过500个字符'),
});
export type AuditApplyBody = z.infer<typeof AuditApplyBody>;

export const SpuDetailBody = z.object({ spuId: id, detail: z.string().max(200_000, '商品详情过长').nullish() });
export type SpuDetailBody = z.infer<typeof SpuDetailBody>;

/** Platform review of a pending product: status 1 approves, 4 rejects (an opinion is then required). */
export const SpuAuditBody = z.object({
  spuId: id,
  status: z.union([z.literal(1), z.literal(4)], { error: '状态不正确' }),
  opinion: z.string().trim().max(500).nullish(),
});
export type SpuAuditBody = z.infer<typeof SpuAuditBody>;

export const SpuOfflineBody = z.object({
  spuId: id,
  offlineReason: z.string({ error: '请填写下架原因' }).trim().min(1, '请填写下架原因').max(500),
});
export type SpuOfflineBody = z.infer<typeof SpuOfflineBody>;

export const OfflineEventAuditBody = z.object({
  eventId: id,
  status: z.union([z.literal(3), z.literal(4)], { error: '状态不正确' }),
  refuseReason: z.string().trim().max(500).nullish(),
});
export type OfflineEventAuditBody = z.infer<typeof OfflineEventAuditBody>;

// ---------------------------------------------------------------------------------------------
// The nine submission checks (spec section 5), shared by the form and the server.

export interface SubmissionSku {
  imgUrl?: string | null;
  stock?: number | null;
  priceFee?: number | null;
  spuSkuAttrValues?: { attrName?: string | null; attrValueName?: string | null }[];
}

export interface Submission {
  categoryId?: number | null;
  shopCategoryId?: number | null;
  name?: string | null;
  sellingPoint?: string | null;
  seq?: number | null;
  publicationType?: number | null;
  productsType?: number | null;
  serveType?: number | null;
  mainImgUrl?: string | null;
  imgUrls?: string | null;
  hasSkuImg?: number | null;
  spuAttrValues?: { attrId: number; attrValueName?: string | null }[];
  skuList?: SubmissionSku[];
  spuCommunityValues?: unknown[];
}

export interface SubmissionContext {
  shopType: number | null | undefined;
  tenantName: string | null | undefined;
  /** Basic attributes of the chosen category with searchType 1. */
  importantAttrIds: number[];
  /** Sales attributes the user added, with their chosen values (the form knows; the server derives them). */
  salesAttrs?: { attrName: string; values: string[] }[];
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
const missing = (v: number | null | undefined) => v === null || v === undefined || Number.isNaN(v);

/** Sales attributes as the skus carry them: names in order, with every value seen. */
export function salesAttrsOfSkus(skus: SubmissionSku[]): { attrName: string; values: string[] }[] {
  const byName = new Map<string, string[]>();
  for (const s of skus) {
    for (const v of s.spuSkuAttrValues ?? []) {
      const name = (v.attrName ?? '').trim();
      if (!name) continue;
      const values = byName.get(name) ?? [];
      values.push((v.attrValueName ?? '').trim());
      byName.set(name, values);
    }
  }
  return [...byName].map(([attrName, values]) => ({ attrName, values }));
}

/** Runs the nine checks in the spec's order; answers the first failing message, or null. */
export function firstSubmissionError(body: Submission, context: SubmissionContext): string | null {
  const care = isCareShop(context.shopType);
  const publicationType = care ? body.publicationType : (body.publicationType ?? PublicationType.PRODUCT);
  const requiredMissing =
    !body.categoryId ||
    !body.shopCategoryId ||
    blank(body.name) ||
    blank(body.sellingPoint) ||
    missing(body.seq) ||
    (body.seq ?? 0) < 1 ||
    (body.seq ?? 0) > SPU_LIMITS.maxSeq ||
    missing(publicationType) ||
    (publicationType === PublicationType.PRODUCT && missing(body.productsType)) ||
    (publicationType === PublicationType.SERVICE && missing(body.serveType));
  if (requiredMissing) return SPU_MESSAGES.required;

  const values = new Map((body.spuAttrValues ?? []).map((v) => [v.attrId, v.attrValueName]));
  if (context.importantAttrIds.some((attrId) => blank(values.get(attrId)))) return SPU_MESSAGES.importantAttr;

  if (blank(body.mainImgUrl)) return SPU_MESSAGES.mainImg;
  if (blank(body.imgUrls) || !(body.imgUrls ?? '').split(',').some((p) => p.trim())) return SPU_MESSAGES.imgUrls;

  const skus = body.skuList ?? [];
  const salesAttrs = context.salesAttrs ?? salesAttrsOfSkus(skus);
  if (salesAttrs.some((a) => a.values.length === 0 || a.values.some((v) => blank(v)))) return SPU_MESSAGES.salesAttrValues;

  if (body.hasSkuImg === 1 && skus.some((s) => blank(s.imgUrl))) return SPU_MESSAGES.skuImg;
  if (skus.length === 0 || skus.some((s) => missing(s.stock))) return SPU_MESSAGES.stock;
  if (skus.some((s) => missing(s.priceFee) || (s.priceFee ?? 0) <= 0)) return SPU_MESSAGES.price;

  if (care) {
    if (blank(context.tenantName)) return SPU_MESSAGES.noTenant;
    if ((body.spuCommunityValues ?? []).length === 0) return SPU_MESSAGES.community;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Response shapes the web reads.

export interface SkuVO {
  skuId: number;
  spuId: number;
  skuName: string | null;
  attrs: string | null;
  imgUrl: string | null;
  priceFee: number;
  marketPriceFee: number;
  stock: number;
  partyCode: string | null;
  modelId: string | null;
  status: number;
  spuSkuAttrValues: { spuSkuAttrId: number; attrId: number; attrName: string; attrValueId: number; attrValueName: string }[];
}

export interface SpuVO {
  spuId: number;
  shopId: number;
  categoryId: number;
  shopCategoryId: number;
  brandId: number;
  name: string;
  spuName: string;
  sellingPoint: string | null;
  mainImgUrl: string | null;
  imgUrls: string | null;
  priceFee: number;
  marketPriceFee: number;
  status: number;
  spuStatus: number;
  hasSkuImg: number;
  seq: number;
  publicationType: number;
  productsType: number | null;
  serveType: number | null;
  isCompose: number;
  deliveryMode: string | null;
  opinion: string | null;
  wgOpinion: string | null;
  detail: string | null;
  totalStock: number;
  stock: number;
  saleNum: number;
  spuAttrValues: {
    spuAttrValueId: number;
    spuId: number;
    attrId: number;
    attrName: string | null;
    attrValueId: number;
    attrValueName: string | null;
  }[];
  spuKeywordValues: { keyword: string }[];
  spuCommunityValues: { communityType: number; communityId: number; communityName: string | null }[];
  skus: SkuVO[];
  skuList: SkuVO[];
  createTime: string | null;
  updateTime: string | null;
}

export interface SpuAdminVO {
  spuId: number;
  spuName: string;
  sellingPoint: string | null;
  mainImgUrl: string | null;
  shopId: number;
  shopName: string | null;
  priceFee: number;
  marketPriceFee: number;
  saleNum: number;
  spuStatus: number;
  stock: number;
  seq: number;
  isCompose: number;
  createTime: string | null;
  skuList: { skuId: number; skuName: string | null; priceFee: number; stock: number; status: number; partyCode: string | null }[];
}

export interface CommunityVO {
  id: number;
  communityName: string;
  communityAddress: string | null;
  commType: number;
}

export interface OfflineHandleEventVO {
  eventId: number;
  handleId: number;
  handler: string | null;
  status: number;
  offlineReason: string;
  createTime: string | null;
  updateTime: string | null;
  offlineHandleEventItemList: {
    eventItemId: number;
    reapplyReason: string;
    reapplyTime: string | null;
    refuseReason: string | null;
    auditTime: string | null;
  }[];
}
