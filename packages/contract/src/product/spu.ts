// Products (spec §2, §4, §5, §7): the calls of the product screens, their bodies and filters, the
// answers, the nine submission checks the form and the server share, and every text the server answers.
import { z } from 'zod';
import { servicePaths } from '../common/services.ts';
import { templated } from '../i18n/template.ts';
import { blankAsUndefined, PageOf, PageQuery, saveId, updateShape, WireTime, readVersion, RecordVersion } from '../common/wire.ts';

/** spu.status. -1 deleted; the rest are what the merchant sees (spec section 4). */
export const SpuStatus = { DELETED: -1, OFF_SHELF: 0, ON_SHELF: 1, VIOLATION: 2, PENDING_REVIEW: 3, REJECTED: 4 } as const;
export type SpuStatusValue = (typeof SpuStatus)[keyof typeof SpuStatus];

/** A product on shelf or in review is neither edited nor deleted (the list's buttons, the form and the server). */
export const isSpuLocked = (status: number) => status === SpuStatus.ON_SHELF || status === SpuStatus.PENDING_REVIEW;

/** Product list tabs (dataType): all, on sale, sold out, off shelf, pending review, violation, rejected. */
export const SpuDataType = { ALL: 0, ON_SALE: 1, SOLD_OUT: 2, OFF_SHELF: 3, PENDING_REVIEW: 4, VIOLATION: 5, REJECTED: 6 } as const;
export const SPU_DATA_TYPES = [0, 1, 2, 3, 4, 5, 6] as const;

export const PublicationType = { PRODUCT: 0, SERVICE: 1 } as const;
/** productsType 0..5 and serveType 0..4 (labels live in the web dictionaries). */
export const PRODUCTS_TYPES = [0, 1, 2, 3, 4, 5] as const;
export const SERVE_TYPES = [0, 1, 2, 3, 4] as const;
/** Shop types that publish services and choose communities or stations. */
export const CARE_SHOP_TYPES: readonly number[] = [3, 4];
export const isCareShop = (shopType: number | null | undefined) => shopType !== null && shopType !== undefined && CARE_SHOP_TYPES.includes(shopType);

/** Spec §3: a product's delivery mode unless it says otherwise: shop delivery on, user pickup off, city delivery off. */
export const DEFAULT_DELIVERY_MODE = { hasShopDelivery: true, hasUserPickUp: false, hasCityDelivery: false } as const;

export const SPU_LIMITS = {
  maxSalesAttrs: 2,
  salesAttrName: 10,
  salesAttrValue: 20,
  maxImages: 9,
  /** A product's sort order, in the form and the list's inline edit alike (spec §5: 1 to 32767). */
  minSeq: 1,
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
  /** Text columns of a product and its skus. */
  name: 255,
  skuText: 255,
  skuImg: 1000,
  code: 100,
  imgUrls: 2600,
  detail: 200_000,
  deliveryMode: 255,
  maxAttrValues: 100,
  maxCommunities: 500,
  communityName: 100,
  /** Products a batch shelf change takes. */
  maxBatch: 500,
} as const;

