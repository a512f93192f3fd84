import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attachFile, attachFileGroup } from '../../src/db/schema/index.ts';
import { createTestApp, login, type TestApp } from '../helpers.ts';
import { caller } from './media-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['shop_admin', 'shop_staff', 'care_admin']) tokens[name] = await login(t.app, name);
});
afterAll(() => t.close());

const call = <T = unknown>(...args: Parameters<ReturnType<typeof caller>>) => caller(t, tokens)<T>(...args);

interface Group {
  attachFileGroupId: number;
  shopId: number;
  name: string;
  createTime: string;
}

describe('picture groups', () => {
  it('creates, lists, renames and deletes a group', async () => {
    expect(await call('POST', '/mall_biz/m/attach_file_group', 'shop_admin', { name: ' 新品 ' })).toMatchObject({ code: '00000' });
    const list = await call<Group[]>('GET', '/mall_biz/m/attach_file_group/list', 'shop_admin');
    const created = list.data[0]!;
    expect(created).toMatchObject({ name: '新品', shopId: 1 });
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list.data.every((g) => g.shopId === 1)).toBe(true);

    expect(
      (await call('PUT', '/mall_biz/m/attach_file_group', 'shop_admin', { attachFileGroupId: created.attachFileGroupId, name: '上新' })).code,
    ).toBe('00000');
    expect((await call<Group>('GET', `/mall_biz/m/attach_file_group?attachFileGroupId=${created.attachFileGroupId}`, 'shop_admin')).data.name).toBe(
      '上新',
    );

    await t.db.insert(attachFile).values({
      shopId: 1,
      filePath: '/group/test/1',
      fileType: 'png',
      fileName: 'in-group',
      fileSize: 1,
      attachFileGroupId: created.attachFileGroupId,
    });
    expect((await call('DELETE', `/mall_biz/m/attach_file_group?attachFileGroupId=${created.attachFileGroupId}`, 'shop_admin')).code).toBe('00000');
    expect(await t.db.select().from(attachFileGroup).where(eq(attachFileGroup.attachFileGroupId, created.attachFileGroupId))).toHaveLength(0);
    const [file] = await t.db.select().from(attachFile).where(eq(attachFile.fileName, 'in-group'));
    expect(file!.attachFileGroupId).toBe(0);
  });

  it('validates the name: required, 1 to 6 characters', async () => {
    expect((await call('POST', '/mall_biz/m/attach_file_group', 'shop_admin', { name: '' })).data).toEqual(['name:分组名称不能为空']);
    expect((await call('POST', '/mall_biz/m/attach_file_group', 'shop_admin', {})).data).toEqual(['name:分组名称不能为空']);
    expect((await call('POST', '/mall_biz/m/attach_file_group', 'shop_admin', { name: '一二三四五六七' })).data).toEqual(['name:长度在1-6个字符']);
    expect((await call('POST', '/mall_biz/m/attach_file_group', 'shop_admin', { name: '一二三四五六' })).code).toBe('00000');
    expect((await call('PUT', '/mall_biz/m/attach_file_group', 'shop_admin', { name: '无编号' })).msg).toBe('分组不存在或已删除');
    expect((await call('DELETE', '/mall_biz/m/attach_file_group', 'shop_admin')).data).toEqual(['attachFileGroupId:attachFileGroupId不能为空']);
  });

  it("treats another shop's group as not found and leaves it unchanged", async () => {
    const [careGroup] = await t.db.select().from(attachFileGroup).where(eq(attachFileGroup.shopId, 2)).limit(1);
    const id = careGroup!.attachFileGroupId;
    expect(await call('GET', `/mall_biz/m/attach_file_group?attachFileGroupId=${id}`, 'shop_admin')).toMatchObject({
      code: 'A00001',
      msg: '分组不存在或已删除',
    });
    expect((await call('PUT', '/mall_biz/m/attach_file_group', 'shop_admin', { attachFileGroupId: id, name: '抢走' })).code).toBe('A00001');
    expect((await call('DELETE', `/mall_biz/m/attach_file_group?attachFileGroupId=${id}`, 'shop_admin')).code).toBe('A00001');
    const [still] = await t.db.select().from(attachFileGroup).where(eq(attachFileGroup.attachFileGroupId, id));
    expect(still!.name).toBe(careGroup!.name);
    const list = await call<Group[]>('GET', '/mall_biz/m/attach_file_group/list', 'shop_admin');
    expect(list.data.some((g) => g.attachFileGroupId === id)).toBe(false);
  });

  it('is open to staff, since every image field uses the library', async () => {
    expect((await call<Group[]>('GET', '/mall_biz/m/attach_file_group/list', 'shop_staff')).code).toBe('00000');
  });
});
