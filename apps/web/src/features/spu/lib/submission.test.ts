import { describe, expect, it } from 'vitest';
import { SPU_MESSAGES } from '@caremall/contract';
import { buildSkuRows, type SalesAttr, type SkuRow } from './sku-builder';
import { firstFormError, toCents, toSpuBody, type BasicAttr, type FormContext, type ProdFormValues } from './submission';

const attrs: SalesAttr[] = [
  {
    attrId: 1,
    name: '颜色',
    values: [
      { attrValueId: 11, value: '红' },
      { attrValueId: -5, value: '自定义蓝' },
    ],
  },
  { attrId: -6, name: '尺码', values: [{ attrValueId: -7, value: 'M' }] },
];
const basicAttrs: BasicAttr[] = [{ attrId: 9, name: '产地', searchType: 1, attrValues: [{ attrValueId: 91, value: '浙江' }] }];
const filledRows = (): SkuRow[] => buildSkuRows(attrs, []).map((r) => ({ ...r, price: 12.5, marketPrice: 20, stock: 3 }));
const values: ProdFormValues = {
  categoryPath: [1, 2, 3],
  shopCategoryPath: [7, 8],
  name: '羊毛衫',
  sellingPoint: '暖和',
  seq: 1,
  productsType: 1,
  mainImgUrl: '/a.png',
  imgUrls: '/a.png,/b.png',
  basicAttrs: { '9': '浙江' },
};
const context: FormContext = { shopType: 2, tenantName: null, basicAttrs, attrs };
const errorOf = (v: ProdFormValues, rows = filledRows(), ctx = context, a = attrs) =>
  firstFormError(toSpuBody(v, a, rows, basicAttrs, ctx.shopType), { ...ctx, attrs: a });

describe('toSpuBody', () => {
  it('sends cents, leaf categories, real ids (0 for typed ones) and changeStock for kept skus', () => {
    const rows = filledRows();
    rows[0] = { ...rows[0]!, skuId: 44, originalStock: 1, stock: 3 };
    const body = toSpuBody(values, attrs, rows, basicAttrs, 2, 5);
    expect(body).toMatchObject({ spuId: 5, categoryId: 3, shopCategoryId: 8, publicationType: 0, productsType: 1 });
    expect(body.skuList[0]).toMatchObject({ skuId: 44, priceFee: 1250, marketPriceFee: 2000, changeStock: 2, skuName: '红 M', attrs: '颜色,尺码' });
    expect(body.skuList[1]!.spuSkuAttrValues).toEqual([
      { attrId: 1, attrName: '颜色', attrValueId: 0, attrValueName: '自定义蓝' },
      { attrId: 0, attrName: '尺码', attrValueId: 0, attrValueName: 'M' },
    ]);
    expect(body.spuAttrValues).toEqual([{ attrId: 9, attrName: '产地', attrValueId: 91, attrValueName: '浙江' }]);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it("sends the spec's delivery-mode defaults with a new product, and a loaded product's own mode", () => {
    expect(JSON.parse(toSpuBody(values, attrs, filledRows(), basicAttrs, 2).deliveryMode as string)).toEqual({
      hasShopDelivery: true,
      hasUserPickUp: false,
      hasCityDelivery: false,
    });
    const own = '{"hasShopDelivery":false,"hasUserPickUp":true,"hasCityDelivery":false}';
    expect(toSpuBody({ ...values, deliveryMode: own }, attrs, filledRows(), basicAttrs, 2, 5).deliveryMode).toBe(own);
  });

  it('clears the service type for products and the product type for services', () => {
    const service = toSpuBody({ ...values, publicationType: 1, serveType: 2 }, attrs, filledRows(), basicAttrs, 3);
    expect(service).toMatchObject({ publicationType: 1, serveType: 2, productsType: undefined });
    const product = toSpuBody({ ...values, publicationType: 0, serveType: 2 }, attrs, filledRows(), basicAttrs, 3);
    expect(product.serveType).toBeUndefined();
  });
});

describe('the nine submission checks, in order', () => {
  it('passes a complete form', () => {
    expect(errorOf(values)).toBeNull();
  });

  it('answers each message, earlier checks first', () => {
    const rows = filledRows();
    expect(errorOf({ ...values, name: ' ', mainImgUrl: '' })).toBe(SPU_MESSAGES.required);
    expect(errorOf({ ...values, categoryPath: [] })).toBe(SPU_MESSAGES.required);
    expect(errorOf({ ...values, basicAttrs: {}, mainImgUrl: '' })).toBe(SPU_MESSAGES.importantAttr);
    expect(errorOf({ ...values, mainImgUrl: '', imgUrls: '' })).toBe(SPU_MESSAGES.mainImg);
    expect(errorOf({ ...values, imgUrls: '' })).toBe(SPU_MESSAGES.imgUrls);
    const withEmptyAttr: SalesAttr[] = [...attrs.slice(0, 1), { attrId: 3, name: '款式', values: [] }];
    expect(errorOf(values, buildSkuRows(withEmptyAttr, rows), context, withEmptyAttr)).toBe(SPU_MESSAGES.salesAttrValues);
    expect(errorOf({ ...values, hasSkuImg: true })).toBe(SPU_MESSAGES.skuImg);
    expect(
      errorOf(
        values,
        rows.map((r, i) => (i === 1 ? { ...r, stock: null, price: 0 } : r)),
      ),
    ).toBe(SPU_MESSAGES.stock);
    expect(
      errorOf(
        values,
        rows.map((r, i) => (i === 1 ? { ...r, price: 0 } : r)),
      ),
    ).toBe(SPU_MESSAGES.price);
    expect(
      errorOf(
        values,
        rows.map((r, i) => (i === 1 ? { ...r, price: null } : r)),
      ),
    ).toBe(SPU_MESSAGES.price);
  });

  it('asks care shops for a publication type, communities, and a tenant name', () => {
    const care = { ...context, shopType: 3, tenantName: '康乐' };
    expect(errorOf(values, filledRows(), care)).toBe(SPU_MESSAGES.required);
    const service = { ...values, publicationType: 1, serveType: 0 };
    expect(errorOf(service, filledRows(), care)).toBe(SPU_MESSAGES.community);
    expect(errorOf(service, filledRows(), { ...care, tenantName: null })).toBe(SPU_MESSAGES.noTenant);
    expect(errorOf({ ...service, communities: [{ communityType: 1, communityId: 1, communityName: 'x' }] }, filledRows(), care)).toBeNull();
  });
});