/** Texts of the spec, word for word, and the server's own for the rules the spec leaves unworded. */
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
  /** An inline edit changes one column: a price or stock change with anything else is refused (name and seq may go together). */
  inlineEditMixed: '每次只能修改一项',
  noneSelected: '请选择商品',
  reapplyReason: '请填写申请理由',
  // Refusals of a save, a status change or an inline edit.
  notFound: '商品不存在或者已被删除！',
  badCategory: '请选择正确的平台分类',
  badShopCategory: '请选择正确的店铺分类',
  badBrand: '品牌不存在或已下线',
  brandNotInCategory: '所选品牌不属于该平台分类',
  badBasicAttr: '所选基本属性不属于该平台分类',
  badBasicAttrValue: '基本属性值不存在，请刷新后重试',
  duplicateBasicAttr: '基本属性不能重复',
  badCommunity: '所选社区/驿站不存在',
  badSku: '商品规格不存在，请刷新后重试',
  duplicateSku: '商品规格重复',
  inconsistentSku: '每个商品规格都必须包含全部销售属性',
  salesAttrNameBlank: '规格名不能为空',
  notEditable: '商品已上架或正在审核，请下架后再编辑',
  changedMeanwhile: '商品已在别处修改，请重新打开后再保存',
  statusNotFound: '查找不到该商品信息',
  badStatus: '商品状态异常，请刷新后重试',
  categoryOffline: '该商品所属的平台分类处于下线中，不能进行上架操作',
  shopCategoryOffline: '该商品所属的店铺分类禁用中，商品不能进行上架操作',
  notDeletable: '商品已上架或正在审核，请下架后再删除',
  batchRefused: templated('商品id为：[{ids}]的{count}件商品不符合操作条件', (ids: readonly number[]) => ({ ids: ids.join(', '), count: ids.length })),
  // Field rules of the bodies and filters.
  spuIdRequired: 'spuId不能为空',
  spuIdInvalid: 'spuId不正确',
  priceTooLarge: '价格过大',
  marketPriceNegative: '市场价不能小于0',
  stockInteger: '库存必须为整数',
  stockNegative: '库存不能小于0',
  partyCodeTooLong: '商品编码不能超过100个字符',
  modelIdTooLong: '商品条形码不能超过100个字符',
  tooManySalesAttrs: '销售属性最多2个',
  nameTooLong: '商品标题不能超过255个字符',
  sellingPointTooLong: '商品卖点不能超过255个字符',
  seqInteger: '商品排序必须为整数',
  seqMin: '商品排序不能小于1',
  seqTooLarge: '商品排序不能超过32767',
  detailTooLong: '商品详情过长',
  tooManySkus: '商品规格过多',
  keywordBlank: '关键词不能为空',
  keywordTooLong: '关键词长度不能超过10个字符',
  tooManyKeywords: '关键词最多20个',
  statusRequired: '状态不能为空',
  statusInvalid: '状态不正确',
  tooManyAttrValues: '商品属性过多',
  tooManyCommunities: '社区/驿站过多',
  tooManySelected: '选择的商品过多',
  /** The list's search ranges (spec §9: 0 to 100000; the price in yuan, sent in cents). */
  saleNumRange: '累计销量只能在0到100000之间',
  priceRange: '现价只能在0到100000之间',
  demoPictureNotFound: '图片不存在',
  tooLong: templated('{field}不能超过{max}个字符', (field: string, max: number) => ({ field, max })),
  /** A field whose value is not of its kind or out of its range (`priceFee不正确`). */
  invalid: templated('{field}不正确', (field: string) => ({ field })),
} as const;
const M = SPU_MESSAGES;

/** The product calls of /mall_product: mall4cloud's merchant client uses /admin/spu…, the spec also names /m/spu…. */
export const SPU_PATHS = servicePaths('product', {
  admin: '/admin/spu',
  adminPage: '/admin/spu/page',
  m: '/m/spu',
  mPage: '/m/spu/page',
  prodStatus: '/admin/spu/prod_status',
  updateSpuData: '/admin/spu/update_spu_data',
  communityList: '/admin/spu/communityList',
});

/** The merchant product list (SQL in place of mall4cloud's Elasticsearch). */
export const SPU_SEARCH_PATHS = servicePaths('search', { page: '/m/search/page' });

/** The product select dialog's default source, outside any service prefix. */
export const PRODUCT_SELECT_PATHS = servicePaths('root', { page: '/prod/prod/page' });

// ---------------------------------------------------------------------------------------------
// Filters and bodies.

const safeId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
/** '' and null from the upstream client mean "none". */
const optionalNumber = (message: string, schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: message }).pipe(schema).optional());
const whole = (message: string) => z.number({ error: message }).int(message);
const optionalText = (field: string, max: number, message = M.tooLong(field, max)) =>
  z
    .string({ error: M.invalid(field) })
    .max(max, message)
    .nullish();
