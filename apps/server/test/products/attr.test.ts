import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ATTR_MESSAGES, type AttrVO, type PageVO } from '@caremall/contract';
import { attr, attrCategory, attrValue, spu, spuSkuAttrValue } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

const BASE = '/mall_product/admin/attr';
const page = (who: string, query = '') => as(who).get<PageVO<AttrVO>>(`${BASE}/page?pageNum=1&pageSize=10${query}`);
const create = (who: string, body: object) => as(who).post(BASE, body);
const attrsNamed = (name: string) => app().db.select().from(attr).where(eq(attr.name, name));
const storedValues = async (attrId: number) =>
  (await app().db.select().from(attrValue).where(eq(attrValue.attrId, attrId)).orderBy(asc(attrValue.attrValueId))).map((v) => v.value);

/** Creates an attribute as `who` and returns its stored row. */
async function created(who: string, name: string, values: string[], desc?: string) {
  const reply = await create(who, { name, desc, attrValues: values.map((value) => ({ value })) });
  expect(reply.code, JSON.stringify(reply)).toBe('00000');
  const rows = await attrsNamed(name);
  return rows[rows.length - 1]!;
}

describe('product attributes: create, read, edit, delete', () => {
  it('creates a sales attribute of the caller shop with its values, reads it and lists it', async () => {
    const row = await created('shop_admin', '面料', ['纯棉', '真丝', '亚麻'], '上衣面料');
    expect(row).toMatchObject({ shopId: 1, desc: '上衣面料', attrType: 0, searchType: 0 });
    expect(await storedValues(row.attrId)).toEqual(['纯棉', '真丝', '亚麻']);

    const read = await as('shop_admin').get<AttrVO>(`${BASE}?attrId=${row.attrId}`);
    expect(read.data).toMatchObject({ attrId: row.attrId, name: '面料', desc: '上衣面料', attrType: 0, shopId: 1, categories: [] });
    expect(read.data.attrValues.map((v) => v.value)).toEqual(['纯棉', '真丝', '亚麻']);
    expect(read.data.attrValues.every((v) => v.attrId === row.attrId && v.attrValueId > 0)).toBe(true);
    expect(read.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const listed = await page('shop_admin', '&name=面料');
    expect(listed.data.list.map((a) => a.name)).toEqual(['面料']);
    expect(listed.data.list[0]!.attrValues.map((v) => v.value)).toEqual(['纯棉', '真丝', '亚麻']);
  });

  it('ignores a type, importance or categories a shop sends: its attributes are sales attributes', async () => {
    const row = await created('shop_admin', '伪基本属性', ['甲']);
    const reply = await create('shop_admin', { name: '伪基本属性2', attrType: 1, searchType: 1, categoryIds: [1, 2], attrValues: [{ value: '乙' }] });
    expect(reply.code).toBe('00000');
    const [second] = await attrsNamed('伪基本属性2');
    for (const r of [row, second!]) expect(r).toMatchObject({ attrType: 0, searchType: 0 });
    expect(await app().db.select().from(attrCategory).where(eq(attrCategory.attrId, second!.attrId))).toHaveLength(0);
  });

  it('collapses duplicate values and trims them', async () => {
    const row = await created('shop_admin', '重复值', [' 红 ', '红', '蓝', '蓝', '绿']);
    expect(await storedValues(row.attrId)).toEqual(['红', '蓝', '绿']);
  });

  it('edits name, description and values in one go: listed ids updated, new ones inserted, missing ones deleted', async () => {
    const row = await created('shop_admin', '可编辑', ['一', '二', '三']);
    const [one, two, three] = await app().db.select().from(attrValue).where(eq(attrValue.attrId, row.attrId)).orderBy(asc(attrValue.attrValueId));
    const reply = await as('shop_admin').put(BASE, {
      attrId: row.attrId,
      name: '已编辑',
      desc: '新描述',
      attrValues: [{ attrValueId: one!.attrValueId, value: '一' }, { attrValueId: three!.attrValueId, value: '叁' }, { value: '四' }],
    });
    expect(reply.code).toBe('00000');
    const [after] = await app().db.select().from(attr).where(eq(attr.attrId, row.attrId));
    expect(after).toMatchObject({ name: '已编辑', desc: '新描述', attrType: 0 });
    const values = await app().db.select().from(attrValue).where(eq(attrValue.attrId, row.attrId)).orderBy(asc(attrValue.attrValueId));
    expect(values.map((v) => [v.attrValueId, v.value])).toEqual([
      [one!.attrValueId, '一'],
      [three!.attrValueId, '叁'],
      [expect.any(Number), '四'],
    ]);
    expect(values.some((v) => v.attrValueId === two!.attrValueId)).toBe(false);

    // Clearing the description stores none.
    await as('shop_admin').put(BASE, {
      attrId: row.attrId,
      name: '已编辑',
      desc: '',
      attrValues: [{ attrValueId: one!.attrValueId, value: '一' }],
    });
    const [cleared] = await app().db.select().from(attr).where(eq(attr.attrId, row.attrId));
    expect(cleared!.desc).toBeNull();
    expect(await storedValues(row.attrId)).toEqual(['一']);
  });

  it('swaps two values by id, and counts a repeated id once', async () => {
    const row = await created('shop_admin', '交换值', ['甲', '乙']);
    const [a, b] = await app().db.select().from(attrValue).where(eq(attrValue.attrId, row.attrId)).orderBy(asc(attrValue.attrValueId));
    const swap = await as('shop_admin').put(BASE, {
      attrId: row.attrId,
      name: '交换值',
      attrValues: [
        { attrValueId: a!.attrValueId, value: '乙' },
        { attrValueId: b!.attrValueId, value: '甲' },
      ],
    });
    expect(swap.code).toBe('00000');
    const swapped = await app().db.select().from(attrValue).where(eq(attrValue.attrId, row.attrId)).orderBy(asc(attrValue.attrValueId));
    expect(swapped.map((v) => [v.attrValueId, v.value])).toEqual([
      [a!.attrValueId, '乙'],
      [b!.attrValueId, '甲'],
    ]);
    const repeated = await as('shop_admin').put(BASE, {
      attrId: row.attrId,
      name: '交换值',
      attrValues: [
        { attrValueId: a!.attrValueId, value: '丙' },
        { attrValueId: a!.attrValueId, value: '丁' },
      ],
    });
    expect(repeated.code).toBe('00000');
    const after = await app().db.select().from(attrValue).where(eq(attrValue.attrId, row.attrId)).orderBy(asc(attrValue.attrValueId));
    expect(after.map((v) => v.value)).toEqual(['丙', '丁']);
    expect(after[0]!.attrValueId).toBe(a!.attrValueId);
  });

  it('treats a value id of another attribute as a new value and leaves that attribute alone', async () => {
    const theirs = await created('care_admin', '他店属性', ['原值']);
    const [theirValue] = await app().db.select().from(attrValue).where(eq(attrValue.attrId, theirs.attrId));
    const mine = await created('shop_admin', '本店属性', ['值']);
    const reply = await as('shop_admin').put(BASE, {
      attrId: mine.attrId,
      name: '本店属性',
      attrValues: [{ attrValueId: theirValue!.attrValueId, value: '偷改' }],
    });
    expect(reply.code).toBe('00000');
    expect(await storedValues(theirs.attrId)).toEqual(['原值']);
    expect(await storedValues(mine.attrId)).toEqual(['偷改']);
  });

  it('counts on the list page the products made with each attribute, for the delete confirmation', async () => {
    const row = await created('shop_admin', '计数属性', ['甲', '乙']);
    const listed = async () => (await page('shop_admin', '&name=计数属性')).data.list.find((a) => a.attrId === row.attrId)!.spuCount;
    expect(await listed()).toBe(0);
    const products = await app().db.select().from(spu).where(eq(spu.shopId, 1)).limit(2);
    for (const [n, product] of products.entries()) {
      // Two skus of the first product: it still counts once.
      for (const skuId of n === 0 ? [999_001, 999_002] : [999_003]) {
        await app()
          .db.insert(spuSkuAttrValue)
          .values({ spuId: product.spuId, skuId, attrId: row.attrId, attrName: '计数属性', attrValueId: 1, attrValueName: '甲' });
      }
    }
    expect(await listed()).toBe(2);
    await app().db.update(spu).set({ status: -1 }).where(eq(spu.spuId, products[1]!.spuId));
    expect(await listed()).toBe(1);
    await app().db.update(spu).set({ status: products[1]!.status }).where(eq(spu.spuId, products[1]!.spuId));
    await app().db.delete(spuSkuAttrValue).where(eq(spuSkuAttrValue.attrId, row.attrId));
  });

  it('deletes the attribute with its values, and products keep the names they copied', async () => {
    const row = await created('shop_admin', '待删除', ['甲', '乙']);
    const [product] = await app().db.select().from(spu).where(eq(spu.shopId, 1)).limit(1);
    const [skuAttr] = await app()
      .db.insert(spuSkuAttrValue)
      .values({ spuId: product!.spuId, skuId: 999_999, attrId: row.attrId, attrName: '待删除', attrValueId: 1, attrValueName: '甲' })
      .returning();

    expect((await as('shop_admin').delete(`${BASE}?attrId=${row.attrId}`)).code).toBe('00000');
    expect(await attrsNamed('待删除')).toHaveLength(0);
    expect(await storedValues(row.attrId)).toEqual([]);
    const [kept] = await app().db.select().from(spuSkuAttrValue).where(eq(spuSkuAttrValue.spuSkuAttrId, skuAttr!.spuSkuAttrId));
    expect(kept).toMatchObject({ attrName: '待删除', attrValueName: '甲' });

    const again = await as('shop_admin').delete(`${BASE}?attrId=${row.attrId}`);
    expect(again).toMatchObject({ code: 'A00001', msg: ATTR_MESSAGES.notFound });
    expect(await as('shop_admin').get(`${BASE}?attrId=${row.attrId}`)).toMatchObject({ code: 'A00001', msg: ATTR_MESSAGES.notFound });
  });
});

describe('product attribute list', () => {
  it('pages newest first, filters by a part of the name, by type and importance', async () => {
    for (let i = 1; i <= 13; i++) await created('shop_admin', `翻页属性${i}`, [`值${i}`]);
    const first = await page('shop_admin', '&name=翻页');
    expect(first.data.total).toBe(13);
    expect(first.data.pages).toBe(2);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]!.name).toBe('翻页属性13');
    const second = await as('shop_admin').get<PageVO<AttrVO>>(`${BASE}/page?pageNum=2&pageSize=10&name=翻页`);
    expect(second.data.list.map((a) => a.name)).toEqual(['翻页属性3', '翻页属性2', '翻页属性1']);

    expect((await page('shop_admin', '&name=属性1')).data.list.map((a) => a.name).sort()).toEqual([
      '翻页属性1',
      '翻页属性10',
      '翻页属性11',
      '翻页属性12',
      '翻页属性13',
    ]);
    expect((await page('shop_admin', '&name=%25')).data.total).toBe(0);
    expect((await page('shop_admin', '&name=翻页&attrType=0')).data.total).toBe(13);
    expect((await page('shop_admin', '&name=翻页&attrType=1')).data.total).toBe(0);
    expect((await page('shop_admin', '&name=翻页&searchType=0&attrType=')).data.total).toBe(13);
    expect((await page('shop_admin', '&name=翻页&searchType=1')).data.total).toBe(0);
  });

  it('lists the seeded sales attributes of each shop, never another shop', async () => {
    const mine = await page('shop_admin', '&name=颜色');
    expect(mine.data.list.every((a) => a.shopId === 1)).toBe(true);
    expect(mine.data.list.map((a) => a.name)).toContain('颜色');
    const all = (await as('care_admin').get<PageVO<AttrVO>>(`${BASE}/page?pageNum=1&pageSize=500`)).data.list;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((a) => a.shopId === 2)).toBe(true);
  });

  it('gives the product page the shop sales attributes with their values', async () => {
    const shopAttrs = await as('shop_admin').get<AttrVO[]>(`${BASE}/get_shop_attrs`);
    expect(shopAttrs.code).toBe('00000');
    const color = shopAttrs.data.find((a) => a.name === '颜色')!;
    expect(color.attrValues.map((v) => v.value)).toEqual(expect.arrayContaining(['酒红', '藏青', '浅灰']));
    expect(shopAttrs.data.every((a) => a.shopId === 1 && a.attrType === 0)).toBe(true);
    const careAttrs = await as('care_admin').get<AttrVO[]>(`${BASE}/get_shop_attrs`);
    expect(careAttrs.data.map((a) => a.name)).toContain('次数');
    expect(careAttrs.data.every((a) => a.shopId === 2)).toBe(true);
  });

  it('gives every shop the basic attributes of a platform category, important ones marked', async () => {
    const rows = (await app().db.execute(sql`select ac.category_id, count(*) as n from attr_category ac join attr a on a.attr_id = ac.attr_id
      where a.shop_id = 0 and a.attr_type = 1 and a.search_type = 1 group by ac.category_id order by ac.category_id limit 1`)) as unknown as {
      rows: { category_id: number | string }[];
    };
    const categoryId = Number(rows.rows[0]!.category_id);
    for (const who of ['shop_admin', 'care_admin']) {
      const reply = await as(who).get<AttrVO[]>(`${BASE}/get_attrs_by_category_id?categoryId=${categoryId}&attrType=1`);
      expect(reply.code).toBe('00000');
      expect(reply.data.length).toBeGreaterThan(0);
      expect(reply.data.every((a) => a.attrType === 1 && a.shopId === 0 && a.attrValues.length > 0)).toBe(true);
      expect(reply.data.some((a) => a.searchType === 1)).toBe(true);
    }
    expect((await as('shop_admin').get<AttrVO[]>(`${BASE}/get_attrs_by_category_id?categoryId=987654321`)).data).toEqual([]);
    expect((await as('shop_admin').get(`${BASE}/get_attrs_by_category_id`)).code).toBe('A00002');
    // A shop's own attributes are never offered as basic ones, even if linked by hand.
    const own = await created('shop_admin', '手工关联', ['值']);
    await app().db.insert(attrCategory).values({ attrId: own.attrId, categoryId });
    const after = await as('shop_admin').get<AttrVO[]>(`${BASE}/get_attrs_by_category_id?categoryId=${categoryId}`);
    expect(after.data.some((a) => a.attrId === own.attrId)).toBe(false);
  });

  it('keeps the important basic attributes the product save relies on', async () => {
    const rows = (await app().db.execute(
      sql`select count(*) as n from attr a join attr_category ac on ac.attr_id = a.attr_id where a.attr_type = 1 and a.search_type = 1`,
    )) as unknown as { rows: { n: number | string }[] };
    expect(Number(rows.rows[0]!.n)).toBeGreaterThan(0);
  });
});

