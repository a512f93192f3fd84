import type { SpuVO } from '@caremall/contract';
import { createTestApp, envelope, login, type TestApp } from '../helpers.ts';
import { catalogueFixture, type CatalogueFixture } from './fixtures.ts';

export interface ProductsTest {
  t: TestApp;
  cat: CatalogueFixture;
  tokens: Record<string, string>;
  call: <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: string,
    payload?: unknown,
  ) => Promise<{ code: string; msg: string | null; data: T }>;
}

export async function setupProductsTest(): Promise<ProductsTest> {
  const t = await createTestApp();
  const cat = await catalogueFixture(t.db);
  const tokens: Record<string, string> = {};
  for (const name of ['shop_admin', 'shop_staff', 'care_admin', 'care_staff', 'platform']) tokens[name] = await login(t.app, name);
  const call: ProductsTest['call'] = async (method, url, who, payload) =>
    envelope(
      await t.app.inject({
        method,
        url,
        headers: { authorization: tokens[who]! },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    ) as never;
  return { t, cat, tokens, call };
}

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
    spuAttrValues: [{ attrId: cat.importantAttrId, attrName: '产地', attrValueId: 0, attrValueName: '浙江' }],
    skuList,
    ...overrides,
  };
}

/** Creates a product and answers its id (the newest product of the shop with that name). */
export async function createProduct(p: ProductsTest, who: string, body: Record<string, unknown>): Promise<SpuVO> {
  const created = await p.call('POST', '/mall_product/admin/spu', who, body);
  if (created.code !== '00000') throw new Error(`create failed: ${JSON.stringify(created)}`);
  const page = await p.call<{ list: { spuId: number }[] }>(
    'GET',
    `/mall_search/m/search/page?pageNum=1&pageSize=1&keyword=${encodeURIComponent(String(body.name))}`,
    who,
  );
  const spuId = page.data.list[0]!.spuId;
  return (await p.call<SpuVO>('GET', `/mall_product/admin/spu?spuId=${spuId}`, who)).data;
}