/** A product code or barcode: upstream clients send digits as JSON numbers, which read as their text. */
const codeText = (field: string, message: string) =>
  z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), optionalText(field, SPU_LIMITS.code, message));
const flag = (field: string) =>
  z.coerce
    .number({ error: M.invalid(field) })
    .int(M.invalid(field))
    .min(0, M.invalid(field))
    .max(1, M.invalid(field));

export const SpuIdQuery = z.object({
  spuId: z.coerce.number({ error: M.spuIdRequired }).int(M.spuIdInvalid).positive(M.spuIdInvalid).max(Number.MAX_SAFE_INTEGER, M.spuIdInvalid),
});
export type SpuIdQuery = z.infer<typeof SpuIdQuery>;

const optionalInt = (field: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: M.invalid(field) })
      .int(M.invalid(field))
      .min(min, M.invalid(field))
      .max(max, M.invalid(field))
      .optional(),
  );
const optionalFilter = (field: string, max: number) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string({ error: M.invalid(field) })
      .trim()
      .max(max, M.tooLong(field, max))
      .optional(),
  );
const sortFlag = (field: string) => optionalInt(field, 0, 1);
/** An end of a search range (spec §9: 0 to 100000): a number that is no whole one is invalid, one out of the range says so. */
const rangeEnd = (field: string, max: number, message: string) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: M.invalid(field) })
      .int(M.invalid(field))
      .min(0, message)
      .max(max, message)
      .optional(),
  );
/** The search's price range in cents: 0 to 100000 yuan. */
const SEARCH_PRICE_MAX = SPU_LIMITS.searchRangeMax * 100;

/** Every filter of the product list (spec section 7, "product list search params"); also the spu pages'. */
export const SpuSearchQuery = PageQuery.extend({
  spuId: optionalInt('spuId', 1),
  partyCode: optionalFilter('partyCode', SPU_LIMITS.code),
  keyword: optionalFilter('keyword', SPU_LIMITS.name),
  name: optionalFilter('name', SPU_LIMITS.name),
  shopPrimaryCategoryId: optionalInt('shopPrimaryCategoryId', 1),
  shopSecondaryCategoryId: optionalInt('shopSecondaryCategoryId', 1),
  categoryId: optionalInt('categoryId', 1),
  /** brand_id; 0 is a product without a brand. */
  brandId: optionalInt('brandId', 0),
  minSaleNum: rangeEnd('minSaleNum', SPU_LIMITS.searchRangeMax, M.saleNumRange),
  maxSaleNum: rangeEnd('maxSaleNum', SPU_LIMITS.searchRangeMax, M.saleNumRange),
  /** cents */
  minPrice: rangeEnd('minPrice', SEARCH_PRICE_MAX, M.priceRange),
  maxPrice: rangeEnd('maxPrice', SEARCH_PRICE_MAX, M.priceRange),
  isCompose: optionalInt('isCompose', 0, 1),
  dataType: optionalInt('dataType', 0, 6),
  spuStatus: optionalInt('spuStatus', -1, 4),
  status: optionalInt('status', -1, 4),
  hasStock: optionalInt('hasStock', 0, 1),
  sort: optionalInt('sort', 1, 5),
  priceFeeSort: sortFlag('priceFeeSort'),
  marketPriceFeeSort: sortFlag('marketPriceFeeSort'),
  saleNumSort: sortFlag('saleNumSort'),
  stockSort: sortFlag('stockSort'),
  seqSort: sortFlag('seqSort'),
  createTimeSort: sortFlag('createTimeSort'),
});
export type SpuSearchQuery = z.infer<typeof SpuSearchQuery>;

