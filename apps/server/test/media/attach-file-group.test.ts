import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attachFile, attachFileGroup } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);

interface Group {
  attachFileGroupId: number;
  shopId: number;
  name: string;
  createTime: string;
}

describe('picture groups', () => {
  it('creates, lists, renames and deletes a group', async () => {
    expect(await as('shop_admin').post('/mall_biz/m/attach_file_group', { name: ' 新品 ' })).toMatchObject({ code: '00000' });
    const list = await as('shop_admin').get<Group[]>('/mall_biz/m/attach_file_group/list');
    const created = list.data[0]!;
    expect(created).toMatchObject({ name: '新品', shopId: 1 });
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list.data.every((g) => g.shopId === 1)).toBe(true);

    expect((await as('shop_admin').put('/mall_biz/m/attach_file_group', { attachFileGroupId: created.attachFileGroupId, name: '上新' })).code).toBe(
      '00000',
    );
    expect((await as('shop_admin').get<Group>(`/mall_biz/m/attach_file_group?attachFileGroupId=${created.attachFileGroupId}`)).data.name).toBe(
      '上新',
    );

    await app().db.insert(attachFile).values({
      shopId: 1,
      filePath: '/group/test/1',
      fileType: 'png',
      fileName: 'in-group',
      fileSize: 1,
      attachFileGroupId: created.attachFileGroupId,
    });
    expect((await as('shop_admin').delete(`/mall_biz/m/attach_file_group?attachFileGroupId=${created.attachFileGroupId}`)).code).toBe('00000');
    expect(await app().db.select().from(attachFileGroup).where(eq(attachFileGroup.attachFileGroupId, created.attachFileGroupId))).toHaveLength(0);
    const [file] = await app().db.select().from(attachFile).where(eq(attachFile.fileName, 'in-group'));
    expect(file!.attachFileGroupId).toBe(0);
  });

  it('validates the name: required, 1 to 6 characters', async () => {
    expect((await as('shop_admin').post('/mall_biz/m/attach_file_group', { name: '' })).data).toEqual(['name:分组名称不能为空']);
    expect((await as('shop_admin').post('/mall_biz/m/attach_file_group', {})).data).toEqual(['name:分组名称不能为空']);
    expect((await as('shop_admin').post('/mall_biz/m/attach_file_group', { name: '一二三四五六七' })).data).toEqual(['name:长度在1-6个字符']);
    expect((await as('shop_admin').post('/mall_biz/m/attach_file_group', { name: '一二三四五六' })).code).toBe('00000');
    expect((await as('shop_admin').put('/mall_biz/m/attach_file_group', { name: '无编号' })).msg).toBe('分组不存在或已删除');
    expect((await as('shop_admin').delete('/mall_biz/m/attach_file_group')).data).toEqual(['attachFileGroupId:attachFileGroupId不能为空']);
  });

  it("refuses a name another of the shop's groups has, on create and on rename; other shops may use it", async () => {
    expect((await as('shop_admin').post('/mall_biz/m/attach_file_group', { name: '重名组' })).code).toBe('00000');
    expect(await as('shop_admin').post('/mall_biz/m/attach_file_group', { name: ' 重名组 ' })).toMatchObject({
      code: 'A00001',
      msg: '分组名称已存在',
    });
    expect((await as('care_admin').post('/mall_biz/m/attach_file_group', { name: '重名组' })).code).toBe('00000');
    expect((await as('shop_admin').post('/mall_biz/m/attach_file_group', { name: '另一组' })).code).toBe('00000');
    const groups = (await as('shop_admin').get<Group[]>('/mall_biz/m/attach_file_group/list')).data;
    const other = groups.find((g) => g.name === '另一组')!;
    const same = groups.find((g) => g.name === '重名组')!;
    expect(await as('shop_admin').put('/mall_biz/m/attach_file_group', { attachFileGroupId: other.attachFileGroupId, name: '重名组' })).toMatchObject(
      {
        msg: '分组名称已存在',
      },
    );
    expect((await as('shop_admin').put('/mall_biz/m/attach_file_group', { attachFileGroupId: same.attachFileGroupId, name: '重名组' })).code).toBe(
      '00000',
    );
    const after = (await as('shop_admin').get<Group[]>('/mall_biz/m/attach_file_group/list')).data;
    expect(after.filter((g) => g.name === '重名组')).toHaveLength(1);
    expect(after.find((g) => g.attachFileGroupId === other.attachFileGroupId)!.name).toBe('另一组');
  });

  it('keeps names unique when two creates of one name arrive together', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => as('shop_admin').post('/mall_biz/m/attach_file_group', { name: '并发组' })));
    expect(answers.filter((a) => a.code === '00000')).toHaveLength(1);
    const rows = await app().db.select().from(attachFileGroup).where(eq(attachFileGroup.name, '并发组'));
    expect(rows.filter((g) => g.shopId === 1)).toHaveLength(1);
  });

  it("treats another shop's group as not found and leaves it unchanged", async () => {
    const [careGroup] = await app().db.select().from(attachFileGroup).where(eq(attachFileGroup.shopId, 2)).limit(1);
    const id = careGroup!.attachFileGroupId;
    expect(await as('shop_admin').get(`/mall_biz/m/attach_file_group?attachFileGroupId=${id}`)).toMatchObject({
      code: 'A00001',
      msg: '分组不存在或已删除',
    });
    expect((await as('shop_admin').put('/mall_biz/m/attach_file_group', { attachFileGroupId: id, name: '抢走' })).code).toBe('A00001');
    expect((await as('shop_admin').delete(`/mall_biz/m/attach_file_group?attachFileGroupId=${id}`)).code).toBe('A00001');
    const [still] = await app().db.select().from(attachFileGroup).where(eq(attachFileGroup.attachFileGroupId, id));
    expect(still!.name).toBe(careGroup!.name);
    const list = await as('shop_admin').get<Group[]>('/mall_biz/m/attach_file_group/list');
    expect(list.data.some((g) => g.attachFileGroupId === id)).toBe(false);
  });

  it('is open to staff, since every image field uses the library', async () => {
    expect((await as('shop_staff').get<Group[]>('/mall_biz/m/attach_file_group/list')).code).toBe('00000');
  });
});
