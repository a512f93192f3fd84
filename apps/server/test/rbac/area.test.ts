import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { area } from '../../src/db/schema/index.ts';
import { createTestApp, envelope, login, type TestApp } from '../helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['platform', 'shop_admin']) tokens[name] = await login(t.app, name);
});
afterAll(() => t.close());

const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
  envelope<T>(
    await t.app.inject({ method, url, headers: { authorization: tokens[who]! }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  );

type AreaVO = { areaId: number; parentId: number; areaName: string; level: number; children?: AreaVO[] };

describe('address areas', () => {
  it('are seeded: 3,782 areas in four levels', async () => {
    const tree = await call<AreaVO[]>('GET', '/mall_delivery/m/area/list', 'platform');
    expect(tree.data).toHaveLength(8);
    const count = (nodes: AreaVO[]): number => nodes.reduce((n, a) => n + 1 + count(a.children ?? []), 0);
    expect(count(tree.data)).toBe(3782);
    const children = await call<AreaVO[]>('GET', '/mall_delivery/m/area/list?parentId=1', 'platform');
    expect(children.data.every((a) => a.level === 1)).toBe(true);
  });

  it('creates under a parent with the derived level, edits and deletes', async () => {
    const [city] = await t.db.select().from(area).where(eq(area.level, 2)).limit(1);
    expect((await call('POST', '/mall_delivery/m/area', 'platform', { areaName: '新区', parentId: city!.areaId })).code).toBe('00000');
    const [created] = await t.db.select().from(area).where(eq(area.areaName, '新区'));
    expect(created!.level).toBe(3);
    expect(
      (await call('PUT', '/mall_delivery/m/area', 'platform', { areaId: created!.areaId, areaName: '新区二', parentId: city!.areaId })).code,
    ).toBe('00000');
    expect((await call<AreaVO>('GET', `/mall_delivery/m/area?areaId=${created!.areaId}`, 'platform')).data.areaName).toBe('新区二');
    expect((await call('DELETE', `/mall_delivery/m/area?areaId=${created!.areaId}`, 'platform')).code).toBe('00000');
  });

  it('requires a name, refuses a district parent and deleting an area with children', async () => {
    const body = await call<string[]>('POST', '/mall_delivery/m/area', 'platform', { parentId: 0 });
    expect(body.data).toContain('areaName:地区名称不能为空');
    const [district] = await t.db.select().from(area).where(eq(area.level, 3)).limit(1);
    expect((await call('POST', '/mall_delivery/m/area', 'platform', { areaName: 'x', parentId: district!.areaId })).msg).toBe('上级地区不正确');
    expect((await call('DELETE', '/mall_delivery/m/area?areaId=1', 'platform')).msg).toBe('该地区下还有下级地区，请先删除下级地区');
  });

  it('lets shops read areas but not change them', async () => {
    expect((await call('GET', '/mall_delivery/m/area/list?parentId=0', 'shop_admin')).code).toBe('00000');
    expect(await call('POST', '/mall_delivery/m/area', 'shop_admin', { areaName: 'x', parentId: 0 })).toMatchObject({
      code: 'A00006',
      msg: '无权限操作！',
    });
  });
});
