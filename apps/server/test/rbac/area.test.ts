import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { area } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

type AreaVO = { areaId: number; parentId: number; areaName: string; level: number; shopId: number; children?: AreaVO[] };

describe('address areas', () => {
  it('are seeded: 3,782 areas in four levels', async () => {
    const tree = await as('platform').get<AreaVO[]>('/mall_delivery/m/area/list');
    expect(tree.data).toHaveLength(8);
    const count = (nodes: AreaVO[]): number => nodes.reduce((n, a) => n + 1 + count(a.children ?? []), 0);
    expect(count(tree.data)).toBe(3782);
    const children = await as('platform').get<AreaVO[]>('/mall_delivery/m/area/list?parentId=1');
    expect(children.data.every((a) => a.level === 1)).toBe(true);
  });

  it('creates under a parent with the derived level, edits and deletes', async () => {
    const [city] = await app().db.select().from(area).where(eq(area.level, 2)).limit(1);
    expect((await as('platform').post('/mall_delivery/m/area', { areaName: '新区', parentId: city!.areaId })).code).toBe('00000');
    const [created] = await app().db.select().from(area).where(eq(area.areaName, '新区'));
    expect(created!.level).toBe(3);
    expect((await as('platform').put('/mall_delivery/m/area', { areaId: created!.areaId, areaName: '新区二', parentId: city!.areaId })).code).toBe(
      '00000',
    );
    expect((await as('platform').get<AreaVO>(`/mall_delivery/m/area?areaId=${created!.areaId}`)).data.areaName).toBe('新区二');
    // A rename that leaves the parent out keeps the area where it is; a new one without a parent starts at the top.
    expect((await as('platform').put('/mall_delivery/m/area', { areaId: created!.areaId, areaName: '新区三' })).code).toBe('00000');
    expect((await as('platform').get<AreaVO>(`/mall_delivery/m/area?areaId=${created!.areaId}`)).data).toMatchObject({
      areaName: '新区三',
      parentId: city!.areaId,
      level: 3,
    });
    expect((await as('platform').delete(`/mall_delivery/m/area?areaId=${created!.areaId}`)).code).toBe('00000');
    expect((await as('platform').post('/mall_delivery/m/area', { areaName: '新大区' })).code).toBe('00000');
    const [top] = await app().db.select().from(area).where(eq(area.areaName, '新大区'));
    expect(top).toMatchObject({ parentId: 0, level: 0 });
    expect((await as('platform').delete(`/mall_delivery/m/area?areaId=${top!.areaId}`)).code).toBe('00000');
  });

  it('requires a name, refuses a district parent and deleting an area with children', async () => {
    const body = await as('platform').post<string[]>('/mall_delivery/m/area', { parentId: 0 });
    expect(body.data).toContain('areaName:地区名称不能为空');
    const [district] = await app().db.select().from(area).where(eq(area.level, 3)).limit(1);
    expect((await as('platform').post('/mall_delivery/m/area', { areaName: 'x', parentId: district!.areaId })).msg).toBe('上级地区不正确');
    expect((await as('platform').delete('/mall_delivery/m/area?areaId=1')).msg).toBe('该地区下还有下级地区，请先删除下级地区');
  });

  it("shows the platform only the shared areas, never a shop's delivery areas", async () => {
    const [city] = await app().db.select().from(area).where(eq(area.level, 2)).limit(1);
    await as('shop_admin').post('/mall_delivery/m/area', { areaName: '乐享东区', parentId: city!.areaId });
    const [own] = await app().db.select().from(area).where(eq(area.areaName, '乐享东区'));
    const children = await as('platform').get<AreaVO[]>(`/mall_delivery/m/area/list?parentId=${city!.areaId}`);
    expect(children.data.map((a) => a.areaName)).not.toContain('乐享东区');
    expect((await as('platform').put('/mall_delivery/m/area', { areaId: own!.areaId, areaName: 'x', parentId: 0 })).msg).toBe('地区不存在或已删除');
    await as('shop_admin').delete(`/mall_delivery/m/area?areaId=${own!.areaId}`);
  });
});