/** Communities and stations of the shop's operator. */
export const CommunityQuery = PageQuery.extend({
  communityName: z
    .string({ error: M.invalid('communityName') })
    .trim()
    .max(SPU_LIMITS.communityName, M.tooLong('communityName', SPU_LIMITS.communityName))
    .optional(),
  affiliation: z.string({ error: M.invalid('affiliation') }).optional(),
  commType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: M.invalid('commType') })
      .int(M.invalid('commType'))
      .min(1, M.invalid('commType'))
      .max(2, M.invalid('commType'))
      .optional(),
  ),
});
export type CommunityQuery = z.infer<typeof CommunityQuery>;

export const SkuAttrValueBody = z.object({
  attrId: optionalNumber(M.invalid('attrId'), whole(M.invalid('attrId')).nonnegative(M.invalid('attrId'))),
  attrName: z
    .string({ error: M.invalid('attrName') })
    .trim()
    .max(SPU_LIMITS.salesAttrName, M.salesAttrNameTooLong)
    .default(''),
  attrValueId: optionalNumber(M.invalid('attrValueId'), whole(M.invalid('attrValueId')).nonnegative(M.invalid('attrValueId'))),
  attrValueName: z
    .string({ error: M.invalid('attrValueName') })
    .trim()
    .max(SPU_LIMITS.salesAttrValue, M.salesAttrValueTooLong)
    .default(''),
});
export type SkuAttrValueBody = z.infer<typeof SkuAttrValueBody>;

export const SkuBody = z.object({
  skuId: optionalNumber(M.invalid('skuId'), whole(M.invalid('skuId')).positive(M.invalid('skuId'))),
  skuName: optionalText('skuName', SPU_LIMITS.skuText),
  attrs: optionalText('attrs', SPU_LIMITS.skuText),
  imgUrl: optionalText('imgUrl', SPU_LIMITS.skuImg),
  priceFee: optionalNumber(M.invalid('priceFee'), whole(M.invalid('priceFee')).min(0, M.price).max(SPU_LIMITS.maxPriceFee, M.priceTooLarge)),
  marketPriceFee: optionalNumber(
    M.invalid('marketPriceFee'),
    whole(M.invalid('marketPriceFee')).min(0, M.marketPriceNegative).max(SPU_LIMITS.maxPriceFee, M.priceTooLarge),
  ),
  stock: optionalNumber(M.stockInteger, whole(M.stockInteger).min(0, M.stockNegative).max(SPU_LIMITS.maxStock, M.stockTooLarge)),
  changeStock: optionalNumber(M.stockInteger, whole(M.stockInteger).max(SPU_LIMITS.maxStock, M.stockTooLarge)),
  partyCode: codeText('partyCode', M.partyCodeTooLong),
  modelId: codeText('modelId', M.modelIdTooLong),
  status: flag('status').default(1),
  spuSkuAttrValues: z
    .array(SkuAttrValueBody, { error: M.invalid('spuSkuAttrValues') })
    .max(SPU_LIMITS.maxSalesAttrs, M.tooManySalesAttrs)
    .default([]),
});
export type SkuBody = z.infer<typeof SkuBody>;

export const SpuAttrValueBody = z.object({
  spuAttrValueId: optionalNumber(M.invalid('spuAttrValueId'), whole(M.invalid('spuAttrValueId')).nonnegative(M.invalid('spuAttrValueId'))),
  attrId: safeId(M.invalid('attrId')),
  attrName: optionalText('attrName', 20),
  attrValueId: optionalNumber(M.invalid('attrValueId'), whole(M.invalid('attrValueId')).nonnegative(M.invalid('attrValueId'))),
  attrValueName: optionalText('attrValueName', SPU_LIMITS.skuText),
});
export type SpuAttrValueBody = z.infer<typeof SpuAttrValueBody>;

const optionalId = (field: string) => optionalNumber(M.invalid(field), whole(M.invalid(field)).nonnegative(M.invalid(field)));
const ranged = (field: string, min: number, max: number) =>
  optionalNumber(M.invalid(field), whole(M.invalid(field)).min(min, M.invalid(field)).max(max, M.invalid(field)));

