// The publish form's values, the body they become, and the spec's submission checks run on it.
import {
  DEFAULT_DELIVERY_MODE,
  PublicationType,
  firstSubmissionError,
  isCareShop,
  type AttrValueVO,
  type AttrVO,
  type SpuBody,
} from '@caremall/contract';
import type { SalesAttr, SkuRow } from './sku-builder';

/** Yuan as typed → cents on the wire (spec: prices are multiplied by 100 on submit). */
export const toCents = (yuan: number | null | undefined) =>
  yuan === null || yuan === undefined || Number.isNaN(yuan) ? undefined : Math.round(yuan * 100);
export const toYuan = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));

/** A community or station chosen for a service (a body entry, with its name for the tag). */
export type CommunityChoice = SpuBody['spuCommunityValues'][number] & { communityName: string };

/** What the publish form holds (antd Form values). */
export interface ProdFormValues {
  categoryPath?: number[];
  shopCategoryPath?: number[];
  brandId?: number | null;
  name?: string;
  sellingPoint?: string;
  seq?: number | null;
  publicationType?: number | null;
  productsType?: number | null;
  serveType?: number | null;
  mainImgUrl?: string;
  imgUrls?: string;
  hasSkuImg?: boolean;
  /** attrId → typed or chosen value. */
  basicAttrs?: Record<string, string | undefined>;
  keywords?: string[];
  communities?: CommunityChoice[];
  detail?: string;
  /** Not edited on the form: a loaded product's mode is sent back as it was. */
  deliveryMode?: string | null;
}

/** A basic attribute of the chosen category, as the form offers it. */
export type BasicAttr = Pick<AttrVO, 'attrId' | 'name' | 'searchType'> & { attrValues: Pick<AttrValueVO, 'attrValueId' | 'value'>[] };

const last = (path: number[] | undefined) => (path && path.length ? path[path.length - 1] : undefined);
const realId = (id: number) => (id > 0 ? id : 0);

/** The body of POST/PUT /mall_product/admin/spu built from the form. */
export function toSpuBody(
  values: ProdFormValues,
  attrs: SalesAttr[],
  rows: SkuRow[],
  basicAttrs: BasicAttr[],
  shopType: number | null | undefined,
  spuId?: number,
): SpuBody {
  const care = isCareShop(shopType);
  const publicationType = care ? (values.publicationType ?? undefined) : PublicationType.PRODUCT;
  const basic = values.basicAttrs ?? {};
  return {
    spuId,
    categoryId: last(values.categoryPath),
    shopCategoryId: last(values.shopCategoryPath),
    brandId: values.brandId ?? 0,
    name: values.name ?? '',
    sellingPoint: values.sellingPoint ?? '',
    seq: values.seq ?? undefined,
    publicationType,
    productsType: publicationType === PublicationType.SERVICE ? undefined : (values.productsType ?? undefined),
    serveType: publicationType === PublicationType.PRODUCT ? undefined : (values.serveType ?? undefined),
    mainImgUrl: values.mainImgUrl ?? '',
    imgUrls: values.imgUrls ?? '',
    hasSkuImg: values.hasSkuImg ? 1 : 0,
    isCompose: 0,
    detail: values.detail ?? '',
    // Spec §3: shop delivery on, user pickup off, city delivery off unless the product already says otherwise.
    deliveryMode: values.deliveryMode ?? JSON.stringify(DEFAULT_DELIVERY_MODE),
    spuAttrValues: basicAttrs.map((a) => {
      const typed = (basic[String(a.attrId)] ?? '').trim();
      const known = a.attrValues.find((v) => v.value === typed);
      return { attrId: a.attrId, attrName: a.name, attrValueId: known?.attrValueId ?? 0, attrValueName: typed };
    }),
    skuList: rows.map((row) => ({
      skuId: row.skuId,
      skuName: row.parts.map((p) => p.attrValueName).join(' ') || values.name || '',
      attrs: row.parts.map((p) => p.attrName).join(','),
      imgUrl: row.imgUrl,
      priceFee: toCents(row.price),
      marketPriceFee: toCents(row.marketPrice) ?? 0,
      stock: row.stock ?? undefined,
      changeStock: row.skuId !== undefined && row.stock !== null ? row.stock - (row.originalStock ?? 0) : undefined,
      partyCode: row.partyCode,
      modelId: row.modelId,
      status: row.status,
      spuSkuAttrValues: row.parts.map((p) => ({
        attrId: realId(p.attrId),
        attrName: p.attrName,
        attrValueId: realId(p.attrValueId),
        attrValueName: p.attrValueName,
      })),
    })),
    spuKeywordValues: care ? (values.keywords ?? []).map((keyword) => ({ keyword })) : [],
    spuCommunityValues: care ? (values.communities ?? []) : [],
  };
}

export interface FormContext {
  shopType: number | null | undefined;
  tenantName: string | null | undefined;
  basicAttrs: BasicAttr[];
  attrs: SalesAttr[];
}

/** The first of the nine submission messages the form fails, or null. */
export function firstFormError(body: SpuBody, context: FormContext): string | null {
  return firstSubmissionError(body, {
    shopType: context.shopType,
    tenantName: context.tenantName,
    importantAttrIds: context.basicAttrs.filter((a) => a.searchType === 1).map((a) => a.attrId),
    salesAttrs: context.attrs.map((a) => ({ attrName: a.name, values: a.values.map((v) => v.value) })),
  });
}
