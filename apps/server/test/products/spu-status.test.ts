import { beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { PLATFORM_SHOP_ID, SPU_LIMITS, SPU_MESSAGES, SpuStatus, type OfflineHandleEventVO, type SpuVO } from '@caremall/contract';
import { indexImg, sku, spu } from '../../src/db/schema/index.ts';
import { DEMO_SHOPS } from '../../src/db/seed/demo-accounts.ts';
import { setCategoryStatus } from '../../src/modules/product/category/category.store.ts';
import { takeProductsOffShelfByCategories } from '../../src/modules/product/spu/spu-status.store.ts';
import { insertRows } from '../../src/platform/db/insert-rows.ts';
import { statementsSentBy, testDatabaseUrl } from '../database.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { catalogueFixture, insertCategory, type CatalogueFixture } from './fixtures.ts';
import { createProduct, productBody } from './support.ts';

const app = useTestApp();
const as = usersOf(app);
let cat: CatalogueFixture;
beforeAll(async () => {
  cat = await catalogueFixture(app().db);
});

const statusOf = async (spuId: number) => (await app().db.select().from(spu).where(eq(spu.spuId, spuId)))[0]!.status;
const shelf = (spuId: number, status: 0 | 1, who = 'shop_admin') => as(who).put('/mall_product/admin/spu/prod_status', { spuId, status });
const audit = (spuId: number, status: 1 | 4, opinion?: string, who = 'platform') =>
  as(who).put('/mall_product/platform/spu/audit', { spuId, status, opinion });
const takeDown = (spuId: number, offlineReason = '虚假宣传') => as('platform').put('/mall_product/platform/spu/offline', { spuId, offlineReason });
const newProduct = (name: string) => createProduct(as('shop_admin'), productBody(cat, { name }));
const data = (body: Record<string, unknown>) => as('shop_admin').put('/mall_product/admin/spu/update_spu_data', body);

describe('product status', () => {
  it('reaches every status: off shelf, review, on shelf, rejected, violation, and back', async () => {
    const vo = await newProduct('状态流转测试');
    expect(await statusOf(vo.spuId)).toBe(0);
    expect((await shelf(vo.spuId, 1)).code).toBe('00000');
    expect(await statusOf(vo.spuId)).toBe(3);
    expect(await audit(vo.spuId, 4)).toMatchObject({ code: 'A00001', msg: '请填写审核意见' });
    expect((await audit(vo.spuId, 4, '图片模糊')).code).toBe('00000');
    const rejected = (await as('shop_admin').get<SpuVO>(`/mall_product/admin/spu?spuId=${vo.spuId}`)).data;
    expect(rejected).toMatchObject({ status: 4, opinion: '图片模糊' });
    expect((await shelf(vo.spuId, 1)).code).toBe('00000');
    expect((await audit(vo.spuId, 1)).code).toBe('00000');
    expect(await statusOf(vo.spuId)).toBe(1);
    expect(await shelf(vo.spuId, 1)).toMatchObject({ code: 'A00001', msg: '商品状态异常，请刷新后重试' });
    expect((await takeDown(vo.spuId)).code).toBe('00000');
    const down = (await as('shop_admin').get<SpuVO>(`/mall_product/admin/spu?spuId=${vo.spuId}`)).data;
    expect(down).toMatchObject({ status: 2, wgOpinion: '虚假宣传' });
    expect(await shelf(vo.spuId, 1)).toMatchObject({ code: 'A00001' });
    expect(await shelf(vo.spuId, 0)).toMatchObject({ code: 'A00001' });
  });

  it('refuses review and take-down calls from shops', async () => {
    const vo = await newProduct('平台专属操作');
    await shelf(vo.spuId, 1);
    expect(await audit(vo.spuId, 1, undefined, 'shop_admin')).toMatchObject({ code: 'A00006', msg: '无权限操作！' });
    expect(await as('shop_admin').put('/mall_product/platform/spu/offline', { spuId: vo.spuId, offlineReason: 'x' })).toMatchObject({
      code: 'A00006',
      msg: '无权限操作！',
    });
    expect(await statusOf(vo.spuId)).toBe(3);
  });

  it('handles a take-down: read the event, reapply (reason required), fail, reapply, pass', async () => {
    const vo = await newProduct('违规申诉测试');
    await shelf(vo.spuId, 1);
    await audit(vo.spuId, 1);
    await takeDown(vo.spuId, '含有违禁词');
    const url = `/mall_product/admin/product_offline_handle_event/get_offline_handle_event_by_prodId/${vo.spuId}`;
    const event = (await as('shop_admin').get<OfflineHandleEventVO>(url)).data;
    expect(event).toMatchObject({ status: 1, offlineReason: '含有违禁词', handler: '平台管理员', offlineHandleEventItemList: [] });
    const apply = (reapplyReason: string, who = 'shop_admin') =>
      as(who).post<string[]>('/mall_product/admin/product_offline_handle_event/audit_apply', {
        eventId: event.eventId,
        handleId: vo.spuId,
        reapplyReason,
      });
    const blank = await apply('  ');
    expect(blank.code).toBe('A00002');
    expect(blank.data).toContain(`reapplyReason:${SPU_MESSAGES.reapplyReason}`);
    expect(await apply('改好了', 'care_admin')).toMatchObject({ code: 'A00001', msg: '违规下架记录不存在' });
    expect((await apply('已删除违禁词')).code).toBe('00000');
    expect(await apply('再申请')).toMatchObject({ code: 'A00001', msg: '该商品已提交申请，请耐心等待审核' });
    expect(
      (
        await as('platform').put('/mall_product/platform/offline_handle_event/audit', {
          eventId: event.eventId,
          status: 4,
          refuseReason: '仍有违禁词',
        })
      ).code,
    ).toBe('00000');
    expect(await statusOf(vo.spuId)).toBe(2);
    expect((await apply('全部删除了')).code).toBe('00000');
    expect((await as('platform').put('/mall_product/platform/offline_handle_event/audit', { eventId: event.eventId, status: 3 })).code).toBe('00000');
    expect(await statusOf(vo.spuId)).toBe(0);
    const after = (await as('shop_admin').get<OfflineHandleEventVO>(url)).data;
    expect(after.status).toBe(3);
    expect(after.offlineHandleEventItemList.map((i) => [i.reapplyReason, i.refuseReason])).toEqual([
      ['已删除违禁词', '仍有违禁词'],
      ['全部删除了', null],
    ]);
    expect(await as('care_admin').get(url)).toMatchObject({ code: 'A00001' });
  });

  it('applies batch shelf changes all or nothing, and clears carousel links on take-off', async () => {
    const a = await newProduct('批量甲');
    const b = await newProduct('批量乙');
    const empty = await as('shop_admin').put<string[]>('/mall_product/admin/spu/prod_status', { status: 1, spuIds: [] });
    expect(empty.code).toBe('A00002');
    expect(empty.data).toContain(`spuIds:${SPU_MESSAGES.noneSelected}`);
    expect((await as('shop_admin').put('/mall_product/admin/spu/prod_status', { status: 1, spuIds: [a.spuId, b.spuId] })).code).toBe('00000');
    expect([await statusOf(a.spuId), await statusOf(b.spuId)]).toEqual([3, 3]);
    await audit(a.spuId, 1);
    const c = await newProduct('批量丙');
    const refused = await as('shop_admin').put('/mall_product/admin/spu/prod_status', { status: 1, spuIds: [a.spuId, c.spuId] });
    expect(refused).toMatchObject({ code: 'A00001', msg: `商品id为：[${a.spuId}]的1件商品不符合操作条件` });
    expect(await statusOf(c.spuId)).toBe(0);
    await app().db.insert(indexImg).values({ shopId: 1, imgUrl: '/x', spuId: a.spuId });
    expect((await as('shop_admin').put('/mall_product/admin/spu/prod_status', { status: 0, spuIds: [a.spuId, b.spuId] })).code).toBe('00000');
    expect([await statusOf(a.spuId), await statusOf(b.spuId)]).toEqual([0, 0]);
    expect((await app().db.select().from(indexImg).where(eq(indexImg.imgUrl, '/x')))[0]!.spuId).toBeNull();
  });

  it.runIf(Boolean(testDatabaseUrl()))('puts the most products a batch takes on and off shelf in as many statements as one product', async () => {
    const model = await newProduct('批量满额模型');
    const single = await newProduct('批量单个');
    const [row] = await app().db.select().from(spu).where(eq(spu.spuId, model.spuId));
    const { spuId: _, ...columns } = row!;
    await insertRows(
      app().db,
      spu,
      Array.from({ length: SPU_LIMITS.maxBatch - 1 }, (_, n) => ({ ...columns, name: `批量满额${n}` })),
    );
    const batch = (await app().db.select({ spuId: spu.spuId }).from(spu).where(like(spu.name, '批量满额%'))).map((r) => r.spuId);
    expect(batch).toHaveLength(SPU_LIMITS.maxBatch);
    const statementsOf = (spuIds: number[], status: 0 | 1) =>
      statementsSentBy(async () => {
        expect((await as('shop_admin').put('/mall_product/admin/spu/prod_status', { status, spuIds })).code).toBe('00000');
      });
    expect(await statementsOf(batch, 1)).toBe(await statementsOf([single.spuId], 1));
    expect(new Set(await Promise.all(batch.map(statusOf)))).toEqual(new Set([SpuStatus.PENDING_REVIEW]));
    expect(await statementsOf(batch, 0)).toBe(await statementsOf([single.spuId], 0));
    expect(new Set(await Promise.all(batch.map(statusOf)))).toEqual(new Set([SpuStatus.OFF_SHELF]));
  });

  it('refuses putting on shelf a product whose platform category went offline after it was saved', async () => {
    const [row] = (
      (await app().db.execute(
        sql`insert into category (shop_id, parent_id, name, level, status, path, seq) values (0, 0, '随后下线三级', 2, 1, '', 1) returning category_id`,
      )) as unknown as { rows: { category_id: unknown }[] }
    ).rows;
    const categoryId = Number(row!.category_id);
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '下线分类商品', categoryId }));
    await setCategoryStatus(app().db, PLATFORM_SHOP_ID, { categoryId, status: 0 });
    expect(await shelf(vo.spuId, 1)).toMatchObject({ code: 'A00001', msg: '该商品所属的平台分类处于下线中，不能进行上架操作' });
  });

  describe.each([
    ['its shop category', (_primary: number, secondary: number) => secondary],
    ["its shop category's parent", (primary: number) => primary],
  ])('refuses putting on shelf a product whose shop category went off shelf with it (%s)', (which, offShelf) => {
    const productUnder = async (name: string) => {
      const primary = await insertCategory(app().db, 1, 0, 0, `${name}一级`);
      const secondary = await insertCategory(app().db, 1, primary, 1, `${name}二级`);
      const vo = await createProduct(as('shop_admin'), productBody(cat, { name, shopCategoryId: secondary }));
      expect((await shelf(vo.spuId, 1)).code).toBe('00000');
      await audit(vo.spuId, 1);
      await setCategoryStatus(app().db, 1, { categoryId: offShelf(primary, secondary), status: 0 });
      expect(await statusOf(vo.spuId)).toBe(SpuStatus.OFF_SHELF);
      return vo;
    };

    it('one product', async () => {
      const vo = await productUnder(`店铺分类停用单${which.length}`);
      expect(await shelf(vo.spuId, 1)).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.shopCategoryOffline });
      expect(await statusOf(vo.spuId)).toBe(SpuStatus.OFF_SHELF);
    });

    it('a batch, which changes none of its products', async () => {
      const vo = await productUnder(`店铺分类停用批${which.length}`);
      const fine = await newProduct(`店铺分类正常批${which.length}`);
      const answer = await as('shop_admin').put('/mall_product/admin/spu/prod_status', { status: 1, spuIds: [fine.spuId, vo.spuId] });
      expect(answer).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.batchRefused([vo.spuId]) });
      expect([await statusOf(fine.spuId), await statusOf(vo.spuId)]).toEqual([SpuStatus.OFF_SHELF, SpuStatus.OFF_SHELF]);
    });
  });

  it('takes products off shelf when their category goes off shelf', async () => {
    const vo = await newProduct('分类下架联动');
    await shelf(vo.spuId, 1);
    await audit(vo.spuId, 1);
    expect(await takeProductsOffShelfByCategories(app().db, { shopCategoryIds: [cat.shop1Secondary], shopId: 2 })).toBe(0);
    expect(await statusOf(vo.spuId)).toBe(1);
    expect(await takeProductsOffShelfByCategories(app().db, { shopCategoryIds: [cat.shop1Secondary], shopId: 1 })).toBeGreaterThan(0);
    expect(await statusOf(vo.spuId)).toBe(0);
    await shelf(vo.spuId, 1);
    expect(await takeProductsOffShelfByCategories(app().db, { platformCategoryIds: [cat.leaf] })).toBeGreaterThan(0);
    expect(await statusOf(vo.spuId)).toBe(0);
  });
});

