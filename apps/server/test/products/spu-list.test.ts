// The product list queries: the search ranges are limited server-side (spec §9: price and sales 0 to 100000, the
// price sent in cents) on every product page that takes them, and the admin page's brandId filter (API contract:
// `GET /admin/spu/page` … brandId?) picks the shop's products of that brand.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { SPU_LIMITS, SPU_MESSAGES, SpuStatus } from '@caremall/contract';
import { spu } from '../../src/db/schema/index.ts';
import { DEMO_SHOPS } from '../../src/db/seed/demo-accounts.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { catalogueFixture, type CatalogueFixture } from './fixtures.ts';
import { createProduct, productBody } from './support.ts';

const app = useTestApp();
const as = usersOf(app);
let cat: CatalogueFixture;
beforeAll(async () => {
  cat = await catalogueFixture(app().db);
});

/** Every product page that takes the list's filters. */
const PAGES = ['/mall_search/m/search/page', '/mall_product/admin/spu/page', '/mall_product/m/spu/page', '/prod/prod/page'];
const MAX_PRICE_FEE = SPU_LIMITS.searchRangeMax * 100;

describe('the search ranges', () => {
  const outside: [field: string, value: number, message: string][] = [
    ['minSaleNum', -1, SPU_MESSAGES.saleNumRange],
    ['maxSaleNum', -1, SPU_MESSAGES.saleNumRange],
    ['minSaleNum', SPU_LIMITS.searchRangeMax + 1, SPU_MESSAGES.saleNumRange],
    ['maxSaleNum', SPU_LIMITS.searchRangeMax + 1, SPU_MESSAGES.saleNumRange],
    ['minPrice', -1, SPU_MESSAGES.priceRange],
    ['maxPrice', -1, SPU_MESSAGES.priceRange],
    ['minPrice', MAX_PRICE_FEE + 1, SPU_MESSAGES.priceRange],
    ['maxPrice', MAX_PRICE_FEE + 1, SPU_MESSAGES.priceRange],
  ];

  it.each(PAGES)('%s refuses either end of either range beyond 0 to 100000, with the range’s message', async (page) => {
    for (const [field, value, message] of outside) {
      const answer = await as('shop_admin').get(page, { pageNum: 1, pageSize: 10, [field]: value });
      expect(answer.code, `${field}=${value}`).toBe('A00002');
      expect(answer.data, `${field}=${value}`).toEqual([`${field}:${message}`]);
    }
  });

  it.each(PAGES)('%s takes both ends of both ranges', async (page) => {
    for (const [field, value] of [
      ['minSaleNum', 0],
      ['maxSaleNum', SPU_LIMITS.searchRangeMax],
      ['minPrice', 0],
      ['maxPrice', MAX_PRICE_FEE],
    ] as const) {
      expect((await as('shop_admin').get(page, { pageNum: 1, pageSize: 10, [field]: value })).code, `${field}=${value}`).toBe('00000');
    }
  });

  it('the export refuses them too', async () => {
    const answer = await as('shop_admin').get('/mall_product/m/spu/export', { maxPrice: MAX_PRICE_FEE + 1 });
    expect(answer.code).toBe('A00002');
    expect(answer.data).toEqual([`maxPrice:${SPU_MESSAGES.priceRange}`]);
  });
});

describe('the brandId filter', () => {
  it('lists the shop’s products of that brand alone', async () => {
    const mine = await createProduct(as('shop_admin'), productBody(cat, { name: '品牌筛选甲' }));
    const other = await createProduct(as('shop_admin'), productBody(cat, { name: '品牌筛选乙' }));
    const [care] = await app()
      .db.select({ spuId: spu.spuId })
      .from(spu)
      .where(and(eq(spu.shopId, DEMO_SHOPS.care.shopId), ne(spu.status, SpuStatus.DELETED)))
      .limit(1);
    // A brand id no seeded product carries, on one product of each shop.
    const brandId = 987_654;
    await app()
      .db.update(spu)
      .set({ brandId })
      .where(inArray(spu.spuId, [mine.spuId, care!.spuId]));
    const ids = async (who: string, query: Record<string, number>) =>
      (await as(who).get<{ list: { spuId: number; brandId: number }[] }>('/mall_product/admin/spu/page', { pageNum: 1, pageSize: 100, ...query }))
        .data.list;

    const shop = await ids('shop_admin', { brandId });
    expect(shop.map((r) => r.spuId)).toEqual([mine.spuId]);
    expect(shop.every((r) => r.brandId === brandId)).toBe(true);
    expect((await ids('care_admin', { brandId })).map((r) => r.spuId)).toEqual([care!.spuId]);
    // The other filters still apply beside it.
    expect(await ids('shop_admin', { brandId, spuId: other.spuId })).toEqual([]);
    const [otherRow] = await app().db.select({ brandId: spu.brandId }).from(spu).where(eq(spu.spuId, other.spuId));
    expect(otherRow!.brandId).not.toBe(brandId);
  });
});
