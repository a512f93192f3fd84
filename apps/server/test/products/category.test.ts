import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATEGORY_MESSAGES as M, type CategoryVO } from '@caremall/contract';
import { category, categoryBrand, spu } from '../../src/db/schema/index.ts';
import { libraryPicture } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);
let image = '';
let otherImage = '';
beforeAll(async () => {
  image = (await libraryPicture(app(), 1)).filePath;
  otherImage = (await libraryPicture(app(), 1)).filePath;
});

const BASE = '/mall_product/admin/category';
const shopList = (who = 'shop_admin') => as(who).get<CategoryVO[]>(`${BASE}/shop_categories`);
const rowNamed = async (name: string, shopId = 1) =>
  (
    await app()
      .db.select()
      .from(category)
      .where(and(eq(category.name, name), eq(category.shopId, shopId)))
  )[0];

async function create(name: string, parentId = 0, extra: object = {}, who = 'shop_admin') {
  return as(who).post(BASE, { parentId, name, imgUrl: image, seq: 3, status: 1, ...extra });
}
async function createdId(name: string, parentId = 0, shopId = 1, who = 'shop_admin') {
  expect((await create(name, parentId, {}, who)).code).toBe('00000');
  return (await rowNamed(name, shopId))!.categoryId;
}
const setStatus = (categoryId: number, status: number, who = 'shop_admin') =>
  as(who).put<boolean>(`${BASE}/category_enable_or_disable`, { categoryId, status });

async function insertProduct(name: string, shopCategoryId: number, status: number, shopId = 1, categoryId = 1) {
  const [row] = await app().db.insert(spu).values({ shopId, categoryId, shopCategoryId, name, status }).returning({ id: spu.spuId });
  return row!.id;
}
const statusOf = async (spuId: number) => (await app().db.select({ s: spu.status }).from(spu).where(eq(spu.spuId, spuId)))[0]!.s;

describe('category lists', () => {
  it('lists the platform tree (3 levels, shop 0) and only the caller’s own shop categories', async () => {
    const platform = await as('shop_admin').get<CategoryVO[]>(`${BASE}/platform_categories`);
    expect(platform.code).toBe('00000');
    expect(new Set(platform.data.map((c) => c.shopId))).toEqual(new Set([0]));
    expect(new Set(platform.data.map((c) => c.level))).toEqual(new Set([0, 1, 2]));
    const leaf = platform.data.find((c) => c.name === '血压计')!;
    const mid = platform.data.find((c) => c.categoryId === leaf.parentId)!;
    expect(mid.name).toBe('保健器械');
    expect(leaf.path).toBe(`${mid.parentId}-${mid.categoryId}`);
    expect(leaf.imgUrl).toMatch(/^\/demo\/products\/\d+\.svg$/);

    const mine = await shopList();
    expect(mine.data.length).toBeGreaterThan(5);
    expect(new Set(mine.data.map((c) => c.shopId))).toEqual(new Set([1]));
    expect(Math.max(...mine.data.map((c) => c.level))).toBe(1);
    const theirs = await shopList('care_admin');
    expect(new Set(theirs.data.map((c) => c.shopId))).toEqual(new Set([2]));
  });

  it('lists the enabled children of one of the caller’s categories', async () => {
    const mine = (await shopList()).data;
    const top = mine.find((c) => c.name === '健康护理')!;
    const children = await as('shop_admin').get<CategoryVO[]>(`${BASE}/get_list_by_parent_id?parentId=${top.categoryId}`);
    expect(children.data.map((c) => c.name)).toEqual(['血压血糖', '理疗按摩']);
    await app().db.update(category).set({ status: 0 }).where(eq(category.categoryId, children.data[1]!.categoryId));
    expect((await as('shop_admin').get<CategoryVO[]>(`${BASE}/get_list_by_parent_id?parentId=${top.categoryId}`)).data.map((c) => c.name)).toEqual([
      '血压血糖',
    ]);
    expect((await as('care_admin').get<CategoryVO[]>(`${BASE}/get_list_by_parent_id?parentId=${top.categoryId}`)).data).toEqual([]);
    expect(
      (await as('shop_admin').get<CategoryVO[]>(`${BASE}/get_list_by_parent_id?parentId=0`)).data.every((c) => c.shopId === 1 && c.level === 0),
    ).toBe(true);
    expect((await as('shop_admin').get(`${BASE}/get_list_by_parent_id?parentId=x`)).code).toBe('A00002');
  });

  it('reads one category with the names of its ancestors, platform ones too, but not another shop’s', async () => {
    const platform = (await as('shop_admin').get<CategoryVO[]>(`${BASE}/platform_categories`)).data;
    const leaf = platform.find((c) => c.name === '血糖仪')!;
    const read = await as('shop_admin').get<CategoryVO>(`${BASE}?categoryId=${leaf.categoryId}`);
    expect(read.data).toMatchObject({ name: '血糖仪', level: 2, pathNames: ['健康产品', '保健器械'] });
    const careOwn = (await shopList('care_admin')).data[0]!;
    expect(await as('shop_admin').get(`${BASE}?categoryId=${careOwn.categoryId}`)).toMatchObject({ code: 'A00001', msg: M.notFound });
    expect((await as('shop_admin').get(`${BASE}?categoryId=abc`)).code).toBe('A00002');
  });
});

