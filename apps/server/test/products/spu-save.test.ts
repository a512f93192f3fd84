import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SPU_MESSAGES, type SpuVO } from '@caremall/contract';
import { sku, spu, spuDetail, spuKeyword } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { catalogueFixture, insertCategory, type CatalogueFixture } from './fixtures.ts';
import { ADDED_SKU, createProduct, productBody } from './support.ts';

const app = useTestApp();
const as = usersOf(app);
let cat: CatalogueFixture;
beforeAll(async () => {
  cat = await catalogueFixture(app().db);
});

const SPU = '/mall_product/admin/spu';
const save = (body: unknown, who = 'shop_admin', method: 'POST' | 'PUT' = 'POST') =>
  method === 'POST' ? as(who).post(SPU, body) : as(who).put(SPU, body);

describe('product save', () => {
  it('creates a product with 6 skus, attribute values and a cleaned detail in one go', async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '创建测试开衫' }));
    expect(vo).toMatchObject({ status: 0, shopId: 1, name: '创建测试开衫', priceFee: 1000, marketPriceFee: 2000, totalStock: 6 * 10 + 3 + 3 + 3 });
    expect(vo.skus).toHaveLength(6);
    expect(vo.skus[0]!.skuName).toBe('红色 M');
    expect(vo.skus[0]!.attrs).toBe('颜色,尺码');
    expect(vo.skus[0]!.spuSkuAttrValues.map((v) => v.attrValueName)).toEqual(['红色', 'M']);
    expect(vo.spuAttrValues).toMatchObject([{ attrId: cat.importantAttrId, attrValueName: '浙江' }]);
    expect(vo.mainImgUrl).toBe('/demo/products/1.svg');
    expect(vo.detail).toContain('<p>好衣服</p>');
    expect(vo.detail).not.toMatch(/script|onerror/);
    expect((await as('shop_admin').get(`/mall_product/m/spu?spuId=${vo.spuId}`)).code).toBe('00000');
  });

  it('runs the nine submission checks in the spec order with their messages', async () => {
    const base = productBody(cat);
    const skus = base.skuList;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, SPU_MESSAGES.required],
      [{ sellingPoint: '' }, SPU_MESSAGES.required],
      [{ categoryId: null, mainImgUrl: '' }, SPU_MESSAGES.required],
      [{ spuAttrValues: [], mainImgUrl: '' }, SPU_MESSAGES.importantAttr],
      [{ mainImgUrl: '', imgUrls: '' }, SPU_MESSAGES.mainImg],
      [{ imgUrls: '' }, SPU_MESSAGES.imgUrls],
      [
        {
          skuList: skus.map((s, i) =>
            i === 2 ? { ...s, spuSkuAttrValues: [s.spuSkuAttrValues[0], { ...s.spuSkuAttrValues[1], attrValueName: '' }] } : s,
          ),
        },
        SPU_MESSAGES.salesAttrValues,
      ],
      [{ hasSkuImg: 1, skuList: skus.map((s, i) => (i === 1 ? { ...s, imgUrl: '' } : s)) }, SPU_MESSAGES.skuImg],
      [{ skuList: skus.map((s, i) => (i === 3 ? { ...s, stock: null, priceFee: 0 } : s)) }, SPU_MESSAGES.stock],
      [{ skuList: [] }, SPU_MESSAGES.stock],
      [{ skuList: skus.map((s, i) => (i === 4 ? { ...s, priceFee: 0 } : s)) }, SPU_MESSAGES.price],
    ];
    for (const [overrides, message] of cases) {
      const body = await save({ ...base, ...overrides });
      expect({ overrides, body: { code: body.code, msg: body.msg } }).toEqual({ overrides, body: { code: 'A00001', msg: message } });
    }
  });

  it('asks a care shop for a publication type, then communities; refuses other operators communities', async () => {
    const body = productBody(cat, { name: '护理服务', shopCategoryId: cat.shop2Secondary });
    expect(await save(body, 'care_admin')).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.required });
    const service = { ...body, publicationType: 1, serveType: 2, productsType: 1 };
    expect(await save(service, 'care_admin')).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.community });
    expect(await save({ ...service, spuCommunityValues: [{ communityType: 1, communityId: 999999 }] }, 'care_admin')).toMatchObject({
      code: 'A00001',
      msg: '所选社区/驿站不存在',
    });
    const communities = await as('care_admin').get<{ list: { id: number; commType: number; communityName: string }[]; total: number }>(
      '/mall_product/admin/spu/communityList?pageNum=1&pageSize=10&communityName=幸福',
    );
    expect(communities.data.total).toBe(2);
    const chosen = communities.data.list.map((c) => ({ communityType: c.commType, communityId: c.id }));
    const vo = await createProduct(as('care_admin'), {
      ...service,
      name: '测试上门助浴',
      spuCommunityValues: chosen,
      spuKeywordValues: [{ keyword: '助浴' }],
    });
    expect(vo).toMatchObject({ publicationType: 1, serveType: 2, productsType: null });
    expect(vo.spuKeywordValues).toEqual([{ keyword: '助浴' }]);
    expect((await save({ spuId: vo.spuId, spuKeywordValues: [{ keyword: '上门' }, { keyword: '助浴' }] }, 'care_admin', 'PUT')).code).toBe('00000');
    const edited = (await as('care_admin').get<SpuVO>(`/mall_product/admin/spu?spuId=${vo.spuId}`)).data;
    expect(edited.spuKeywordValues).toEqual([{ keyword: '上门' }, { keyword: '助浴' }]);
    expect(vo.spuCommunityValues.map((c) => c.communityName).sort()).toEqual(communities.data.list.map((c) => c.communityName).sort());
  });

  it('stores no search keywords for an ordinary shop, whose form does not ask them; its edit keeps those stored', async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '关键词测试开衫', spuKeywordValues: [{ keyword: '开衫' }] }));
    expect(vo.spuKeywordValues).toEqual([]);
    // Stored by an earlier release, which took them: an edit sending others leaves them as they are.
    await app().db.insert(spuKeyword).values({ spuId: vo.spuId, keyword: '旧词' });
    expect((await save({ spuId: vo.spuId, spuKeywordValues: [{ keyword: '新词' }] }, 'shop_admin', 'PUT')).code).toBe('00000');
    const edited = (await as('shop_admin').get<SpuVO>(`/mall_product/admin/spu?spuId=${vo.spuId}`)).data;
    expect(edited.spuKeywordValues).toEqual([{ keyword: '旧词' }]);
  });

  it('tells a shop without an operator that communities cannot be chosen', async () => {
    const list = await as('shop_admin').get('/mall_product/admin/spu/communityList?pageNum=1&pageSize=10');
    expect(list).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.noTenant });
  });

  it('refuses bad bodies with A00002 / A00003 and never a server error', async () => {
    const base = productBody(cat);
    const longName = await save({
      ...base,
      skuList: [{ ...base.skuList[0], spuSkuAttrValues: [{ attrName: '一二三四五六七八九十十', attrValueName: 'x' }] }],
    });
    expect(longName.code).toBe('A00002');
    expect(longName.data).toContain('skuList.0.spuSkuAttrValues.0.attrName:' + SPU_MESSAGES.salesAttrNameTooLong);
    const longValue = await save({
      ...base,
      skuList: [{ ...base.skuList[0], spuSkuAttrValues: [{ attrName: '颜色', attrValueName: 'x'.repeat(21) }] }],
    });
    expect(longValue.data).toContain('skuList.0.spuSkuAttrValues.0.attrValueName:' + SPU_MESSAGES.salesAttrValueTooLong);
    expect((await save({ ...base, seq: 40000 })).code).toBe('A00002');
    expect((await save({ ...base, skuList: 'x' })).code).toBe('A00002');
    expect((await save({ ...base, skuList: [{ ...base.skuList[0], priceFee: -1 }] })).code).toBe('A00002');
    expect((await save({ ...base, spuKeywordValues: [{ keyword: '十一个字的关键词太长了' }] })).code).toBe('A00002');
    const malformed = await as('shop_admin').inject({
      method: 'POST',
      url: '/mall_product/admin/spu',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toMatchObject({ code: 'A00003' });
  });

  it('refuses duplicate sales attribute names, more than nine pictures and unknown categories', async () => {
    const base = productBody(cat);
    const dup = base.skuList.map((s) => ({ ...s, spuSkuAttrValues: [s.spuSkuAttrValues[0], { ...s.spuSkuAttrValues[1], attrName: '颜色' }] }));
    expect(await save({ ...base, skuList: dup })).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.duplicateSalesAttr });
    const ten = Array.from({ length: 10 }, (_, i) => `/demo/products/${i}.svg`).join(',');
    expect(await save({ ...base, imgUrls: ten })).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.tooManyImages });
    // Told with the pictures' check (the fourth), before the skus' checks that come after it.
    const noStock = base.skuList.map((s) => ({ ...s, stock: null }));
    expect(await save({ ...base, imgUrls: ten, skuList: noStock })).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.tooManyImages });
    expect(await save({ ...base, shopCategoryId: cat.shop2Secondary })).toMatchObject({ code: 'A00001', msg: '请选择正确的店铺分类' });
    expect(await save({ ...base, categoryId: cat.shop1Secondary })).toMatchObject({ code: 'A00001', msg: '请选择正确的平台分类' });
  });

  it('edits skus (change, add, remove) and lets stock only grow', async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '编辑测试开衫' }));
    const [first, second, ...rest] = vo.skus;
    const edited = {
      ...productBody(cat, { name: '编辑后的开衫', spuId: vo.spuId }),
      skuList: [{ ...first!, priceFee: 888, stock: first!.stock + 5, changeStock: 5 }, ...rest.map((s) => ({ ...s })), ADDED_SKU],
    };
    expect((await save(edited, 'shop_admin', 'PUT')).code).toBe('00000');
    const after = (await as('shop_admin').get<SpuVO>(`/mall_product/admin/spu?spuId=${vo.spuId}`)).data;
    expect(after.name).toBe('编辑后的开衫');
    expect(after.skus).toHaveLength(6);
    expect(after.skus.find((s) => s.skuId === first!.skuId)).toMatchObject({ priceFee: 888, stock: first!.stock + 5 });
    expect(after.skus.some((s) => s.skuId === second!.skuId)).toBe(false);
    expect(after.priceFee).toBe(888);
    expect(after.totalStock).toBe(after.skus.reduce((sum, s) => sum + s.stock, 0));
    const [removed] = await app().db.select().from(sku).where(eq(sku.skuId, second!.skuId));
    expect(removed!.status).toBe(-1);

    const lower = { ...edited, skuList: after.skus.map((s, i) => ({ ...s, stock: i === 0 ? s.stock - 1 : s.stock })) };
    expect(await save(lower, 'shop_admin', 'PUT')).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.stockBelowOriginal });
    const negative = { ...edited, skuList: after.skus.map((s, i) => ({ ...s, changeStock: i === 0 ? -2 : 0 })) };
    expect(await save(negative, 'shop_admin', 'PUT')).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.stockBelowOriginal });
  });

  it("keeps what an edit leaves out: the skus, a named sku's status and stock, the attributes and detail", async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '留存测试开衫', isCompose: 1 }));
    const [first, ...rest] = vo.skus;
    const disabled = {
      ...productBody(cat, { name: '留存测试开衫', spuId: vo.spuId, isCompose: 1 }),
      skuList: vo.skus.map((s) => ({ ...s, status: s === first ? 0 : 1 })),
    };
    expect((await save(disabled, 'shop_admin', 'PUT')).code).toBe('00000');
    const read = async () => (await as('shop_admin').get<SpuVO>(`/mall_product/admin/spu?spuId=${vo.spuId}`)).data;
    const before = await read();

    // Only a new name, with no list and no flag: everything else stays.
    expect((await save({ spuId: vo.spuId, name: '只改名字的开衫' }, 'shop_admin', 'PUT')).code).toBe('00000');
    const renamed = await read();
    expect(renamed.name).toBe('只改名字的开衫');
    // Every row as it was, ids included (the contract upserts attribute rows by id).
    const kept = (v: SpuVO) => ({ ...v, name: undefined, spuName: undefined, updateTime: undefined, version: undefined });
    expect(kept(renamed)).toEqual(kept(before));

    // A named sku sent without status or stock keeps them; the others, sent whole, stay as they were.
    const [storedFirst, ...storedRest] = renamed.skus;
    const { status: _status, stock: _stock, ...firstWithout } = storedFirst!;
    expect((await save({ spuId: vo.spuId, skuList: [{ ...firstWithout, priceFee: 777 }, ...storedRest] }, 'shop_admin', 'PUT')).code).toBe('00000');
    const repriced = (await read()).skus.find((s) => s.skuId === first!.skuId)!;
    expect(repriced).toMatchObject({ status: 0, stock: first!.stock, priceFee: 777 });
    expect((await read()).skus.map((s) => s.skuId)).toEqual([first!.skuId, ...rest.map((s) => s.skuId)]);
    // Sent with no sales attribute values (upstream's edit page drops them), a named sku keeps its own, ids and all.
    const { skus } = await read();
    const bare = skus.map((s) => ({ ...s, spuSkuAttrValues: [] }));
    expect((await save({ spuId: vo.spuId, skuList: bare }, 'shop_admin', 'PUT')).code).toBe('00000');
    expect((await read()).skus).toEqual(skus);
  });

  it('refuses to edit or delete a product on shelf or in review', async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '上架中不可编辑' }));
    expect((await as('shop_admin').put('/mall_product/admin/spu/prod_status', { spuId: vo.spuId, status: 1 })).code).toBe('00000');
    expect(await save({ ...productBody(cat), spuId: vo.spuId }, 'shop_admin', 'PUT')).toMatchObject({
      code: 'A00001',
      msg: '商品已上架或正在审核，请下架后再编辑',
    });
    expect(await as('shop_admin').delete(`/mall_product/admin/spu?spuId=${vo.spuId}`)).toMatchObject({
      code: 'A00001',
      msg: '商品已上架或正在审核，请下架后再删除',
    });
    expect((await as('shop_admin').put('/mall_product/admin/spu/prod_status', { spuId: vo.spuId, status: 0 })).code).toBe('00000');
    expect((await as('shop_admin').delete(`/mall_product/m/spu?spuId=${vo.spuId}`)).code).toBe('00000');
    expect(await as('shop_admin').get(`/mall_product/admin/spu?spuId=${vo.spuId}`)).toMatchObject({
      code: 'A00001',
      msg: '商品不存在或者已被删除！',
    });
  });

  it("treats another shop's product as not found and changes nothing", async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '别家看不到' }));
    const notFound = { code: 'A00001', msg: '商品不存在或者已被删除！' };
    expect(await as('care_admin').get(`/mall_product/admin/spu?spuId=${vo.spuId}`)).toMatchObject(notFound);
    expect(
      await save({ ...productBody(cat, { shopCategoryId: cat.shop2Secondary, publicationType: 0 }), spuId: vo.spuId }, 'care_admin', 'PUT'),
    ).toMatchObject(notFound);
    expect(await as('care_admin').delete(`/mall_product/admin/spu?spuId=${vo.spuId}`)).toMatchObject(notFound);
    expect(await as('care_admin').put('/mall_product/admin/spu/update_spu_data', { spuId: vo.spuId, name: 'hacked' })).toMatchObject(notFound);
    expect(await as('care_admin').get(`/mall_product/m/spu_detail?spuId=${vo.spuId}`)).toMatchObject(notFound);
    expect(await as('care_admin').put('/mall_product/m/spu_detail', { spuId: vo.spuId, detail: 'x' })).toMatchObject(notFound);
    expect(await as('care_admin').put('/mall_product/admin/spu/prod_status', { spuId: vo.spuId, status: 1 })).toMatchObject({
      code: 'A00001',
      msg: '查找不到该商品信息',
    });
    const [row] = await app().db.select().from(spu).where(eq(spu.spuId, vo.spuId));
    expect(row).toMatchObject({ name: '别家看不到', status: 0 });
    const search = await as('care_admin').get<{ list: unknown[] }>('/mall_search/m/search/page?pageNum=1&pageSize=10&keyword=别家看不到');
    expect(search.data.list).toHaveLength(0);
  });

  it('refuses staff without the product permissions', async () => {
    const body = productBody(cat);
    for (const [method, url, payload] of [
      ['POST', '/mall_product/admin/spu', body],
      ['PUT', '/mall_product/admin/spu', body],
      ['DELETE', '/mall_product/admin/spu?spuId=1', undefined],
      ['POST', '/mall_product/m/spu', body],
      ['PUT', '/mall_product/admin/spu/prod_status', { spuId: 1, status: 0 }],
      ['PUT', '/mall_product/admin/spu/update_spu_data', { spuId: 1, seq: 1 }],
      ['PUT', '/mall_product/m/spu_detail', { spuId: 1, detail: '' }],
      ['POST', '/mall_product/admin/product_offline_handle_event/audit_apply', { eventId: 1, reapplyReason: 'x' }],
    ] as const) {
      const reply = await as('shop_staff').inject({ method, url, ...(payload === undefined ? {} : { payload }) });
      expect(reply.json().code, `${method} ${url}`).toBe('A00006');
    }
  });

  it('keeps the detail page: list, read, write (cleaned) and clear', async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '详情测试' }));
    expect((await as('shop_admin').put('/mall_product/m/spu_detail', { spuId: vo.spuId, detail: '<p onclick="x()">新详情</p>' })).code).toBe('00000');
    const read = await as('shop_admin').get<{ detail: string }>(`/mall_product/m/spu_detail?spuId=${vo.spuId}`);
    expect(read.data.detail).toBe('<p>新详情</p>');
    const page = await as('shop_admin').get<{ list: { spuId: number; detail: string }[] }>(
      `/mall_product/m/spu_detail/page?pageNum=1&pageSize=10&spuId=${vo.spuId}`,
    );
    expect(page.data.list).toEqual([expect.objectContaining({ spuId: vo.spuId, detail: '<p>新详情</p>' })]);
    expect((await as('shop_admin').delete(`/mall_product/m/spu_detail?spuId=${vo.spuId}`)).code).toBe('00000');
    const [row] = await app().db.select().from(spuDetail).where(eq(spuDetail.spuId, vo.spuId));
    expect(row!.detail).toBe('');
    expect((await as('shop_admin').get('/mall_product/m/spu_detail?spuId=abc')).code).toBe('A00002');
  });
});