/** One rule for a product's sort order wherever it is written: the publish form and the list's inline edit. */
const seqNumber = whole(M.seqInteger).min(SPU_LIMITS.minSeq, M.seqMin).max(SPU_LIMITS.maxSeq, M.seqTooLarge);
const productSeq = optionalNumber(M.seqInteger, seqNumber);

const skuListOf = <T extends z.ZodType>(skuBody: T) => z.array(skuBody, { error: M.invalid('skuList') }).max(SPU_LIMITS.maxSkus, M.tooManySkus);

export const SpuBody = z.object({
  spuId: saveId(M.invalid('spuId')),
  categoryId: optionalId('categoryId'),
  shopCategoryId: optionalId('shopCategoryId'),
  brandId: optionalId('brandId'),
  name: optionalText('name', SPU_LIMITS.name, M.nameTooLong),
  sellingPoint: optionalText('sellingPoint', SPU_LIMITS.name, M.sellingPointTooLong),
  seq: productSeq,
  publicationType: ranged('publicationType', 0, 1),
  productsType: ranged('productsType', 0, 5),
  serveType: ranged('serveType', 0, 4),
  mainImgUrl: optionalText('mainImgUrl', SPU_LIMITS.name),
  imgUrls: optionalText('imgUrls', SPU_LIMITS.imgUrls),
  hasSkuImg: flag('hasSkuImg').default(0),
  isCompose: flag('isCompose').default(0),
  deliveryMode: z
    .union(
      [
        z.string().max(SPU_LIMITS.deliveryMode, M.tooLong('deliveryMode', SPU_LIMITS.deliveryMode)),
        z.record(z.string(), z.unknown(), { error: M.invalid('deliveryMode') }),
      ],
      { error: M.invalid('deliveryMode') },
    )
    .nullish(),
  detail: z
    .string({ error: M.invalid('detail') })
    .max(SPU_LIMITS.detail, M.detailTooLong)
    .nullish(),
  spuAttrValues: z
    .array(SpuAttrValueBody, { error: M.invalid('spuAttrValues') })
    .max(SPU_LIMITS.maxAttrValues, M.tooManyAttrValues)
    .default([]),
  skuList: skuListOf(SkuBody).default([]),
  spuKeywordValues: z
    .array(z.object({ keyword: z.string({ error: M.keywordBlank }).trim().min(1, M.keywordBlank).max(SPU_LIMITS.keyword, M.keywordTooLong) }), {
      error: M.invalid('spuKeywordValues'),
    })
    .max(SPU_LIMITS.maxKeywords, M.tooManyKeywords)
    .default([]),
  spuCommunityValues: z
    .array(
      z.object({
        communityType: z.coerce
          .number({ error: M.invalid('communityType') })
          .int(M.invalid('communityType'))
          .min(1, M.invalid('communityType'))
          .max(2, M.invalid('communityType')),
        communityId: safeId(M.invalid('communityId')),
        communityName: optionalText('communityName', SPU_LIMITS.communityName),
      }),
      { error: M.invalid('spuCommunityValues') },
    )
    .max(SPU_LIMITS.maxCommunities, M.tooManyCommunities)
    .default([]),
});
export type SpuBody = z.infer<typeof SpuBody>;

/** An update's body: what it leaves out, the product keeps, and so does each sku it names (`updateShape`). */
export const SpuUpdateBody = z.object({
  ...updateShape(SpuBody.shape),
  skuList: skuListOf(z.object(updateShape(SkuBody.shape))).optional(),
  /** A stale form would drop the skus added meanwhile too (商品已在别处修改…). */
  version: readVersion(M.changedMeanwhile),
});
export type SpuUpdateBody = z.infer<typeof SpuUpdateBody>;