describe('category writes', () => {
  it('creates a top level and a child, derives level and path, and edits name, picture and seq', async () => {
    const topId = await createdId('助听用品');
    const top = (await rowNamed('助听用品'))!;
    expect(top).toMatchObject({ level: 0, path: '', seq: 3, status: 1, imgUrl: image, parentId: 0 });
    // A client echoing the prefixed address back stores the relative path.
    expect((await create('耳背式', topId, { imgUrl: `/files${image}`, seq: '', level: 5 })).code).toBe('00000');
    expect(await rowNamed('耳背式')).toMatchObject({ level: 1, path: String(topId), parentId: topId, seq: 1, imgUrl: image });
    const listed = (await shopList()).data.find((c) => c.name === '耳背式')!;
    expect(listed.imgUrl).toBe(image);

    const edit = { categoryId: topId, parentId: 0, name: '助听器材', imgUrl: otherImage, seq: 9, desc: '说明' };
    expect((await as('shop_admin').put(BASE, edit)).code).toBe('00000');
    expect(await rowNamed('助听器材')).toMatchObject({ seq: 9, imgUrl: otherImage, desc: '说明', level: 0 });

    // Upstream's client sets an icon; our form, which has no icon field, saves without one and keeps it. A null clears.
    expect((await as('shop_admin').put(BASE, { ...edit, icon: image })).code).toBe('00000');
    const { seq: _seq, desc: _desc, ...fromOurForm } = edit;
    expect((await as('shop_admin').put(BASE, { ...fromOurForm, name: '助听器具' })).code).toBe('00000');
    expect(await rowNamed('助听器具')).toMatchObject({ icon: image, seq: 9, desc: '说明' });
    expect((await as('shop_admin').put(BASE, { ...fromOurForm, name: '助听器具', icon: null, desc: null })).code).toBe('00000');
    expect(await rowNamed('助听器具')).toMatchObject({ icon: null, seq: 9, desc: null });
  });

  it('refuses a third level, a duplicate name under the same parent, and its own parent', async () => {
    const topId = await createdId('层级测试');
    const childId = await createdId('二级', topId);
    expect(await create('三级', childId)).toMatchObject({ code: 'A00001', msg: M.levelTooDeep });
    expect(await rowNamed('三级')).toBeUndefined();

    expect(await create('二级', topId)).toMatchObject({ code: 'A00001', msg: M.nameExists });
    expect(await create('  层级测试 ')).toMatchObject({ code: 'A00001', msg: M.nameExists });
    // The same name is fine under another parent, and in another shop.
    expect((await create('二级', 0)).code).toBe('00000');
    expect((await create('层级测试', 0, { imgUrl: (await libraryPicture(app(), 2)).filePath }, 'care_admin')).code).toBe('00000');

    const rename = { categoryId: childId, parentId: topId, name: '二级', imgUrl: image };
    expect((await as('shop_admin').put(BASE, rename)).code).toBe('00000');
    const sibling = await createdId('二级乙', topId);
    expect(await as('shop_admin').put(BASE, { ...rename, categoryId: sibling })).toMatchObject({ code: 'A00001', msg: M.nameExists });
    expect(await as('shop_admin').put(BASE, { ...rename, parentId: childId })).toMatchObject({ code: 'A00001', msg: M.ownParent });
    expect((await rowNamed('二级乙'))!.categoryId).toBe(sibling);
  });

  it('answers every validation message and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ parentId: 0, imgUrl: image }, `name:${M.nameRequired}`],
      [{ parentId: 0, name: '   ', imgUrl: image }, `name:${M.nameRequired}`],
      [{ parentId: 0, name: '长'.repeat(256), imgUrl: image }, `name:${M.nameTooLong}`],
      [{ parentId: 0, name: '无图' }, `imgUrl:${M.imageRequired}`],
      [{ parentId: 0, name: '无图', imgUrl: '' }, `imgUrl:${M.imageRequired}`],
      [{ parentId: 0, name: '小数', imgUrl: image, seq: 1.5 }, `seq:${M.seqInteger}`],
      [{ parentId: 0, name: '负数', imgUrl: image, seq: -1 }, `seq:${M.seqMin}`],
      [{ parentId: 0, name: '字母', imgUrl: image, seq: 'x' }, `seq:${M.seqInteger}`],
      [{ parentId: 0, name: '太大', imgUrl: image, seq: 2_147_483_648 }, `seq:${M.seqMax}`],
      [{ name: '无父', imgUrl: image }, `parentId:${M.parentRequired}`],
      [{ parentId: 0, name: '状态', imgUrl: image, status: 3 }, `status:${M.statusInvalid}`],
    ];
    for (const [body, message] of cases) {
      const reply = await as('shop_admin').post<string[]>(BASE, body);
      expect(reply.code, message).toBe('A00002');
      expect(reply.data).toContain(message);
    }
    expect((await create('长'.repeat(255))).code).toBe('00000');
    const names = ['无图', '小数', '负数', '字母', '无父', '状态'];
    expect(await app().db.select().from(category).where(inArray(category.name, names))).toHaveLength(0);
    for (const payload of [null, [], 'text', 42]) {
      const response = await as('shop_admin').inject({
        method: 'POST',
        url: BASE,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).not.toBe('00000');
    }
  });

  it('treats platform categories and other shops’ categories as not found, and changes nothing', async () => {
    const platformLeaf = (await as('shop_admin').get<CategoryVO[]>(`${BASE}/platform_categories`)).data.find((c) => c.name === '轮椅')!;
    const careTop = (await shopList('care_admin')).data.find((c) => c.name === '居家服务')!;
    for (const target of [platformLeaf, careTop]) {
      expect(await create('越界子类', target.categoryId)).toMatchObject({ code: 'A00001', msg: M.notFound });
      const put = { categoryId: target.categoryId, parentId: target.parentId, name: '越界改名', imgUrl: image };
      expect(await as('shop_admin').put(BASE, put)).toMatchObject({ code: 'A00001', msg: M.notFound });
      expect(await as('shop_admin').delete(`${BASE}?categoryId=${target.categoryId}`)).toMatchObject({ code: 'A00001', msg: M.notFound });
      expect(await setStatus(target.categoryId, 0)).toMatchObject({ code: 'A00001', msg: M.notFound });
      const [after] = await app().db.select().from(category).where(eq(category.categoryId, target.categoryId));
      expect(after).toMatchObject({ name: target.name, status: 1 });
    }
    expect(await rowNamed('越界子类', 0)).toBeUndefined();
    expect(await rowNamed('越界子类', 2)).toBeUndefined();
  });

  it('refuses deleting while it has children or products, then deletes', async () => {
    const topId = await createdId('删除测试');
    const childId = await createdId('删除子类', topId);
    expect(await as('shop_admin').delete(`${BASE}?categoryId=${topId}`)).toMatchObject({ code: 'A00001', msg: M.inUse });
    const spuId = await insertProduct('用着分类的商品', childId, 0);
    expect(await as('shop_admin').delete(`${BASE}?categoryId=${childId}`)).toMatchObject({ code: 'A00001', msg: M.inUse });
    // A deleted product no longer holds the category.
    await app().db.update(spu).set({ status: -1 }).where(eq(spu.spuId, spuId));
    expect((await as('shop_admin').delete(`${BASE}?categoryId=${childId}`)).code).toBe('00000');
    expect((await as('shop_admin').delete(`${BASE}?categoryId=${topId}`)).code).toBe('00000');
    expect(await rowNamed('删除测试')).toBeUndefined();
    expect(await as('shop_admin').delete(`${BASE}?categoryId=${topId}`)).toMatchObject({ code: 'A00001', msg: M.notFound });
  });

  it('refuses deleting a category with a brand or attribute link', async () => {
    const brandLinked = await createdId('品牌关联');
    await app().db.insert(categoryBrand).values({ categoryId: brandLinked, brandId: 1 });
    expect(await as('shop_admin').delete(`${BASE}?categoryId=${brandLinked}`)).toMatchObject({ code: 'A00001', msg: M.inUse });
    expect(await rowNamed('品牌关联')).toBeDefined();
    const attrLinked = await createdId('属性关联');
    await app().db.execute(sql`insert into attr_category (category_id, attr_id) values (${attrLinked}, 1)`);
    expect(await as('shop_admin').delete(`${BASE}?categoryId=${attrLinked}`)).toMatchObject({ code: 'A00001', msg: M.inUse });
    expect(await rowNamed('属性关联')).toBeDefined();
  });
});

