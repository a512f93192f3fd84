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
    expect((await as('platform').delete(`/mall_delivery/m/area?areaId=${created!.areaId}`)).code).toBe('00000');
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
