import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { area } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

type AreaVO = { areaId: number; parentId: number; areaName: string; level: number; children?: AreaVO[] };

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

  it('lets shops read areas but not change them', async () => {
    expect((await as('shop_admin').get('/mall_delivery/m/area/list?parentId=0')).code).toBe('00000');
    expect(await as('shop_admin').post('/mall_delivery/m/area', { areaName: 'x', parentId: 0 })).toMatchObject({
      code: 'A00006',
      msg: '无权限操作！',
    });
  });
});
