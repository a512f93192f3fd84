import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PERMISSIONS, type PageVO, type ShopUserVO } from '@caremall/contract';
import { accessToken, authAccount, role, shopUser, userRole } from '../../src/db/schema/index.ts';
import { envelope, libraryPicture, login, loginRequest } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { insertStaff, staffNamed } from './shop-user-fixtures.ts';

const app = useTestApp();
const as = usersOf(app);
let shopRoleId: number;
let careRoleId: number;

let AVATAR = '';
beforeAll(async () => {
  AVATAR = (await libraryPicture(app(), 1)).filePath;
  const roleOf = async (tenantId: number) => (await app().db.select().from(role).where(eq(role.tenantId, tenantId)))[0]!.roleId;
  shopRoleId = await roleOf(1);
  careRoleId = await roleOf(2);
});

const URL = '/mall_multishop/m/shop_user';
const page = (who: string, query = '') => as(who).get<PageVO<ShopUserVO>>(`${URL}/page?pageNum=1&pageSize=10${query}`);
const staff = (nickName: string, extra: object = {}) => ({ nickName, avatar: AVATAR, code: 'S001', phoneNum: '13800138000', ...extra });
const create = async (who: string, body: object) => {
  const reply = await as(who).post(URL, body);
  expect(reply.code, JSON.stringify(reply)).toBe('00000');
};
const idOf = async (nickName: string) => (await staffNamed(app(), nickName))[0]!.shopUserId;
const rolesOf = async (shopUserId: number) => (await app().db.select().from(userRole).where(eq(userRole.userId, shopUserId))).map((r) => r.roleId);

