import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PageVO, ShopUserVO } from '@caremall/contract';
import { accessToken, authAccount, shopUser } from '../../src/db/schema/index.ts';
import { envelope, login, loginRequest } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { accountsNamed, insertStaff } from './shop-user-fixtures.ts';

const app = useTestApp();
const as = usersOf(app);

const ACCOUNT = '/mall_multishop/shop_user/account';
interface AccountVO {
  uid: number;
  userId: number;
  username: string;
  status: number;
  email: string | null;
  phone: string | null;
}

let counter = 0;
/** A fresh staff member of the shop (1 = 乐享优选, 2 = 康乐) without an account. */
const newStaff = async (shopId = 1) => (await insertStaff(app(), shopId, `账号员工${++counter}`)).shopUserId;
const signInMessage = async (username: string, password: string) => envelope(await loginRequest(app().app, username, password)).msg;
const liveTokens = async (uid: number) => app().db.select().from(accessToken).where(eq(accessToken.uid, uid));

describe('staff sign-in accounts', () => {
  it('sets an account once; it signs in; the password never comes back', async () => {
    const userId = await newStaff();
    expect((await as('shop_admin').get(`${ACCOUNT}?shopUserId=${userId}`)).data).toBeNull();
    expect((await as('shop_admin').post(ACCOUNT, { userId, username: 'nurse_li', password: 'nurse_li1', status: 1 })).code).toBe('00000');

    const read = await as('shop_admin').get<AccountVO & Record<string, unknown>>(`${ACCOUNT}?shopUserId=${userId}`);
    expect(read.data).toMatchObject({ userId, username: 'nurse_li', status: 1 });
    expect(Object.keys(read.data)).not.toContain('password');
    expect(JSON.stringify(read)).not.toMatch(/argon2/);
    const [stored] = await accountsNamed(app(), 'nurse_li');
    expect(stored).toMatchObject({ sysType: 1, tenantId: 1, isAdmin: 0, status: 1 });
    expect(stored!.password).toMatch(/^\$argon2id\$/);
    const [staffRow] = await app().db.select().from(shopUser).where(eq(shopUser.shopUserId, userId));
    expect(staffRow!.hasAccount).toBe(1);

    expect(await login(app().app, 'nurse_li', 'nurse_li1')).toBeTruthy();
    const again = await as('shop_admin').post(ACCOUNT, { userId, username: 'nurse_li2', password: 'nurse_li1', status: 1 });
    expect(again).toMatchObject({ code: 'A00001', msg: '已有账号，无需重复添加' });
    expect(await accountsNamed(app(), 'nurse_li2')).toHaveLength(0);
  });

  it('answers every validation message of the account rules', async () => {
    const userId = await newStaff();
    const good = { userId, username: 'valid_name', password: 'valid_pw1', status: 1 };
    const cases: [object, string][] = [
      [{ ...good, username: undefined }, 'username:请输入用户名'],
      [{ ...good, username: '' }, 'username:请输入用户名'],
      [{ ...good, username: '12345' }, 'username:用户名不能为纯数字且由数字字母下划线 4-16位组成'],
      [{ ...good, username: 'abc' }, 'username:用户名不能为纯数字且由数字字母下划线 4-16位组成'],
      [{ ...good, username: 'a'.repeat(17) }, 'username:用户名不能为纯数字且由数字字母下划线 4-16位组成'],
      [{ ...good, username: 'bad-name' }, 'username:用户名不能为纯数字且由数字字母下划线 4-16位组成'],
      [{ ...good, username: '用户名称' }, 'username:用户名不能为纯数字且由数字字母下划线 4-16位组成'],
      [{ ...good, password: undefined }, 'password:请输入密码'],
      [{ ...good, password: '' }, 'password:请输入密码'],
      [{ ...good, password: '123456' }, 'password:密码不能为纯数字且由数字字母下划线 4-16位组成'],
      [{ ...good, password: 'p w d!' }, 'password:密码不能为纯数字且由数字字母下划线 4-16位组成'],
      [{ ...good, password: 'p'.repeat(17) }, 'password:密码不能为纯数字且由数字字母下划线 4-16位组成'],
      [{ ...good, status: 2 }, 'status:状态不正确'],
      [{ ...good, status: -1 }, 'status:状态不正确'],
      [{ ...good, userId: undefined }, 'userId:userId不能为空'],
      [{ ...good, phone: '123' }, 'phone:请输入正确的手机号'],
      [{ ...good, email: 'not-mail' }, 'email:请输入正确的邮箱'],
    ];
    for (const [body, message] of cases) {
      const reply = await as('shop_admin').post<string[]>(ACCOUNT, body);
      expect(reply.code, JSON.stringify(body)).toBe('A00002');
      // Only that message: a field says its first broken rule (an empty name is not also a bad pattern).
      expect(reply.data, JSON.stringify(body)).toEqual([message]);
    }
    expect(await accountsNamed(app(), 'valid_name')).toHaveLength(0);
    // The same rules hold when modifying (a blank password there means "keep it").
    await as('shop_admin').post(ACCOUNT, good);
    for (const [body, message] of cases.filter(([, m]) => !m.startsWith('password:请输入密码'))) {
      const reply = await as('shop_admin').put<string[]>(ACCOUNT, body);
      expect(reply.data, JSON.stringify(body)).toContain(message);
    }
    expect((await accountsNamed(app(), 'valid_name'))[0]!.status).toBe(1);
  });

  it('keeps usernames unique among live accounts, merchant and platform alike', async () => {
    const userId = await newStaff();
    // In any letter case, as upstream's database compares them.
    for (const username of ['shop_staff', 'platform', 'care_admin', 'Shop_Staff', 'PLATFORM']) {
      const reply = await as('shop_admin').post(ACCOUNT, { userId, username, password: 'some_pw1', status: 1 });
      expect(reply).toMatchObject({ code: 'A00001', msg: '用户名已存在，请更换用户名再次尝试' });
    }
    const [staffRow] = await app().db.select().from(shopUser).where(eq(shopUser.shopUserId, userId));
    expect(staffRow!.hasAccount).toBe(0);

    // A deleted staff member's username is free again.
    const leaving = await newStaff();
    await as('shop_admin').post(ACCOUNT, { userId: leaving, username: 'reused_name', password: 'some_pw1', status: 1 });
    await as('shop_admin').delete(`/mall_multishop/m/shop_user?shopUserId=${leaving}`);
    expect((await as('shop_admin').post(ACCOUNT, { userId, username: 'reused_name', password: 'some_pw1', status: 1 })).code).toBe('00000');

    // Renaming onto a taken name is refused too; keeping one's own name is fine.
    const other = await newStaff();
    await as('shop_admin').post(ACCOUNT, { userId: other, username: 'other_name', password: 'some_pw1', status: 1 });
    expect((await as('shop_admin').put(ACCOUNT, { userId: other, username: 'reused_name', status: 1 })).msg).toBe(
      '用户名已存在，请更换用户名再次尝试',
    );
    expect((await as('shop_admin').put(ACCOUNT, { userId: other, username: 'Reused_Name', status: 1 })).msg).toBe(
      '用户名已存在，请更换用户名再次尝试',
    );
    expect((await as('shop_admin').put(ACCOUNT, { userId: other, username: 'other_name', status: 1 })).code).toBe('00000');
    expect((await as('shop_admin').put(ACCOUNT, { userId: other, username: 'Other_Name', status: 1 })).code).toBe('00000');
  });

  it('two racing requests cannot give one staff member two accounts or two staff one username', async () => {
    const userId = await newStaff();
    const replies = await Promise.all(
      ['race_a', 'race_b', 'race_c'].map((username) => as('shop_admin').post(ACCOUNT, { userId, username, password: 'race_pw1', status: 1 })),
    );
    expect(replies.filter((r) => r.code === '00000')).toHaveLength(1);
    for (const r of replies.filter((r) => r.code !== '00000')) expect(r.msg).toBe('已有账号，无需重复添加');
    const live = await app().db.select().from(authAccount).where(eq(authAccount.userId, userId));
    expect(live).toHaveLength(1);

    const [a, b] = [await newStaff(), await newStaff()];
    const same = await Promise.all(
      [a, b].map((id) => as('shop_admin').post(ACCOUNT, { userId: id, username: 'same_name', password: 'race_pw1', status: 1 })),
    );
    expect(same.map((r) => r.code).sort()).toEqual(['00000', 'A00001']);
    expect(same.find((r) => r.code === 'A00001')!.msg).toBe('用户名已存在，请更换用户名再次尝试');
    expect(await accountsNamed(app(), 'same_name')).toHaveLength(1);

    // Names that differ only in letter case are one name, sent together too.
    const [c, d] = [await newStaff(), await newStaff()];
    const cased = await Promise.all(
      [
        [c, 'Case_Twin'],
        [d, 'case_twin'],
      ].map(([id, username]) => as('shop_admin').post(ACCOUNT, { userId: id, username, password: 'race_pw1', status: 1 })),
    );
    expect(cased.map((r) => r.code).sort()).toEqual(['00000', 'A00001']);
    expect(cased.find((r) => r.code === 'A00001')!.msg).toBe('用户名已存在，请更换用户名再次尝试');
    // A rename onto a name being set at the same moment, in the other case, is refused the same way.
    const [e, f] = [await newStaff(), await newStaff()];
    await as('shop_admin').post(ACCOUNT, { userId: e, username: 'rename_from', password: 'race_pw1', status: 1 });
    const renamed = await Promise.all([
      as('shop_admin').put(ACCOUNT, { userId: e, username: 'Late_Twin', status: 1 }),
      as('shop_admin').post(ACCOUNT, { userId: f, username: 'late_twin', password: 'race_pw1', status: 1 }),
    ]);
    expect(renamed.map((r) => r.code).sort()).toEqual(['00000', 'A00001']);
  });

  it('modifies username, password and status; disabling ends the sessions and blocks sign-in', async () => {
    const userId = await newStaff();
    await as('shop_admin').post(ACCOUNT, { userId, username: 'cashier_wu', password: 'first_pw1', status: 1 });
    let token = await login(app().app, 'cashier_wu', 'first_pw1');

    // No password given: the old one stays, the session too.
    expect((await as('shop_admin').put(ACCOUNT, { userId, username: 'cashier_wu2', password: '', status: 1 })).code).toBe('00000');
    expect((await as(token).get('/mall_multishop/m/shop_user/info')).code).toBe('00000');
    token = await login(app().app, 'cashier_wu2', 'first_pw1');

    // A new password ends every session of that account.
    expect((await as('shop_admin').put(ACCOUNT, { userId, username: 'cashier_wu2', password: 'second_pw2', status: 1 })).code).toBe('00000');
    expect((await as(token).get('/mall_multishop/m/shop_user/info')).code).toBe('A00004');
    expect(await signInMessage('cashier_wu2', 'first_pw1')).toBe('用户名或密码不正确');
    token = await login(app().app, 'cashier_wu2', 'second_pw2');

    expect((await as('shop_admin').put(ACCOUNT, { userId, username: 'cashier_wu2', status: 0 })).code).toBe('00000');
    const [account] = await accountsNamed(app(), 'cashier_wu2');
    expect(account!.status).toBe(0);
    expect(await liveTokens(account!.uid)).toHaveLength(0);
    expect((await as(token).get('/mall_multishop/m/shop_user/info')).code).toBe('A00004');
    expect(await signInMessage('cashier_wu2', 'second_pw2')).toBe('用户已禁用，请联系客服');
    const page = await as('shop_admin').get<PageVO<ShopUserVO>>(`/mall_multishop/m/shop_user/page?pageNum=1&pageSize=10&nickName=账号员工${counter}`);
    expect(page.data.list[0]!.hasAccount).toBe(1);

    expect((await as('shop_admin').put(ACCOUNT, { userId, username: 'cashier_wu2', status: 1 })).code).toBe('00000');
    expect(await login(app().app, 'cashier_wu2', 'second_pw2')).toBeTruthy();
  });

  it('an email or phone sent empty is emptied; left out, it is kept', async () => {
    const userId = await newStaff();
    const named = { userId, username: 'contact_he', status: 1 };
    await as('shop_admin').post(ACCOUNT, { ...named, password: 'contact_pw1', email: 'he@care.example', phone: '13800138000' });
    const contact = async () => {
      const { data } = await as('shop_admin').get<AccountVO>(`${ACCOUNT}?shopUserId=${userId}`);
      return { email: data.email, phone: data.phone };
    };
    expect(await contact()).toEqual({ email: 'he@care.example', phone: '13800138000' });

    expect((await as('shop_admin').put(ACCOUNT, named)).code).toBe('00000');
    expect(await contact()).toEqual({ email: 'he@care.example', phone: '13800138000' });

    expect((await as('shop_admin').put(ACCOUNT, { ...named, email: '' })).code).toBe('00000');
    expect(await contact()).toEqual({ email: null, phone: '13800138000' });
    expect((await as('shop_admin').put(ACCOUNT, { ...named, phone: null })).code).toBe('00000');
    expect(await contact()).toEqual({ email: null, phone: null });
  });

  it('an administrator cannot disable themself, and keeps their own session when changing their password', async () => {
    const [me] = await accountsNamed(app(), 'care_admin');
    const disable = await as('care_admin').put(ACCOUNT, { userId: me!.userId, username: 'care_admin', status: 0 });
    expect(disable).toMatchObject({ code: 'A00001', msg: '不能禁用自己的账号' });
    const other = await login(app().app, 'care_admin');
    expect((await as('care_admin').put(ACCOUNT, { userId: me!.userId, username: 'care_admin', password: 'Caremall456', status: 1 })).code).toBe(
      '00000',
    );
    expect((await as('care_admin').get('/mall_multishop/m/shop_user/page?pageNum=1&pageSize=1')).code).toBe('00000');
    expect((await as(other).get('/mall_multishop/m/shop_user/info')).code).toBe('A00004');
    expect((await accountsNamed(app(), 'care_admin'))[0]!.status).toBe(1);
  });

  it('staff without the permission cannot change the administrator’s account', async () => {
    const vice = await insertStaff(app(), 1, '副店长2', { username: 'vice_two', isAdmin: 1 });
    const hr = await newStaff();
    // Give the staff member only the account permissions through a role of the shop.
    const perms = (await import('@caremall/contract')).PERMISSIONS.filter((p) => p.permission.startsWith('account:authAccount:')).map(
      (p) => p.menuPermissionId,
    );
    await as('shop_admin').post('/mall_rbac/role', { roleName: '账号管理', menuIds: [111, 112], menuPermissionIds: perms });
    const roles = await as('shop_admin').get<{ roleId: number; roleName: string }[]>('/mall_rbac/role/list');
    const roleId = roles.data.find((r) => r.roleName === '账号管理')!.roleId;
    await as('shop_admin').put('/mall_multishop/m/shop_user', {
      shopUserId: hr,
      nickName: '账号管理员',
      avatar: '/demo/avatars/1.svg',
      roleIds: [roleId],
    });
    await as('shop_admin').post(ACCOUNT, { userId: hr, username: 'acct_clerk', password: 'acct_pw1', status: 1 });
    const clerk = await login(app().app, 'acct_clerk', 'acct_pw1');
    const takeover = await as(clerk).put(ACCOUNT, { userId: vice.shopUserId, username: 'vice_two', password: 'taken_over1', status: 1 });
    expect(takeover.msg).toBe('无权修改店铺管理员');
    expect(await signInMessage('vice_two', 'taken_over1')).toBe('用户名或密码不正确');
    // An ordinary staff member's account they may set.
    const plain = await newStaff();
    expect((await as(clerk).post(ACCOUNT, { userId: plain, username: 'by_clerk', password: 'by_clerk1', status: 1 })).code).toBe('00000');
  });

  it('another shop’s staff, a missing staff member or a missing account: 无法获取账户信息', async () => {
    const theirs = await newStaff(2);
    await as('care_admin').post(ACCOUNT, { userId: theirs, username: 'care_nurse', password: 'care_pw1', status: 1 });
    expect((await as('shop_admin').get(`${ACCOUNT}?shopUserId=${theirs}`)).msg).toBe('无法获取账户信息');
    const put = await as('shop_admin').put(ACCOUNT, { userId: theirs, username: 'stolen_acc', password: 'stolen_pw1', status: 0 });
    expect(put.msg).toBe('无法获取账户信息');
    expect((await accountsNamed(app(), 'care_nurse'))[0]).toMatchObject({ status: 1, tenantId: 2 });
    const other = await newStaff(2);
    expect((await as('shop_admin').post(ACCOUNT, { userId: other, username: 'stolen_acc', password: 'stolen_pw1', status: 1 })).msg).toBe(
      '无法获取账户信息',
    );
    expect(await accountsNamed(app(), 'stolen_acc')).toHaveLength(0);

    expect((await as('shop_admin').post(ACCOUNT, { userId: 999999, username: 'ghost_acc', password: 'ghost_pw1', status: 1 })).msg).toBe(
      '无法获取账户信息',
    );
    const none = await newStaff();
    expect((await as('shop_admin').put(ACCOUNT, { userId: none, username: 'ghost_acc', password: 'ghost_pw1', status: 1 })).msg).toBe(
      '无法获取账户信息',
    );
    expect(await accountsNamed(app(), 'ghost_acc')).toHaveLength(0);
  });

  it('refuses staff without the account permissions', async () => {
    const userId = await newStaff();
    expect((await as('shop_staff').post(ACCOUNT, { userId, username: 'by_staff', password: 'by_staff1', status: 1 })).code).toBe('A00006');
    await as('shop_admin').post(ACCOUNT, { userId, username: 'kept_name', password: 'kept_pw1', status: 1 });
    expect((await as('shop_staff').put(ACCOUNT, { userId, username: 'kept_name', password: 'hacked_1', status: 0 })).code).toBe('A00006');
    expect(await accountsNamed(app(), 'by_staff')).toHaveLength(0);
    expect((await accountsNamed(app(), 'kept_name'))[0]!.status).toBe(1);
  });

  it('answers bad bodies with envelopes, never a 5xx', async () => {
    for (const method of ['POST', 'PUT'] as const) {
      for (const payload of [
        null,
        [],
        'text',
        7,
        { userId: 'x', username: 1, password: {} },
        { userId: 1e20, username: 'abcd', password: 'abcd1' },
      ]) {
        const response = await app().app.inject({
          method,
          url: ACCOUNT,
          headers: { authorization: await as('shop_admin').token(), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().code, `${method} ${JSON.stringify(payload)}`).not.toBe('00000');
        expect(response.json().code).not.toBe('A00005');
      }
    }
    const bad = await app().app.inject({ method: 'GET', url: `${ACCOUNT}?shopUserId=x`, headers: { authorization: await as('shop_admin').token() } });
    expect(bad.json().code).toBe('A00002');
  });
});
