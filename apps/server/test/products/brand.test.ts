import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BrandVO, CategoryVO } from '@caremall/contract';
import { brand } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

const brandsOf = (categoryId: number | string, who = 'shop_admin') =>
  as(who).get<BrandVO[]>(`/mall_product/admin/brand/get_brand_by_category_id?categoryId=${categoryId}`);

async function leaf(name: string) {
  return (await as('shop_admin').get<CategoryVO[]>('/mall_product/admin/category/platform_categories')).data.find((c) => c.name === name)!;
}

describe('brands by category', () => {
  it('lists the brands linked to a platform leaf, in seq order, with pictures', async () => {
    const reply = await brandsOf((await leaf('血压计')).categoryId);
    expect(reply.code).toBe('00000');
    expect(reply.data.map((b) => b.name)).toEqual(['欧姆龙', '鱼跃']);
    expect(reply.data[0]).toMatchObject({ firstLetter: 'O', status: 1 });
    expect(reply.data[0]!.imgUrl).toMatch(/^\/demo\/products\//);
    expect((await brandsOf((await leaf('上门助浴')).categoryId)).data).toEqual([]);
  });

  it('keeps offline brands (shown disabled) and leaves out deleted ones', async () => {
    const categoryId = (await leaf('血糖仪')).categoryId;
    const [sanNuo] = await app().db.select().from(brand).where(eq(brand.name, '三诺'));
    await app().db.update(brand).set({ status: 0 }).where(eq(brand.brandId, sanNuo!.brandId));
    expect((await brandsOf(categoryId)).data.find((b) => b.name === '三诺')!.status).toBe(0);
    await app().db.update(brand).set({ status: -1 }).where(eq(brand.brandId, sanNuo!.brandId));
    expect((await brandsOf(categoryId)).data.map((b) => b.name)).toEqual(['鱼跃']);
  });

  it('is readable by staff of the product screens only, validates the id, and needs a token', async () => {
    const categoryId = (await leaf('轮椅')).categoryId;
    expect((await brandsOf(categoryId, 'shop_admin')).data.map((b) => b.name)).toEqual(['鱼跃']);
    // care_staff's role grants orders and hot search, no product screen.
    expect((await brandsOf(categoryId, 'care_staff')).code).toBe('A00006');
    expect((await brandsOf('abc')).code).toBe('A00002');
    expect((await brandsOf(999999)).data).toEqual([]);
    const anonymous = await app().app.inject({ method: 'GET', url: `/mall_product/admin/brand/get_brand_by_category_id?categoryId=${categoryId}` });
    expect(anonymous.json().code).toBe('A00004');
  });
});