describe("a shop's delivery areas", () => {
  const ownArea = async (name: string) => (await app().db.select().from(area).where(eq(area.areaName, name)))[0]!;

  it('are created under a shared area or its own, edited and deleted by the shop, and listed with the shared ones', async () => {
    const [city] = await app().db.select().from(area).where(eq(area.level, 2)).limit(1);
    expect((await as('shop_admin').post('/mall_delivery/m/area', { areaName: '配送一区', parentId: 0 })).code).toBe('00000');
    const zone = await ownArea('配送一区');
    expect(zone).toMatchObject({ level: 0, shopId: 1 });
    expect((await as('shop_admin').post('/mall_delivery/m/area', { areaName: '配送一区东', parentId: zone.areaId })).code).toBe('00000');
    expect((await ownArea('配送一区东')).level).toBe(1);
    expect((await as('shop_admin').post('/mall_delivery/m/area', { areaName: '城东站', parentId: city!.areaId })).code).toBe('00000');

    const top = await as('shop_admin').get<AreaVO[]>('/mall_delivery/m/area/list?parentId=0');
    expect(top.data).toHaveLength(9);
    expect(top.data.find((a) => a.areaName === '配送一区')).toMatchObject({ shopId: 1 });
    expect(top.data.filter((a) => a.shopId === 0)).toHaveLength(8);

    expect((await as('shop_admin').put('/mall_delivery/m/area', { areaId: zone.areaId, areaName: '配送二区', parentId: 0 })).code).toBe('00000');
    expect((await as('shop_admin').get<AreaVO>(`/mall_delivery/m/area?areaId=${zone.areaId}`)).data.areaName).toBe('配送二区');
    expect((await as('shop_admin').delete(`/mall_delivery/m/area?areaId=${zone.areaId}`)).msg).toBe('该地区下还有下级地区，请先删除下级地区');
    expect((await as('shop_admin').delete(`/mall_delivery/m/area?areaId=${(await ownArea('配送一区东')).areaId}`)).code).toBe('00000');
    expect((await as('shop_admin').delete(`/mall_delivery/m/area?areaId=${zone.areaId}`)).code).toBe('00000');
    expect((await as('shop_admin').delete(`/mall_delivery/m/area?areaId=${(await ownArea('城东站')).areaId}`)).code).toBe('00000');
  });

  it("answers every validation message, and never changes a shared area or another shop's", async () => {
    const post = (body: object) => as('shop_admin').post<string[]>('/mall_delivery/m/area', body);
    expect((await post({ parentId: 0 })).data).toContain('areaName:地区名称不能为空');
    expect((await post({ areaName: 'x'.repeat(51), parentId: 0 })).data).toContain('areaName:地区名称不能超过50个字符');
    expect((await post({ areaName: 'x', parentId: -1 })).data).toContain('parentId:上级地区不正确');
    const [district] = await app().db.select().from(area).where(eq(area.level, 3)).limit(1);
    expect((await post({ areaName: 'x', parentId: district!.areaId })).msg).toBe('上级地区不正确');
    expect((await as('shop_admin').delete('/mall_delivery/m/area')).data).toContain('areaId:areaId不能为空');
    expect((await as('shop_admin').put('/mall_delivery/m/area', { areaId: 987654, areaName: 'x', parentId: 0 })).msg).toBe('地区不存在或已删除');

    // A shared area: seen, not the shop's to change.
    expect((await as('shop_admin').put('/mall_delivery/m/area', { areaId: 1, areaName: 'x', parentId: 0 })).msg).toBe('无权限操作！');
    expect((await as('shop_admin').delete('/mall_delivery/m/area?areaId=1')).msg).toBe('无权限操作！');

    // Another shop's area: not found, neither listed nor usable as a parent.
    await as('care_admin').post('/mall_delivery/m/area', { areaName: '康乐配送区', parentId: 0 });
    const theirs = await ownArea('康乐配送区');
    expect((await as('shop_admin').get(`/mall_delivery/m/area?areaId=${theirs.areaId}`)).msg).toBe('地区不存在或已删除');
    expect((await as('shop_admin').get<AreaVO[]>('/mall_delivery/m/area/list')).data.map((a) => a.areaName)).not.toContain('康乐配送区');
    expect((await as('shop_admin').put('/mall_delivery/m/area', { areaId: theirs.areaId, areaName: 'x', parentId: 0 })).msg).toBe(
      '地区不存在或已删除',
    );
    expect((await as('shop_admin').delete(`/mall_delivery/m/area?areaId=${theirs.areaId}`)).msg).toBe('地区不存在或已删除');
    expect((await post({ areaName: 'x', parentId: theirs.areaId })).msg).toBe('上级地区不正确');
    expect((await ownArea('康乐配送区')).areaName).toBe('康乐配送区');
    await as('care_admin').delete(`/mall_delivery/m/area?areaId=${theirs.areaId}`);
  });

  it('refuses staff without the delivery-area permissions', async () => {
    expect((await as('shop_staff').get('/mall_delivery/m/area/list?parentId=0')).code).toBe('00000');
    expect(await as('shop_staff').post('/mall_delivery/m/area', { areaName: 'x', parentId: 0 })).toMatchObject({
      code: 'A00006',
      msg: '无权限操作！',
    });
    expect((await as('shop_staff').delete('/mall_delivery/m/area?areaId=1')).code).toBe('A00006');
  });
});