describe('shop staff', () => {
  it('creates a staff member with roles, lists, reads, edits and deletes them', async () => {
    await create('shop_admin', staff('张护理', { roleIds: [shopRoleId, shopRoleId] }));
    const listed = (await page('shop_admin', '&nickName=张护')).data.list;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      nickName: '张护理',
      avatar: AVATAR,
      code: 'S001',
      phoneNum: '13800138000',
      hasAccount: 0,
      isAdmin: 0,
      shopId: 1,
      roleIds: null,
    });
    const id = listed[0]!.shopUserId;
    const read = await as('shop_admin').get<ShopUserVO>(`${URL}?shopUserId=${id}`);
    expect(read.data.roleIds).toEqual([shopRoleId]);

    // The dialog sends the avatar back as it read it (with the base URL): it is stored relative again.
    const edited = { shopUserId: id, nickName: '张护理长', avatar: read.data.avatar, code: '', phoneNum: '', roleIds: [] };
    expect((await as('shop_admin').put(URL, edited)).code).toBe('00000');
    const [row] = await staffNamed(app(), '张护理长');
    expect(row).toMatchObject({ avatar: AVATAR, code: null, phoneNum: null });
    expect(await rolesOf(id)).toEqual([]);

    await as('shop_admin').put(URL, { ...edited, roleIds: [shopRoleId] });
    expect(await rolesOf(id)).toEqual([shopRoleId]);
    // Roles, a code and a phone left out of the body stay as they are; sent empty (or null), a code and phone are emptied.
    await as('shop_admin').put(URL, { ...edited, roleIds: [shopRoleId], code: 'S002', phoneNum: '13900139000' });
    await as('shop_admin').put(URL, { shopUserId: id, nickName: '张护理长', avatar: AVATAR });
    expect(await rolesOf(id)).toEqual([shopRoleId]);
    expect((await staffNamed(app(), '张护理长'))[0]).toMatchObject({ code: 'S002', phoneNum: '13900139000' });
    await as('shop_admin').put(URL, { shopUserId: id, nickName: '张护理长', avatar: AVATAR, code: null, phoneNum: '' });
    expect((await staffNamed(app(), '张护理长'))[0]).toMatchObject({ code: null, phoneNum: null });

    expect((await as('shop_admin').delete(`${URL}?shopUserId=${id}`)).code).toBe('00000');
    expect(await staffNamed(app(), '张护理长')).toHaveLength(0);
    expect(await rolesOf(id)).toEqual([]);
    expect((await as('shop_admin').get(`${URL}?shopUserId=${id}`)).msg).toBe('用户不存在或已删除');
  });

  it('answers every validation message and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ avatar: AVATAR }, 'nickName:昵称不能为空'],
      [{ nickName: '   ', avatar: AVATAR }, 'nickName:昵称不能为空'],
      [{ nickName: '长'.repeat(33), avatar: AVATAR }, 'nickName:昵称不能超过32个字符'],
      [{ nickName: '校验' }, 'avatar:头像不能为空'],
      [{ nickName: '校验', avatar: '' }, 'avatar:头像不能为空'],
      [{ nickName: '校验', avatar: AVATAR, phoneNum: '12345' }, 'phoneNum:请输入正确的手机号'],
      [{ nickName: '校验', avatar: AVATAR, phoneNum: '23800138000' }, 'phoneNum:请输入正确的手机号'],
      [{ nickName: '校验', avatar: AVATAR, code: 'x'.repeat(51) }, 'code:员工编号不能超过50个字符'],
      [{ nickName: '校验', avatar: AVATAR, roleIds: 'x' }, 'roleIds:所选角色不存在'],
    ];
    for (const [body, message] of cases) {
      const reply = await as('shop_admin').post<string[]>(URL, body);
      expect(reply.code, JSON.stringify(body)).toBe('A00002');
      expect(reply.data).toContain(message);
    }
    // Every broken field is reported at once.
    const both = await as('shop_admin').post<string[]>(URL, {});
    expect(both.data).toEqual(expect.arrayContaining(['nickName:昵称不能为空', 'avatar:头像不能为空']));
    expect(await staffNamed(app(), '校验')).toHaveLength(0);
  });

  it('accepts only the shop’s own roles', async () => {
    for (const roleIds of [[careRoleId], [shopRoleId, careRoleId], [987654]]) {
      const reply = await as('shop_admin').post(URL, staff('越权角色', { roleIds }));
      expect(reply).toMatchObject({ code: 'A00001', msg: '所选角色不存在' });
    }
    expect(await staffNamed(app(), '越权角色')).toHaveLength(0);
    await create('shop_admin', staff('本店角色', { roleIds: [shopRoleId] }));
    const id = await idOf('本店角色');
    const put = await as('shop_admin').put(URL, { ...staff('本店角色改'), shopUserId: id, roleIds: [careRoleId] });
    expect(put.msg).toBe('所选角色不存在');
    expect(await staffNamed(app(), '本店角色改')).toHaveLength(0);
    expect(await rolesOf(id)).toEqual([shopRoleId]);
  });

  it('keeps each shop to its own staff', async () => {
    await create('care_admin', staff('康乐护工', { roleIds: [careRoleId], avatar: (await libraryPicture(app(), 2)).filePath }));
    const theirs = await idOf('康乐护工');
    expect((await page('shop_admin', '&nickName=康乐护工')).data.total).toBe(0);
    expect((await page('care_admin', '&nickName=康乐护工')).data.total).toBe(1);
    expect((await as('shop_admin').get(`${URL}?shopUserId=${theirs}`)).msg).toBe('用户不存在或已删除');
    const put = await as('shop_admin').put(URL, { ...staff('被改了'), shopUserId: theirs, roleIds: [] });
    expect(put.msg).toBe('用户不存在或已删除');
    expect((await as('shop_admin').delete(`${URL}?shopUserId=${theirs}`)).msg).toBe('用户不存在或已删除');
    const [after] = await staffNamed(app(), '康乐护工');
    expect(after).toMatchObject({ shopId: 2, nickName: '康乐护工' });
    expect(await rolesOf(theirs)).toEqual([careRoleId]);
    // The shop id in a body is never trusted: a created staff member belongs to the caller's shop.
    await create('shop_admin', { ...staff('自带店铺'), shopId: 2 });
    expect((await staffNamed(app(), '自带店铺'))[0]!.shopId).toBe(1);
  });

  it('refuses staff without the permissions, even when calling directly', async () => {
    await create('shop_admin', staff('受保护员工'));
    const id = await idOf('受保护员工');
    expect((await as('shop_staff').post(URL, staff('店员新增'))).code).toBe('A00006');
    expect((await as('shop_staff').put(URL, { ...staff('店员修改'), shopUserId: id })).code).toBe('A00006');
    expect((await as('shop_staff').delete(`${URL}?shopUserId=${id}`)).code).toBe('A00006');
    expect(await staffNamed(app(), '店员新增')).toHaveLength(0);
    expect(await staffNamed(app(), '受保护员工')).toHaveLength(1);
  });

  it('pages ten at a time, newest first, and filters by nickname', async () => {
    for (let i = 1; i <= 12; i++) await create('shop_admin', staff(`分页员工${i}`));
    const first = await page('shop_admin', '&nickName=分页员工');
    expect(first.data).toMatchObject({ total: 12, pages: 2 });
    expect(first.data.list.map((r) => r.nickName).slice(0, 2)).toEqual(['分页员工12', '分页员工11']);
    const second = await as('shop_admin').get<PageVO<ShopUserVO>>(`${URL}/page?pageNum=2&pageSize=10&nickName=分页员工`);
    expect(second.data.list.map((r) => r.nickName)).toEqual(['分页员工2', '分页员工1']);
    expect((await page('shop_admin', '&nickName=%25')).data.total).toBe(0);
    const all = await page('shop_admin');
    expect(all.data.list.find((r) => r.nickName === '乐享店长')).toBeUndefined(); // older than the 12 new ones
    const admins = await page('shop_admin', '&nickName=乐享店长');
    expect(admins.data.list[0]).toMatchObject({ isAdmin: 1, hasAccount: 1 });
  });

  it('deleting a staff member deletes their account, roles and sessions in one go', async () => {
    await create('shop_admin', staff('将离职', { roleIds: [shopRoleId] }));
    const id = await idOf('将离职');
    const account = { userId: id, username: 'leaving_soon', password: 'bye_1234', status: 1 };
    expect((await as('shop_admin').post('/mall_multishop/shop_user/account', account)).code).toBe('00000');
    const token = await login(app().app, 'leaving_soon', 'bye_1234');
    expect((await as(token).get(`${URL}/info`)).code).toBe('00000');

    expect((await as('shop_admin').delete(`${URL}?shopUserId=${id}`)).code).toBe('00000');
    const [deleted] = await app().db.select().from(authAccount).where(eq(authAccount.username, 'leaving_soon'));
    expect(deleted!.status).toBe(-1);
    expect(await rolesOf(id)).toEqual([]);
    expect(await app().db.select().from(accessToken).where(eq(accessToken.uid, deleted!.uid))).toHaveLength(0);
    expect((await as(token).get(`${URL}/info`)).code).toBe('A00004');
    expect(envelope(await loginRequest(app().app, 'leaving_soon', 'bye_1234')).msg).toBe('用户名或密码不正确');
  });

  it('protects the administrators: nobody deletes themself or an administrator; staff cannot edit one', async () => {
    const me = await app().db.select().from(authAccount).where(eq(authAccount.username, 'shop_admin'));
    const myId = me[0]!.userId;
    expect((await as('shop_admin').delete(`${URL}?shopUserId=${myId}`)).msg).toBe('不能删除自己');
    const second = await insertStaff(app(), 1, '副店长', { username: 'vice_admin', isAdmin: 1 });
    expect((await as('shop_admin').delete(`${URL}?shopUserId=${second.shopUserId}`)).msg).toBe('不能删除店铺管理员');
    expect(await staffNamed(app(), '副店长')).toHaveLength(1);

    // A staff member who may manage staff still cannot touch an administrator's record.
    const managerPerms = PERMISSIONS.filter((p) => p.menuId === 112).map((p) => p.menuPermissionId);
    const roleReply = await as('shop_admin').post('/mall_rbac/role', { roleName: '人事', menuIds: [111, 112], menuPermissionIds: managerPerms });
    expect(roleReply.code).toBe('00000');
    const [hr] = await app()
      .db.select()
      .from(role)
      .where(and(eq(role.roleName, '人事'), eq(role.tenantId, 1)));
    await create('shop_admin', staff('人事专员', { roleIds: [hr!.roleId] }));
    const hrId = await idOf('人事专员');
    await as('shop_admin').post('/mall_multishop/shop_user/account', { userId: hrId, username: 'hr_clerk', password: 'hr_clerk1', status: 1 });
    const hrToken = await login(app().app, 'hr_clerk', 'hr_clerk1');
    const put = await as(hrToken).put(URL, { ...staff('被人事改名'), shopUserId: myId });
    expect(put.msg).toBe('无权修改店铺管理员');
    expect((await as(hrToken).delete(`${URL}?shopUserId=${hrId}`)).msg).toBe('不能删除自己');
    // Ordinary staff they may edit.
    await create('shop_admin', staff('普通员工'));
    const plain = await idOf('普通员工');
    expect((await as(hrToken).put(URL, { ...staff('普通员工改'), shopUserId: plain })).code).toBe('00000');
    expect((await app().db.select().from(shopUser).where(eq(shopUser.shopUserId, myId)))[0]!.nickName).toBe('乐享店长');
  });

  it('answers bad bodies and queries with envelopes, never a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { nickName: ['a'], avatar: {} },
      { nickName: 'a', avatar: 'b', roleIds: [-1] },
      { nickName: 'a', avatar: 'b', roleIds: ['x'] },
    ];
    for (const method of ['POST', 'PUT'] as const) {
      for (const payload of bodies) {
        const response = await app().app.inject({
          method,
          url: URL,
          headers: { authorization: await as('shop_admin').token(), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().code).not.toBe('00000');
      }
    }
    const malformed = await app().app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: await as('shop_admin').token(), 'content-type': 'application/json' },
      payload: '{"nickName":',
    });
    expect(malformed.json().code).toBe('A00003');
    for (const url of [`${URL}?shopUserId=abc`, `${URL}?shopUserId=-1`, `${URL}/page?pageNum=0`, `${URL}/page?pageSize=x`]) {
      const response = await app().app.inject({ method: 'GET', url, headers: { authorization: await as('shop_admin').token() } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).toBe('A00002');
    }
    expect((await as('shop_admin').put(URL, staff('没有编号'))).msg).toBe('用户不存在或已删除');
    expect((await as('shop_admin').delete(URL)).code).toBe('A00002');
  });
});
