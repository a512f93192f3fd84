// Spec §3 and §7 on the wire (issue 17): delivery-mode defaults stored with every product, the product fields the
// screens do not edit, the current user's roles, and the product select dialog's call.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ShopUserSimpleVO, SpuSummaryVO } from '@caremall/contract';
import { spu } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { catalogueFixture, type CatalogueFixture } from './fixtures.ts';
import { createProduct, productBody } from './support.ts';

const app = useTestApp();
const as = usersOf(app);
let cat: CatalogueFixture;
beforeAll(async () => {
  cat = await catalogueFixture(app().db);
});

const storedMode = async (spuId: number) => (await app().db.select({ m: spu.deliveryMode }).from(spu).where(eq(spu.spuId, spuId)))[0]!.m;

describe('product fields of the spec', () => {
  it('stores the default delivery mode when none is sent, keeps a sent one, and an edit without one keeps the stored', async () => {
    const plain = await createProduct(as('shop_admin'), productBody(cat, { name: '配送默认甲' }));
    expect(JSON.parse((await storedMode(plain.spuId))!)).toEqual({ hasShopDelivery: true, hasUserPickUp: false, hasCityDelivery: false });

    const own = '{"hasShopDelivery":false,"hasUserPickUp":true,"hasCityDelivery":false}';
    const sent = await createProduct(as('shop_admin'), productBody(cat, { name: '配送自提乙', deliveryMode: own }));
    expect(await storedMode(sent.spuId)).toBe(own);
    const edit = await as('shop_admin').put('/mall_product/admin/spu', {
      ...productBody(cat, { name: '配送自提乙' }),
      spuId: sent.spuId,
      skuList: sent.skus.map((s) => ({ ...s, changeStock: 0 })),
    });
    expect(edit.code).toBe('00000');
    expect(await storedMode(sent.spuId)).toBe(own);
  });

  it('carries scoreFee, priceScale, marketPriceScale, activityId, prodType and deliveryTemplateId', async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '字段齐全丙' }));
    expect(vo).toMatchObject({ scoreFee: 0, priceScale: 10, marketPriceScale: 20, activityId: 0, prodType: 0, deliveryTemplateId: 0 });
  });

  it('the product select dialog reads /prod/prod/page by spuStatus, name and categoryId', async () => {
    await createProduct(as('shop_admin'), productBody(cat, { name: '选择对话框丁' }));
    const all = await as('shop_admin').get<{ list: SpuSummaryVO[] }>('/prod/prod/page', {
      pageNum: 1,
      pageSize: 10,
      spuStatus: 0,
      name: '选择对话框丁',
    });
    expect(all.data.list.map((p) => p.name)).toEqual(['选择对话框丁']);
    const onSale = await as('shop_admin').get<{ list: SpuSummaryVO[] }>('/prod/prod/page', {
      pageNum: 1,
      pageSize: 10,
      spuStatus: 1,
      name: '选择对话框丁',
    });
    expect(onSale.data.list).toEqual([]);
    const otherCategory = await as('shop_admin').get<{ list: SpuSummaryVO[] }>('/prod/prod/page', {
      pageNum: 1,
      pageSize: 10,
      spuStatus: 0,
      name: '选择对话框丁',
      categoryId: cat.leaf + 100000,
    });
    expect(otherCategory.data.list).toEqual([]);
  });
});

describe('the current user', () => {
  it('carries its roles: a staff member its role ids, an administrator none', async () => {
    const staff = await as('shop_staff').get<ShopUserSimpleVO>('/mall_multishop/m/shop_user/info');
    expect(staff.data.roles).toHaveLength(1);
    expect(staff.data.roles[0]).toBeGreaterThan(0);
    expect((await as('shop_admin').get<ShopUserSimpleVO>('/mall_multishop/m/shop_user/info')).data.roles).toEqual([]);
  });
});