describe('platform basic attributes', () => {
  async function platformLeaf(): Promise<number> {
    const rows = (await app().db.execute(
      sql`select category_id from category where shop_id = 0 and level = 2 order by category_id limit 1`,
    )) as unknown as {
      rows: { category_id: number | string }[];
    };
    return Number(rows.rows[0]!.category_id);
  }

  it('the platform creates a basic attribute on its categories, which shops then read', async () => {
    const leaf = await platformLeaf();
    expect(await create('platform', { name: '平台基本', attrType: 1, searchType: 1, attrValues: [{ value: '甲' }] })).toMatchObject({
      code: 'A00001',
      msg: ATTR_MESSAGES.categoriesRequired,
    });
    expect(
      await create('platform', { name: '平台基本', attrType: 1, searchType: 1, categoryIds: [987654321], attrValues: [{ value: '甲' }] }),
    ).toMatchObject({
      code: 'A00001',
      msg: ATTR_MESSAGES.categoryInvalid,
    });
    expect(await attrsNamed('平台基本')).toHaveLength(0);
    expect(
      (await create('platform', { name: '平台基本', attrType: 1, searchType: 1, categoryIds: [leaf], attrValues: [{ value: '甲' }] })).code,
    ).toBe('00000');
    const [row] = await attrsNamed('平台基本');
    expect(row).toMatchObject({ shopId: 0, attrType: 1, searchType: 1 });
    const read = await as('platform').get<AttrVO>(`${BASE}?attrId=${row!.attrId}`);
    expect(read.data.categoryIds).toEqual([leaf]);
    expect(read.data.categories.map((c) => c.categoryId)).toEqual([leaf]);
    const offered = await as('shop_admin').get<AttrVO[]>(`${BASE}/get_attrs_by_category_id?categoryId=${leaf}`);
    expect(offered.data.map((a) => a.name)).toContain('平台基本');
    // A shop cannot read, edit or delete it.
    expect((await as('shop_admin').get(`${BASE}?attrId=${row!.attrId}`)).msg).toBe(ATTR_MESSAGES.notFound);
    expect((await as('shop_admin').delete(`${BASE}?attrId=${row!.attrId}`)).msg).toBe(ATTR_MESSAGES.notFound);
    expect(await attrsNamed('平台基本')).toHaveLength(1);
  });
});