/**
 * An inline edit's number. A field sent empty (null, '' or blank text, all read as null) is not a field left out: the
 * edit names it, and the server answers its spec message (§5: 请输入商品价格, 请输入商品库存, 请输入序号).
 */
const inlineNumber = (message: string, schema: z.ZodNumber) => z.coerce.number({ error: message }).pipe(schema).nullish();
const inlinePrice = inlineNumber(M.invalid('priceFee'), whole(M.invalid('priceFee')).max(SPU_LIMITS.maxPriceFee, M.priceTooLarge));
const inlineStock = inlineNumber(M.stockInteger, whole(M.stockInteger).max(SPU_LIMITS.maxStock, M.stockTooLarge));

/**
 * List inline edits (spec §5): one of name and/or seq, price (with skuList) or changeStock (with skuList). The web
 * app sends `{spuId, name}`, `{spuId, seq}`, `{spuId, priceFee: lowest, skuList: [{skuId, priceFee}]}` and
 * `{spuId, changeStock: sum, skuList: [{skuId, changeStock}]}`.
 */
export const UpdateSpuDataBody = z.object({
  spuId: safeId(M.spuIdInvalid),
  /** null is an empty name (请输入商品名称). */
  name: z
    .string({ error: M.invalid('name') })
    .max(SPU_LIMITS.name, M.nameTooLong)
    .nullish(),
  seq: inlineNumber(M.seqInteger, seqNumber),
  priceFee: inlinePrice,
  changeStock: inlineStock,
  skuList: z
    .array(
      z.object({
        skuId: safeId(M.invalid('skuId')),
        priceFee: inlinePrice,
        changeStock: inlineStock,
      }),
      { error: M.invalid('skuList') },
    )
    .max(SPU_LIMITS.maxSkus, M.tooManySkus)
    .optional(),
});
export type UpdateSpuDataBody = z.infer<typeof UpdateSpuDataBody>;

export const ProdStatusBody = z
  .object({
    status: z.coerce.number({ error: M.statusRequired }).int(M.statusInvalid).min(0, M.statusInvalid).max(1, M.statusInvalid),
    spuId: optionalNumber(M.spuIdInvalid, whole(M.spuIdInvalid).positive(M.spuIdInvalid)),
    spuIds: z
      .array(safeId(M.spuIdInvalid), { error: M.invalid('spuIds') })
      .max(SPU_LIMITS.maxBatch, M.tooManySelected)
      .optional(),
  })
  .refine((b) => b.spuId !== undefined || (b.spuIds?.length ?? 0) > 0, { message: M.noneSelected, path: ['spuIds'] });
export type ProdStatusBody = z.infer<typeof ProdStatusBody>;

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

/** Runs the nine checks in the spec's order; answers the first failing message, or null. */
export function firstSubmissionError(body: Submission, context: SubmissionContext): string | null {
  return submissionErrors(body, context)[0] ?? null;
}

/** The messages of every one of the nine checks that fails, in the spec's order (an import tells a row them all). */
export function submissionErrors(body: Submission, context: SubmissionContext): string[] {
  return [...new Set(submissionProblems(body, context).map((p) => p.message))];
}

/**
 * A rule a product breaks, and where: the path of the value it is about in the body, as zod's issues give it
 * (`['skuList', 2, 'priceFee']`, `['categoryId']`); a rule of the product as a whole has an empty path.
 */
export interface SubmissionProblem {
  message: string;
  path: readonly (string | number)[];
}

