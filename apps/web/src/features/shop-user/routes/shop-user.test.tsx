// The staff screen against a fake server: buttons by permission, and what the dialogs send.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_PATHS, SHOP_USER_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import ShopUserScreen from './shop-user';
// The screen's dialogs load lazily; loaded with the test, their first opening is not a module load.
import '../components/shop-user-dialog';
import '../components/account-dialog';

const P = SHOP_USER_PATHS.full;
// antd validates a form asynchronously: on a busy 2-core machine a rule's message can take more than findBy's 1 s.
const WAIT = { timeout: 15_000 };
const STAFF = [
  { shopUserId: 7, shopId: 1, nickName: '王护工', avatar: null, code: 'A7', phoneNum: '13800138000', hasAccount: 0, isAdmin: 0, roleIds: null },
  { shopUserId: 8, shopId: 1, nickName: '李店员', avatar: null, code: null, phoneNum: null, hasAccount: 1, isAdmin: 0, roleIds: null },
  { shopUserId: 1, shopId: 1, nickName: '乐享店长', avatar: null, code: null, phoneNum: null, hasAccount: 1, isAdmin: 1, roleIds: null },
];

const serveStaff = () =>
  fakeApi({
    [`GET ${P.page}`]: { pages: 1, total: STAFF.length, list: STAFF },
    [`GET ${P.account}`]: { uid: 3, userId: 8, username: 'li_clerk', status: 1, email: null, phone: null, createIp: null },
    [`GET ${ROLE_PATHS.full.list}`]: [{ roleId: 5, roleName: '店员' }],
  });

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

const rowOf = async (name: string) => (await screen.findAllByTestId('shop-user-row', {}, WAIT)).find((r) => r.getAttribute('data-name') === name)!;

describe('shop user screen', () => {
  it('offers set account without an account and modify account with one; no delete for the administrator', async () => {
    serveStaff();
    renderScreen(<ShopUserScreen />);
    expect(within(await rowOf('王护工')).getByText('设置账号')).toBeInTheDocument();
    expect(within(await rowOf('李店员')).getByText('修改账号')).toBeInTheDocument();
    expect(within(await rowOf('乐享店长')).queryByTestId('shop-user-delete')).toBeNull();
    expect(within(await rowOf('王护工')).getByTestId('shop-user-delete')).toBeInTheDocument();
  });

  it('shows no buttons to staff without the permissions', async () => {
    serveStaff();
    renderScreen(<ShopUserScreen />, { admin: false, permissions: ['multishop:hotSearch:save'] });
    await rowOf('王护工');
    for (const id of ['shop-user-create', 'shop-user-edit', 'shop-user-delete', 'shop-user-set-account', 'shop-user-modify-account']) {
      expect(screen.queryByTestId(id), id).toBeNull();
    }
  });

  it('checks the account rules before sending anything', async () => {
    const api = serveStaff();
    renderScreen(<ShopUserScreen />, { admin: false, permissions: ['account:authAccount:shopSave'] });
    await userEvent.click(within(await rowOf('王护工')).getByTestId('shop-user-set-account'));
    const dialog = await screen.findByTestId('account-form', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    expect(await within(dialog).findByText('请输入用户名', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText('请输入密码')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('account-username'), { target: { value: '12345' } });
    fireEvent.change(within(dialog).getByTestId('account-password'), { target: { value: '999999' } });
    expect(await within(dialog).findByText('用户名不能为纯数字且由数字字母下划线 4-16位组成', {}, WAIT)).toBeInTheDocument();
    expect(await within(dialog).findByText('密码不能为纯数字且由数字字母下划线 4-16位组成', {}, WAIT)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('sends a new account with POST', async () => {
    const api = serveStaff();
    renderScreen(<ShopUserScreen />, { admin: false, permissions: ['account:authAccount:shopSave'] });
    await userEvent.click(within(await rowOf('王护工')).getByTestId('shop-user-set-account'));
    const dialog = await screen.findByTestId('account-form', {}, WAIT);
    fireEvent.change(within(dialog).getByTestId('account-username'), { target: { value: 'wang_nurse' } });
    fireEvent.change(within(dialog).getByTestId('account-password'), { target: { value: 'wang_pw1' } });
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(api.callsTo(P.account, 'POST')).toHaveLength(1), WAIT);
    expect(api.callsTo(P.account, 'POST')[0]!.body).toMatchObject({ userId: 7, username: 'wang_nurse', password: 'wang_pw1', status: 1 });
  });

  it('modifies an account with PUT, keeping the password when left empty and sending the status switch', async () => {
    const api = serveStaff();
    renderScreen(<ShopUserScreen />);
    await userEvent.click(within(await rowOf('李店员')).getByTestId('shop-user-modify-account'));
    const dialog = await screen.findByTestId('account-form', {}, WAIT);
    await waitFor(() => expect(within(dialog).getByTestId('account-username')).toHaveValue('li_clerk'), WAIT);
    expect(within(dialog).getByTestId('account-password')).toHaveValue('');
    await userEvent.click(within(dialog).getByTestId('account-status'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(api.callsTo(P.account, 'PUT')).toHaveLength(1), WAIT);
    expect(api.callsTo(P.account, 'PUT')[0]!.body).toEqual({ userId: 8, username: 'li_clerk', status: 0 });
  });

  it('requires nickname and avatar and checks the phone before sending anything', async () => {
    const api = serveStaff();
    renderScreen(<ShopUserScreen />);
    await userEvent.click(await screen.findByTestId('shop-user-create', {}, WAIT));
    const dialog = await screen.findByTestId('shop-user-form', {}, WAIT);
    fireEvent.change(within(dialog).getByTestId('shop-user-phone'), { target: { value: '123' } });
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    expect(await within(dialog).findByText('昵称不能为空', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText('头像不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