describe('inline edits', () => {
  it('changes name and seq, with their messages', async () => {
    const vo = await newProduct('行内编辑名称');
    expect(await data({ spuId: vo.spuId, name: ' ' })).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.nameBlank });
    expect((await data({ spuId: vo.spuId, name: '行内改名成功' })).code).toBe('00000');
    expect((await data({ spuId: vo.spuId, seq: 99 })).code).toBe('00000');
    expect((await data({ spuId: vo.spuId, seq: 40000 })).code).toBe('A00002');
    expect((await app().db.select().from(spu).where(eq(spu.spuId, vo.spuId)))[0]).toMatchObject({ name: '行内改名成功', seq: 99 });
  });

  it('changes sku prices and the product price follows the lowest', async () => {
    const vo = await newProduct('行内编辑价格');
    const skuList = vo.skus.map((s, i) => ({ skuId: s.skuId, priceFee: 500 + i }));
    expect(await data({ spuId: vo.spuId, skuList: [{ skuId: vo.skus[0]!.skuId, priceFee: 0 }] })).toMatchObject({ msg: SPU_MESSAGES.priceTooLow });
    expect(await data({ spuId: vo.spuId, skuList: [{ skuId: vo.skus[0]!.skuId }] })).toMatchObject({ msg: SPU_MESSAGES.priceEmpty });
    expect((await data({ spuId: vo.spuId, priceFee: 500, skuList })).code).toBe('00000');
    expect((await app().db.select().from(spu).where(eq(spu.spuId, vo.spuId)))[0]!.priceFee).toBe(500);
    const other = await newProduct('别的商品的规格');
    expect(await data({ spuId: vo.spuId, skuList: [{ skuId: other.skus[0]!.skuId, priceFee: 100 }] })).toMatchObject({
      code: 'A00001',
      msg: '商品规格不存在，请刷新后重试',
    });
  });

  it('adds stock by increments only', async () => {
    const vo = await newProduct('行内编辑库存');
    const first = vo.skus[0]!;
    expect(await data({ spuId: vo.spuId, changeStock: -1, skuList: [{ skuId: first.skuId, changeStock: -1 }] })).toMatchObject({
      msg: SPU_MESSAGES.stockDecrease,
    });
    expect((await data({ spuId: vo.spuId, changeStock: 5, skuList: [{ skuId: first.skuId, changeStock: 5 }] })).code).toBe('00000');
    const [row] = await app().db.select().from(sku).where(eq(sku.skuId, first.skuId));
    expect(row!.stock).toBe(first.stock + 5);
    expect((await app().db.select().from(spu).where(eq(spu.spuId, vo.spuId)))[0]!.stock).toBe(vo.totalStock + 5);
  });

  it('100 concurrent +1 stock changes add exactly 100', async () => {
    const vo = await newProduct('并发库存测试');
    const first = vo.skus[0]!;
    const results = await Promise.all(
      Array.from({ length: 100 }, () => data({ spuId: vo.spuId, changeStock: 1, skuList: [{ skuId: first.skuId, changeStock: 1 }] })),
    );
    expect(results.every((r) => r.code === '00000')).toBe(true);
    const [row] = await app().db.select().from(sku).where(eq(sku.skuId, first.skuId));
    expect(row!.stock).toBe(first.stock + 100);
    expect((await app().db.select().from(spu).where(eq(spu.spuId, vo.spuId)))[0]!.stock).toBe(vo.totalStock + 100);
  });
});