describe('product attribute validation', () => {
  it('answers every validation message and writes nothing', async () => {
    const long = (n: number) => '字'.repeat(n);
    const cases: [object, string][] = [
      [{ attrValues: [{ value: 'a' }] }, ATTR_MESSAGES.nameRequired],
      [{ name: '   ', attrValues: [{ value: 'a' }] }, ATTR_MESSAGES.nameRequired],
      [{ name: long(21), attrValues: [{ value: 'a' }] }, ATTR_MESSAGES.nameTooLong],
      [{ name: '校验', desc: long(31), attrValues: [{ value: 'a' }] }, ATTR_MESSAGES.descTooLong],
      [{ name: '校验', attrValues: [{ value: long(21) }] }, ATTR_MESSAGES.valueTooLong],
      [{ name: '校验', attrValues: [{ value: '  ' }] }, ATTR_MESSAGES.valueEmpty],
      [{ name: '校验', attrValues: [] }, ATTR_MESSAGES.valuesRequired],
      [{ name: '校验' }, ATTR_MESSAGES.valuesRequired],
      [{ name: '校验', attrValues: Array.from({ length: 101 }, (_, i) => ({ value: `v${i}` })) }, ATTR_MESSAGES.tooManyValues],
    ];
    for (const [body, message] of cases) {
      const reply = await create('shop_admin', body);
      expect(reply.code, JSON.stringify(body).slice(0, 80)).toBe('A00002');
      expect(JSON.stringify(reply.data)).toContain(message);
    }
    expect(await attrsNamed('校验')).toHaveLength(0);
    // Exactly at the limits is fine.
    expect((await create('shop_admin', { name: long(20), desc: long(30), attrValues: [{ value: long(20) }] })).code).toBe('00000');
  });

  it('validates an edit the same way and leaves the stored attribute unchanged', async () => {
    const row = await created('shop_admin', '编辑校验', ['原']);
    for (const body of [
      { attrId: row.attrId, name: '', attrValues: [{ value: '新' }] },
      { attrId: row.attrId, name: '编辑校验', attrValues: [] },
      { attrId: row.attrId, name: '编辑校验', attrValues: [{ value: '字'.repeat(21) }] },
    ]) {
      expect((await as('shop_admin').put(BASE, body)).code).toBe('A00002');
    }
    expect(await as('shop_admin').put(BASE, { name: '编辑校验', attrValues: [{ value: '新' }] })).toMatchObject({
      code: 'A00001',
      msg: ATTR_MESSAGES.notFound,
    });
    expect(await storedValues(row.attrId)).toEqual(['原']);
  });

  it('answers malformed bodies and queries with envelopes, never a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      true,
      {},
      { name: 12, attrValues: [{ value: 'a' }] },
      { name: ['a'], attrValues: [{ value: 'a' }] },
      { name: 'a', attrValues: 'a' },
      { name: 'a', attrValues: [null] },
      { name: 'a', attrValues: [1, 2] },
      { name: 'a', attrValues: [{ value: 5 }] },
      { name: 'a', attrValues: [{ value: 'a', attrValueId: 'x' }] },
      { name: 'a', attrValues: [{ value: 'a', attrValueId: -3 }] },
      { name: 'a', desc: { x: 1 }, attrValues: [{ value: 'a' }] },
      { name: 'a', attrType: 9, attrValues: [{ value: 'a' }] },
      { name: 'a', categoryIds: 'x', attrValues: [{ value: 'a' }] },
      { name: 'a', categoryIds: [null], attrValues: [{ value: 'a' }] },
      { attrId: 'abc', name: 'a', attrValues: [{ value: 'a' }] },
      { attrId: 1e30, name: 'a', attrValues: [{ value: 'a' }] },
    ];
    for (const m of ['POST', 'PUT'] as const) {
      for (const payload of bodies) {
        const response = await as('shop_admin').inject({
          method: m,
          url: BASE,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().code, `${m} ${JSON.stringify(payload)}`).not.toBe('00000');
        expect(response.json().code).not.toBe('A00005');
      }
    }
    const broken = await as('shop_admin').inject({
      method: 'POST',
      url: BASE,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.json().code).toBe('A00003');
    for (const url of [
      `${BASE}?attrId=abc`,
      `${BASE}?attrId=-1`,
      `${BASE}`,
      `${BASE}/page?pageNum=-1`,
      `${BASE}/page?searchType=7`,
      `${BASE}/get_attrs_by_category_id?categoryId=x`,
    ]) {
      const response = await as('shop_admin').inject({ method: 'GET', url });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code, url).toBe('A00002');
    }
    const del = await as('shop_admin').inject({ method: 'DELETE', url: `${BASE}?attrId=1.5` });
    expect(del.json().code).toBe('A00002');
  });
});