describe('category shelf on and off', () => {
  it('takes the category, its children and their products off shelf in one go, and back on', async () => {
    const topId = await createdId('上下架');
    const childId = await createdId('上下架子类', topId);
    const otherId = await createdId('不受影响');
    const onShelf = await insertProduct('在售商品', childId, 1);
    const reviewing = await insertProduct('审核中商品', childId, 3);
    const violating = await insertProduct('违规商品', childId, 2);
    const elsewhere = await insertProduct('别的分类商品', otherId, 1);
    const otherShop = await insertProduct('别家同号商品', childId, 1, 2);

    expect(await setStatus(topId, 0)).toMatchObject({ code: '00000', data: true });
    expect((await rowNamed('上下架'))!.status).toBe(0);
    expect((await rowNamed('上下架子类'))!.status).toBe(0);
    expect((await rowNamed('不受影响'))!.status).toBe(1);
    expect([await statusOf(onShelf), await statusOf(reviewing), await statusOf(violating)]).toEqual([0, 0, 2]);
    expect(await statusOf(elsewhere)).toBe(1);
    expect(await statusOf(otherShop)).toBe(1);
    // Still listed (off shelf shows with its tag), and the same status again is a no-op.
    expect((await shopList()).data.find((c) => c.categoryId === childId)!.status).toBe(0);
    expect(await setStatus(topId, 0)).toMatchObject({ code: '00000', data: true });

    // A child cannot go back on while its parent is off.
    expect(await setStatus(childId, 1)).toMatchObject({ code: 'A00001', msg: M.parentOffShelf });
    expect(await create('下架中新子类', topId)).toMatchObject({ code: '00000' });
    expect((await rowNamed('下架中新子类'))!.status).toBe(0);
    expect(await setStatus(topId, 1)).toMatchObject({ code: '00000', data: true });
    expect((await rowNamed('上下架子类'))!.status).toBe(1);
    // Products stay off shelf: putting them back on is the merchant's choice.
    expect(await statusOf(onShelf)).toBe(0);
  });

  it('validates the body', async () => {
    const topId = await createdId('状态校验');
    expect((await as('shop_admin').put<string[]>(`${BASE}/category_enable_or_disable`, { categoryId: topId, status: 5 })).data).toContain(
      `status:${M.statusInvalid}`,
    );
    expect((await as('shop_admin').put<string[]>(`${BASE}/category_enable_or_disable`, { status: 0 })).data).toContain(`categoryId:${M.idRequired}`);
    expect((await rowNamed('状态校验'))!.status).toBe(1);
  });
});

describe('category permissions', () => {
  it('refuses staff without product:category:* on every write, and changes nothing', async () => {
    const topId = await createdId('店员不可改');
    expect((await create('店员新增', 0, {}, 'shop_staff')).code).toBe('A00006');
    expect((await as('shop_staff').put(BASE, { categoryId: topId, parentId: 0, name: '店员改名', imgUrl: image })).code).toBe('A00006');
    expect((await as('shop_staff').delete(`${BASE}?categoryId=${topId}`)).code).toBe('A00006');
    expect((await setStatus(topId, 0, 'shop_staff')).code).toBe('A00006');
    expect(await rowNamed('店员新增')).toBeUndefined();
    expect(await rowNamed('店员不可改')).toMatchObject({ status: 1 });
  });

  it('needs a token', async () => {
    const response = await app().app.inject({ method: 'GET', url: `${BASE}/shop_categories` });
    expect(response.json().code).toBe('A00004');
  });
});