describe('product save: the catalogue the product is saved under', () => {
  /** Ids of the rows each test saves against: basic attributes of the fixture's leaf and others, brands, shop categories. */
  let ids: {
    originValue: number;
    material: number;
    cotton: number;
    wool: number;
    otherCategoryAttr: number;
    salesAttr: number;
    linkedBrand: number;
    unlinkedBrand: number;
    childlessPrimary: number;
    offShelfSecondary: number;
  };
  const idOf = async (query: ReturnType<typeof sql>, column: string) =>
    Number(((await app().db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]![column]);
  beforeAll(async () => {
    const db = app().db;
    const attrOf = (name: string, attrType: number, searchType: number, shopId = 0) =>
      idOf(
        sql`insert into attr (shop_id, name, attr_type, search_type) values (${shopId}, ${name}, ${attrType}, ${searchType}) returning attr_id`,
        'attr_id',
      );
    const valueOf = (attrId: number, value: string) =>
      idOf(sql`insert into attr_value (attr_id, value) values (${attrId}, ${value}) returning attr_value_id`, 'attr_value_id');
    const brandOf = (name: string) => idOf(sql`insert into brand (name, status) values (${name}, 1) returning brand_id`, 'brand_id');
    const originValue = await valueOf(cat.importantAttrId, '浙江');
    const material = await attrOf('材质', 1, 0);
    await db.execute(sql`insert into attr_category (category_id, attr_id) values (${cat.leaf}, ${material})`);
    const cotton = await valueOf(material, '棉');
    const wool = await valueOf(material, '羊毛');
    const otherCategoryAttr = await attrOf('保质期', 1, 0);
    await db.execute(sql`insert into attr_category (category_id, attr_id) values (${cat.offlineLeaf}, ${otherCategoryAttr})`);
    const salesAttr = await attrOf('颜色', 0, 0, 1);
    const linkedBrand = await brandOf('分类品牌');
    const unlinkedBrand = await brandOf('别类品牌');
    await db.execute(sql`insert into category_brand (brand_id, category_id) values (${linkedBrand}, ${cat.leaf})`);
    await db.execute(sql`insert into category_brand (brand_id, category_id) values (${unlinkedBrand}, ${cat.offlineLeaf})`);
    const childlessPrimary = await insertCategory(db, 1, 0, 0, '无子分类的一级');
    const offShelfSecondary = await insertCategory(db, 1, cat.shop1Primary, 1, '禁用的店铺二级', 0);
    ids = { originValue, material, cotton, wool, otherCategoryAttr, salesAttr, linkedBrand, unlinkedBrand, childlessPrimary, offShelfSecondary };
  });

  const named = async (name: string) =>
    app()
      .db.select()
      .from(spu)
      .where(and(eq(spu.shopId, 1), eq(spu.name, name)));
  /** A create refused with the message, and nothing of it written. */
  async function refused(name: string, overrides: Record<string, unknown>, message: string) {
    const reply = await save(productBody(cat, { name, ...overrides }));
    expect({ overrides, reply: { code: reply.code, msg: reply.msg } }).toEqual({ overrides, reply: { code: 'A00001', msg: message } });
    expect(await named(name)).toHaveLength(0);
  }
  const origin = (overrides: Record<string, unknown> = {}) => ({
    attrId: cat.importantAttrId,
    attrName: '产地',
    attrValueId: 0,
    attrValueName: '浙江',
    ...overrides,
  });

  it("refuses basic attributes that are not the category's, value ids not the attribute's, and an attribute twice", async () => {
    const cases: [Record<string, unknown>[], string][] = [
      [[origin(), { attrId: 987654321, attrName: '不存在', attrValueName: 'x' }], SPU_MESSAGES.badBasicAttr],
      [[origin(), { attrId: ids.otherCategoryAttr, attrName: '保质期', attrValueName: '一年' }], SPU_MESSAGES.badBasicAttr],
      [[origin(), { attrId: ids.salesAttr, attrName: '颜色', attrValueName: '红色' }], SPU_MESSAGES.badBasicAttr],
      [[origin(), { attrId: ids.material, attrName: '材质', attrValueId: ids.originValue, attrValueName: '浙江' }], SPU_MESSAGES.badBasicAttrValue],
      // The important attribute filled, but with a value id of no value.
      [[origin({ attrValueId: 987654321 })], SPU_MESSAGES.badBasicAttrValue],
      [[origin(), origin({ attrName: '伪造的属性', attrValueName: '江苏' })], SPU_MESSAGES.duplicateBasicAttr],
    ];
    for (const [spuAttrValues, message] of cases) await refused('基本属性被拒', { spuAttrValues }, message);

    // An edit is judged the same, and changes nothing.
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '基本属性编辑前' }));
    const edit = { ...productBody(cat, { name: '基本属性编辑后', spuId: vo.spuId }), skuList: vo.skus };
    for (const [spuAttrValues, message] of cases) {
      expect(await save({ ...edit, spuAttrValues }, 'shop_admin', 'PUT')).toMatchObject({ code: 'A00001', msg: message });
    }
    expect(await named('基本属性编辑前')).toHaveLength(1);
  });

  it("stores a basic attribute's own name, and a chosen value's own text", async () => {
    const vo = await createProduct(
      as('shop_admin'),
      productBody(cat, {
        name: '基本属性真名',
        spuAttrValues: [
          origin({ attrName: '客户端起的名', attrValueId: ids.originValue }),
          { attrId: ids.material, attrName: '伪造', attrValueId: ids.wool, attrValueName: '丝绸' },
        ],
      }),
    );
    expect(vo.spuAttrValues.map((v) => [v.attrId, v.attrName, v.attrValueId, v.attrValueName])).toEqual([
      [cat.importantAttrId, '产地', ids.originValue, '浙江'],
      [ids.material, '材质', ids.wool, '羊毛'],
    ]);
  });

  it("refuses a brand not linked to the product's category; no brand (0) is none", async () => {
    await refused('别类品牌商品', { brandId: ids.unlinkedBrand }, SPU_MESSAGES.brandNotInCategory);
    await refused('不存在品牌商品', { brandId: 987654321 }, SPU_MESSAGES.badBrand);
    expect((await createProduct(as('shop_admin'), productBody(cat, { name: '本类品牌商品', brandId: ids.linkedBrand }))).brandId).toBe(
      ids.linkedBrand,
    );
    expect((await createProduct(as('shop_admin'), productBody(cat, { name: '无品牌商品', brandId: 0 }))).brandId).toBe(0);
  });

  it('refuses a brand gone offline to a new choice, and saves again a product that already has it', async () => {
    const kept = await createProduct(as('shop_admin'), productBody(cat, { name: '品牌下线前的商品', brandId: ids.linkedBrand }));
    const other = await createProduct(as('shop_admin'), productBody(cat, { name: '未选品牌的商品', brandId: 0 }));
    await app().db.execute(sql`update brand set status = 0 where brand_id = ${ids.linkedBrand}`);
    try {
      await refused('品牌已下线商品', { brandId: ids.linkedBrand }, SPU_MESSAGES.badBrand);
      const chosenNow = await save(productBody(cat, { name: '未选品牌的商品', spuId: other.spuId, brandId: ids.linkedBrand }), 'shop_admin', 'PUT');
      expect(chosenNow).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.badBrand });
      const savedAgain = await save(productBody(cat, { name: '品牌下线后再存', spuId: kept.spuId, brandId: ids.linkedBrand }), 'shop_admin', 'PUT');
      expect(savedAgain.code).toBe('00000');
    } finally {
      await app().db.execute(sql`update brand set status = 1 where brand_id = ${ids.linkedBrand}`);
    }
  });

  it('refuses a first-level shop category that has sub-categories, and one off shelf', async () => {
    await refused('店铺一级有子类', { shopCategoryId: cat.shop1Primary }, SPU_MESSAGES.badShopCategory);
    // Off shelf: a save is refused as any category it may not have (该商品所属的店铺分类禁用中 is the shelf-on's).
    await refused('店铺分类禁用', { shopCategoryId: ids.offShelfSecondary }, SPU_MESSAGES.badShopCategory);
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '店铺一级无子类', shopCategoryId: ids.childlessPrimary }));
    expect(vo.shopCategoryId).toBe(ids.childlessPrimary);
  });

  it('refuses a sales attribute of blank name', async () => {
    const base = productBody(cat);
    await refused(
      '空白规格名',
      { skuList: [{ ...base.skuList[0], spuSkuAttrValues: [{ attrName: '   ', attrValueName: '红' }] }] },
      SPU_MESSAGES.salesAttrNameBlank,
    );
    await refused(
      '空白规格名和值',
      { skuList: [{ ...base.skuList[0], spuSkuAttrValues: [{ attrName: ' ', attrValueName: ' ' }] }] },
      SPU_MESSAGES.salesAttrNameBlank,
    );
  });

  it("takes skus naming the sales attributes in any order, stored in the first sku's order", async () => {
    const base = productBody(cat);
    const skuList = base.skuList.map((s, i) => (i % 2 ? { ...s, spuSkuAttrValues: [...s.spuSkuAttrValues].reverse() } : s));
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '规格顺序不同', skuList }));
    expect(vo.skus).toHaveLength(6);
    for (const s of vo.skus) {
      expect(s.attrs).toBe('颜色,尺码');
      expect(s.spuSkuAttrValues.map((v) => v.attrName)).toEqual(['颜色', '尺码']);
      expect(s.skuName).toBe(s.spuSkuAttrValues.map((v) => v.attrValueName).join(' '));
    }
    expect(vo.skus.map((s) => s.skuName).sort()).toEqual(['灰色 L', '灰色 M', '红色 L', '红色 M', '蓝色 L', '蓝色 M']);
    // Still one sku per combination, whatever the order.
    const repeated = [...base.skuList, { ...base.skuList[0]!, spuSkuAttrValues: [...base.skuList[0]!.spuSkuAttrValues].reverse() }];
    await refused('规格顺序不同的重复', { skuList: repeated }, SPU_MESSAGES.duplicateSku);
  });
});