/** `submissionErrors` with each place it fails: a check failing for several values (skus) is one problem per value. */
export function submissionProblems(body: Submission, context: SubmissionContext): SubmissionProblem[] {
  const problems: SubmissionProblem[] = [];
  const at = (message: string, ...path: (string | number)[]) => problems.push({ message, path });
  const care = isCareShop(context.shopType);
  const publicationType = care ? body.publicationType : (body.publicationType ?? PublicationType.PRODUCT);
  const requiredMissing: [field: keyof Submission, missing: boolean][] = [
    ['categoryId', !body.categoryId],
    ['shopCategoryId', !body.shopCategoryId],
    ['name', blank(body.name)],
    ['sellingPoint', blank(body.sellingPoint)],
    ['seq', missing(body.seq) || (body.seq ?? 0) < 1 || (body.seq ?? 0) > SPU_LIMITS.maxSeq],
    ['publicationType', missing(publicationType)],
    ['productsType', publicationType === PublicationType.PRODUCT && missing(body.productsType)],
    ['serveType', publicationType === PublicationType.SERVICE && missing(body.serveType)],
  ];
  for (const [field, isMissing] of requiredMissing) if (isMissing) at(SPU_MESSAGES.required, field);

  const values = new Map((body.spuAttrValues ?? []).map((v) => [v.attrId, v.attrValueName]));
  if (context.importantAttrIds.some((attrId) => blank(values.get(attrId)))) at(SPU_MESSAGES.importantAttr, 'spuAttrValues');

  if (blank(body.mainImgUrl)) at(SPU_MESSAGES.mainImg, 'mainImgUrl');
  const pictures = (body.imgUrls ?? '').split(',').filter((p) => p.trim()).length;
  if (pictures === 0) at(SPU_MESSAGES.imgUrls, 'imgUrls');
  // The uploader's limit (the form never sends more): told with the pictures' own check.
  else if (pictures > SPU_LIMITS.maxImages) at(SPU_MESSAGES.tooManyImages, 'imgUrls');

  const skus = body.skuList ?? [];
  if (context.salesAttrs) {
    // The form's own attributes: one without values has no sku to point at.
    if (context.salesAttrs.some((a) => a.values.length === 0 || a.values.some((v) => blank(v)))) at(SPU_MESSAGES.salesAttrValues, 'skuList');
  } else {
    skus.forEach((s, i) =>
      (s.spuSkuAttrValues ?? []).forEach((v, j) => {
        if (!blank(v.attrName) && blank(v.attrValueName)) at(SPU_MESSAGES.salesAttrValues, 'skuList', i, 'spuSkuAttrValues', j, 'attrValueName');
      }),
    );
  }

  if (body.hasSkuImg === 1) skus.forEach((s, i) => blank(s.imgUrl) && at(SPU_MESSAGES.skuImg, 'skuList', i, 'imgUrl'));
  if (skus.length === 0) at(SPU_MESSAGES.stock, 'skuList');
  skus.forEach((s, i) => missing(s.stock) && at(SPU_MESSAGES.stock, 'skuList', i, 'stock'));
  skus.forEach((s, i) => (missing(s.priceFee) || (s.priceFee ?? 0) <= 0) && at(SPU_MESSAGES.price, 'skuList', i, 'priceFee'));

  if (care) {
    if (blank(context.tenantName)) at(SPU_MESSAGES.noTenant);
    else if ((body.spuCommunityValues ?? []).length === 0) at(SPU_MESSAGES.community, 'spuCommunityValues');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Answers.

export const SkuAttrVO = z.object({
  spuSkuAttrId: z.number(),
  attrId: z.number(),
  attrName: z.string(),
  attrValueId: z.number(),
  attrValueName: z.string(),
});

export const SkuVO = z.object({
  skuId: z.number(),
  spuId: z.number(),
  skuName: z.string().nullable(),
  attrs: z.string().nullable(),
  imgUrl: z.string().nullable(),
  priceFee: z.number(),
  marketPriceFee: z.number(),
  stock: z.number(),
  partyCode: z.string().nullable(),
  modelId: z.string().nullable(),
  status: z.number(),
  spuSkuAttrValues: z.array(SkuAttrVO),
});
export type SkuVO = z.infer<typeof SkuVO>;

/** A product's own columns, as every product answer carries them (`name` and `spuName` alike). */
export const SpuSummaryVO = z.object({
  spuId: z.number(),
  shopId: z.number(),
  categoryId: z.number(),
  shopCategoryId: z.number(),
  brandId: z.number(),
  name: z.string(),
  spuName: z.string(),
  sellingPoint: z.string().nullable(),
  mainImgUrl: z.string().nullable(),
  imgUrls: z.string().nullable(),
  priceFee: z.number(),
  marketPriceFee: z.number(),
  status: z.number(),
  spuStatus: z.number(),
  hasSkuImg: z.number(),
  seq: z.number(),
  publicationType: z.number(),
  productsType: z.number().nullable(),
  serveType: z.number().nullable(),
  isCompose: z.number(),
  deliveryMode: z.string().nullable(),
  /**
   * Spec §3 fields the screens do not edit, on the wire for upstream clients: points price (none), the prices in
   * yuan (the fees / 100), no activity, an ordinary product (0), no delivery template.
   */
  scoreFee: z.number(),
  priceScale: z.number(),
  marketPriceScale: z.number(),
  activityId: z.number(),
  prodType: z.number(),
  deliveryTemplateId: z.number(),
  opinion: z.string().nullable(),
  wgOpinion: z.string().nullable(),
  totalStock: z.number(),
  stock: z.number(),
  saleNum: z.number(),
  createTime: WireTime,
  updateTime: WireTime,
});
export type SpuSummaryVO = z.infer<typeof SpuSummaryVO>;
export const SpuSummaryPage = PageOf(SpuSummaryVO);

/** A row of the spu pages: the product with its skus. */
export const SpuWithSkusVO = SpuSummaryVO.extend({ skus: z.array(SkuVO) });
export type SpuWithSkusVO = z.infer<typeof SpuWithSkusVO>;
export const SpuWithSkusPage = PageOf(SpuWithSkusVO);

/** The whole product, as the edit page reads it. */
export const SpuVO = SpuSummaryVO.extend({
  /** When the product last changed (milliseconds): its save sends it back, to be refused if it changed since. */
  version: RecordVersion,
  detail: z.string().nullable(),
  spuAttrValues: z.array(
    z.object({
      spuAttrValueId: z.number(),
      spuId: z.number(),
      attrId: z.number(),
      attrName: z.string().nullable(),
      attrValueId: z.number(),
      attrValueName: z.string().nullable(),
    }),
  ),
  spuKeywordValues: z.array(z.object({ keyword: z.string() })),
  spuCommunityValues: z.array(z.object({ communityType: z.number(), communityId: z.number(), communityName: z.string().nullable() })),
  skus: z.array(SkuVO),
  skuList: z.array(SkuVO),
});
export type SpuVO = z.infer<typeof SpuVO>;

/** A row of the merchant product list (mall4cloud's SpuAdminVO). */
export const SpuAdminVO = z.object({
  spuId: z.number(),
  spuName: z.string(),
  sellingPoint: z.string().nullable(),
  mainImgUrl: z.string().nullable(),
  shopId: z.number(),
  shopName: z.string().nullable(),
  priceFee: z.number(),
  marketPriceFee: z.number(),
  saleNum: z.number(),
  spuStatus: z.number(),
  stock: z.number(),
  seq: z.number(),
  isCompose: z.number(),
  createTime: WireTime,
  skuList: z.array(
    z.object({
      skuId: z.number(),
      skuName: z.string().nullable(),
      priceFee: z.number(),
      stock: z.number(),
      status: z.number(),
      partyCode: z.string().nullable(),
    }),
  ),
});
export type SpuAdminVO = z.infer<typeof SpuAdminVO>;
export const SpuAdminPage = PageOf(SpuAdminVO);

export const CommunityVO = z.object({
  id: z.number(),
  communityName: z.string(),
  communityAddress: z.string().nullable(),
  commType: z.number(),
});
export type CommunityVO = z.infer<typeof CommunityVO>;
export const CommunityPage = PageOf(CommunityVO);