describe('product attribute permissions and shop boundary', () => {
  it('refuses staff without the attribute permissions, even by a direct call, and changes nothing', async () => {
    const row = await created('shop_admin', '店员不可改', ['原']);
    expect((await create('shop_staff', { name: '店员新增', attrValues: [{ value: 'a' }] })).code).toBe('A00006');
    expect(await attrsNamed('店员新增')).toHaveLength(0);
    expect((await as('shop_staff').put(BASE, { attrId: row.attrId, name: '店员改', attrValues: [{ value: 'b' }] })).code).toBe('A00006');
    expect((await as('shop_staff').delete(`${BASE}?attrId=${row.attrId}`)).code).toBe('A00006');
    const [after] = await app().db.select().from(attr).where(eq(attr.attrId, row.attrId));
    expect(after!.name).toBe('店员不可改');
    expect(await storedValues(row.attrId)).toEqual(['原']);
    // Without a token nothing answers.
    const anonymous = await app().app.inject({ method: 'GET', url: `${BASE}/page` });
    expect(anonymous.json().code).toBe('A00004');
  });

  it('treats another shop attribute as not found and leaves it as it was', async () => {
    const theirs = await created('care_admin', '康乐专属', ['上午', '下午']);
    const valueIds = (await app().db.select().from(attrValue).where(eq(attrValue.attrId, theirs.attrId))).map((v) => v.attrValueId);
    expect(await as('shop_admin').get(`${BASE}?attrId=${theirs.attrId}`)).toMatchObject({ code: 'A00001', msg: ATTR_MESSAGES.notFound });
    expect((await page('shop_admin', '&name=康乐专属')).data.total).toBe(0);
    const put = await as('shop_admin').put(BASE, {
      attrId: theirs.attrId,
      name: '被改',
      attrValues: [{ attrValueId: valueIds[0], value: '被改' }],
    });
    expect(put).toMatchObject({ code: 'A00001', msg: ATTR_MESSAGES.notFound });
    expect(await as('shop_admin').delete(`${BASE}?attrId=${theirs.attrId}`)).toMatchObject({ code: 'A00001', msg: ATTR_MESSAGES.notFound });
    const [after] = await app()
      .db.select()
      .from(attr)
      .where(and(eq(attr.attrId, theirs.attrId), eq(attr.shopId, 2)));
    expect(after).toMatchObject({ name: '康乐专属' });
    const values = await app().db.select().from(attrValue).where(inArray(attrValue.attrValueId, valueIds));
    expect(values.map((v) => v.value).sort()).toEqual(['上午', '下午'].sort());
  });
});