describe('product list search', () => {
  interface Page {
    total: number;
    pages: number;
    list: { spuId: number; spuName: string; spuStatus: number; priceFee: number; stock: number; seq: number; shopName: string; skuList: unknown[] }[];
  }
  const search = (query: string, who = 'shop_admin') => as(who).get<Page>(`/mall_search/m/search/page?pageNum=1&pageSize=50&${query}`);

  it('shows the seeded catalogue of the shop only, with every tab filled', async () => {
    const all = await search('dataType=0');
    expect(all.data.total).toBeGreaterThanOrEqual(40);
    for (const dataType of [1, 2, 3, 4, 5, 6]) {
      const tab = await search(`dataType=${dataType}`);
      expect(tab.data.total, `tab ${dataType}`).toBeGreaterThan(0);
      const expected = { 1: [1], 2: [1], 3: [0], 4: [3], 5: [2], 6: [4] }[dataType]!;
      expect(tab.data.list.every((r) => expected.includes(r.spuStatus))).toBe(true);
    }
    expect((await search('dataType=2')).data.list.every((r) => r.stock === 0)).toBe(true);
    expect((await search('dataType=1')).data.list.every((r) => r.stock > 0)).toBe(true);
    const care = await search('keyword=助浴', 'care_admin');
    expect(care.data.list.length).toBeGreaterThan(0);
    // Each product carries its own shop's name.
    expect(new Set(all.data.list.map((r) => r.shopName))).toEqual(new Set([DEMO_SHOPS.ordinary.shopName]));
    expect(new Set(care.data.list.map((r) => r.shopName))).toEqual(new Set([DEMO_SHOPS.care.shopName]));
    expect((await search('keyword=助浴')).data.list).toHaveLength(0);
  });

  it('filters by keyword, code, category, ranges and id, and sorts', async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '搜索专用羊毛衫', shopCategoryId: cat.shop1Secondary }));
    expect((await search('keyword=专用羊毛')).data.list.map((r) => r.spuId)).toEqual([vo.spuId]);
    expect((await search('keyword=100%25')).code).toBe('00000');
    expect((await search(`spuId=${vo.spuId}`)).data.list).toHaveLength(1);
    expect((await search('partyCode=T-21')).data.list.some((r) => r.spuId === vo.spuId)).toBe(true);
    expect((await search('partyCode=CM10021')).data.list.map((r) => r.spuName)).toEqual(['上臂式智能电子血压计']);
    expect((await search(`shopPrimaryCategoryId=${cat.shop1Primary}`)).data.list.some((r) => r.spuId === vo.spuId)).toBe(true);
    expect((await search(`shopSecondaryCategoryId=${cat.shop1Secondary}`)).data.list.some((r) => r.spuId === vo.spuId)).toBe(true);
    expect((await search(`shopPrimaryCategoryId=${cat.shop2Primary}`)).data.list).toHaveLength(0);
    expect((await search(`categoryId=${cat.leaf}`)).data.list.some((r) => r.spuId === vo.spuId)).toBe(true);
    expect((await search('minPrice=1000&maxPrice=1000&keyword=羊毛衫')).data.list.map((r) => r.spuId)).toEqual([vo.spuId]);
    expect((await search('minPrice=1001&keyword=羊毛衫')).data.list).toHaveLength(0);
    expect((await search('minSaleNum=0&maxSaleNum=0&keyword=羊毛衫')).data.list).toHaveLength(1);
    expect((await search('isCompose=0&keyword=羊毛衫')).data.list).toHaveLength(1);
    const byPrice = (await search('priceFeeSort=1')).data.list.map((r) => r.priceFee);
    expect(byPrice).toEqual([...byPrice].sort((x, y) => x - y));
    const bySeq = (await search('seqSort=0')).data.list.map((r) => r.seq);
    expect(bySeq).toEqual([...bySeq].sort((x, y) => y - x));
    expect((await search('dataType=9')).code).toBe('A00002');
    expect((await search('minPrice=abc')).code).toBe('A00002');
    const paged = await as('shop_admin').get<Page>('/mall_search/m/search/page?pageNum=2&pageSize=10');
    expect(paged.data.list).toHaveLength(10);
    expect(paged.data.pages).toBe(Math.ceil(paged.data.total / 10));
  });

  it('answers the spu pages and the legacy select page', async () => {
    const page = await as('shop_admin').get<{ total: number; list: { name: string; skus: unknown[] }[] }>(
      '/mall_product/m/spu/page?pageNum=1&pageSize=5',
    );
    expect(page.data.list).toHaveLength(5);
    expect(page.data.list[0]!.skus.length).toBeGreaterThan(0);
    const admin = await as('shop_admin').get<{ list: { status: number }[] }>('/mall_product/admin/spu/page?pageNum=1&pageSize=10&status=1');
    expect(admin.data.list.every((r) => r.status === 1)).toBe(true);
    const legacy = await as('care_admin').get<{ list: { status: number }[] }>('/prod/prod/page?pageNum=1&pageSize=10&spuStatus=1');
    expect(legacy.data.list.length).toBeGreaterThan(0);
  });

  it('serves the demo product pictures', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/files/demo/products/7.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect((await app().app.inject({ method: 'GET', url: '/files/demo/products/x.svg' })).json()).toMatchObject({ code: 'A00002' });
  });
});
