// What the product suites share: a valid product body, and creating a product and reading it back.
import type { SpuVO } from '@caremall/contract';
import { beforeAll } from 'vitest';
import { usersOf, useTestApp, type Caller } from '../kit.ts';
import { catalogueFixture, type CatalogueFixture } from './fixtures.ts';

const COLORS = ['红色', '蓝色', '灰色'];
const SIZES = ['M', 'L'];

/** A valid two-attribute product body (3 colours × 2 sizes = 6 skus) for shop 1. */
export function productBody(cat: CatalogueFixture, overrides: Record<string, unknown> = {}) {
  const skuList = COLORS.flatMap((color, i) =>
    SIZES.map((size, j) => ({
      priceFee: 1000 + i * 100 + j * 10,
      marketPriceFee: 2000,
      stock: 10 + i + j,
      partyCode: `T-${i}${j}`,
      modelId: `690${i}${j}`,
      status: 1,
      imgUrl: '/demo/products/2.svg',
      spuSkuAttrValues: [
        { attrId: 0, attrName: '颜色', attrValueId: 0, attrValueName: color },
        { attrId: 0, attrName: '尺码', attrValueId: 0, attrValueName: size },
      ],
    })),
  );
  return {
    categoryId: cat.leaf,
    shopCategoryId: cat.shop1Secondary,
    name: '测试开衫毛衣',
    sellingPoint: '柔软保暖',
    seq: 5,
    productsType: 1,
    mainImgUrl: '/demo/products/1.svg',
    imgUrls: '/demo/products/1.svg,/demo/products/3.svg',
    hasSkuImg: 0,
    detail: '<p>好衣服</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    // 产地 is the fixture leaf's basic attribute: a product saved under another category leaves it out.
    spuAttrValues:
      (overrides.categoryId ?? cat.leaf) === cat.leaf
        ? [{ attrId: cat.importantAttrId, attrName: '产地', attrValueId: 0, attrValueName: '浙江' }]
        : [],
    skuList,
    ...overrides,
  };
}

/** Creates a product as the caller and reads it back (the newest product of the shop with that name). */
export async function createProduct(caller: Caller, body: Record<string, unknown>): Promise<SpuVO> {
  const created = await caller.post('/mall_product/admin/spu', body);
  if (created.code !== '00000') throw new Error(`create failed: ${JSON.stringify(created)}`);
  const page = await caller.get<{ list: { spuId: number }[] }>('/mall_search/m/search/page', { pageNum: 1, pageSize: 1, keyword: String(body.name) });
  const spuId = page.data.list[0]!.spuId;
  return (await caller.get<SpuVO>('/mall_product/admin/spu', { spuId })).data;
}

/** A sku an edit adds to `productBody`'s product: a colour it does not have. */
export const ADDED_SKU = {
  priceFee: 999,
  stock: 7,
  status: 1,
  spuSkuAttrValues: [
    { attrName: '颜色', attrValueName: '黑色' },
    { attrName: '尺码', attrValueName: 'M' },
  ],
};

/** A product suite's app, its callers and the catalogue its products go under (made once for the file). */
export function useProductSuite() {
  const app = useTestApp();
  let cat: CatalogueFixture | undefined;
  beforeAll(async () => {
    cat = await catalogueFixture(app().db);
  });
  return { app, as: usersOf(app), catalogue: () => cat! };
}