describe("a platform area with shops' delivery areas under it", () => {
  const LIAONING = 21;
  const JILIN = 22;
  const NORTHEAST = 1;
  const byName = async (name: string) => (await app().db.select().from(area).where(eq(area.areaName, name)))[0]!;
  const put = (who: string, row: { areaId: number; areaName: string }, parentId: number) =>
    as(who).put('/mall_delivery/m/area', { areaId: row.areaId, areaName: row.areaName, parentId });
  const remove = (who: string, areaId: number) => as(who).delete(`/mall_delivery/m/area?areaId=${areaId}`);

  it('tells the platform why it cannot delete it or change its level: its own sub-areas first, else how many shops hang there', async () => {
    expect((await as('platform').post('/mall_delivery/m/area', { areaName: 'QA测试市', parentId: LIAONING })).code).toBe('00000');
    const city = await byName('QA测试市');
    // Two delivery areas of one shop count as one shop; a second shop makes two.
    for (const name of ['乐享一站', '乐享二站']) await as('shop_admin').post('/mall_delivery/m/area', { areaName: name, parentId: city.areaId });
    expect((await as('platform').get<AreaVO[]>(`/mall_delivery/m/area/list?parentId=${city.areaId}`)).data).toEqual([]);
    expect((await remove('platform', city.areaId)).msg).toBe('该地区下挂有1个店铺的配送区域，待店铺删除这些配送区域后才能删除该地区');
    expect((await put('platform', city, NORTHEAST)).msg).toBe('该地区下挂有1个店铺的配送区域，不能改变所在层级');

    await as('care_admin').post('/mall_delivery/m/area', { areaName: '康乐一站', parentId: city.areaId });
    expect((await remove('platform', city.areaId)).msg).toBe('该地区下挂有2个店铺的配送区域，待店铺删除这些配送区域后才能删除该地区');
    expect((await put('platform', city, NORTHEAST)).msg).toBe('该地区下挂有2个店铺的配送区域，不能改变所在层级');
    const english = await as('platform').inject({ method: 'DELETE', url: `/mall_delivery/m/area?areaId=${city.areaId}`, headers: { locale: 'en' } });
    expect(english.json().msg).toBe('Shops with delivery areas under this area: 2; it can be deleted once they delete them');

    // The platform's own sub-area is what it can act on: that is said first.
    await as('platform').post('/mall_delivery/m/area', { areaName: 'QA测试区', parentId: city.areaId });
    expect((await remove('platform', city.areaId)).msg).toBe('该地区下还有下级地区，请先删除下级地区');
    expect((await put('platform', city, NORTHEAST)).msg).toBe('该地区下还有下级地区，不能改变所在层级');
    expect((await remove('platform', (await byName('QA测试区')).areaId)).code).toBe('00000');

    // A move within its level is safe for the shops' areas: they go along, at the levels they had.
    expect((await put('platform', city, JILIN)).code).toBe('00000');
    expect(await byName('QA测试市')).toMatchObject({ parentId: JILIN, level: 2 });
    expect(await byName('乐享一站')).toMatchObject({ parentId: city.areaId, level: 3, shopId: 1 });
    expect((await as('shop_admin').get<AreaVO[]>(`/mall_delivery/m/area/list?parentId=${city.areaId}`)).data.map((a) => a.areaName)).toEqual([
      '乐享一站',
      '乐享二站',
    ]);

    // Once the shops have removed theirs, the platform deletes it.
    for (const name of ['乐享一站', '乐享二站']) await remove('shop_admin', (await byName(name)).areaId);
    expect((await remove('platform', city.areaId)).msg).toBe('该地区下挂有1个店铺的配送区域，待店铺删除这些配送区域后才能删除该地区');
    await remove('care_admin', (await byName('康乐一站')).areaId);
    expect((await remove('platform', city.areaId)).code).toBe('00000');
  });

  it("gives a shop the reasons about its own sub-areas only: no other shop's areas ever hang under its areas", async () => {
    await as('shop_admin').post('/mall_delivery/m/area', { areaName: '乐享片区', parentId: LIAONING });
    const zone = await byName('乐享片区');
    await as('shop_admin').post('/mall_delivery/m/area', { areaName: '乐享片区一站', parentId: zone.areaId });
    // Another shop can't hang an area there: it does not see the parent.
    expect((await as('care_admin').post('/mall_delivery/m/area', { areaName: '康乐越界', parentId: zone.areaId })).msg).toBe('上级地区不正确');
    expect((await remove('shop_admin', zone.areaId)).msg).toBe('该地区下还有下级地区，请先删除下级地区');
    expect((await put('shop_admin', zone, NORTHEAST)).msg).toBe('该地区下还有下级地区，不能改变所在层级');
    await remove('shop_admin', (await byName('乐享片区一站')).areaId);
    expect((await put('shop_admin', zone, NORTHEAST)).code).toBe('00000');
    expect(await byName('乐享片区')).toMatchObject({ parentId: NORTHEAST, level: 1 });
    expect((await remove('shop_admin', zone.areaId)).code).toBe('00000');
  });
});
