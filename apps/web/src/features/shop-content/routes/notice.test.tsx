// The notice screen against a fake server: buttons by permission, filters, and what the dialog sends.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTICE_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import NoticeScreen from './notice';
// The screen's dialogs load lazily; loaded with the test, their first opening is not a module load.
import '../components/notice-dialog';

const P = NOTICE_PATHS.full;
const NOTICE = {
  id: 5,
  shopId: 1,
  title: '国庆放假通知',
  content: '<p>10月1日至7日休息</p>',
  type: 2,
  status: 0,
  isTop: 1,
  publishTime: null,
  createTime: '2026-11-24 10:00:00',
  updateTime: '2026-11-24 10:00:00',
};
const page = (list: unknown[]) => ({ pages: 1, total: list.length, list });

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('notice screen', { timeout: 60_000 }, () => {
  it('lists the notices and gives the administrator create, edit and delete', async () => {
    fakeApi({ [`GET ${P.page}`]: page([NOTICE]) });
    renderScreen(<NoticeScreen />);
    const row = await screen.findByTestId('notice-row');
    expect(row).toHaveAttribute('data-title', '国庆放假通知');
    expect(within(row).getByText('未发布')).toBeInTheDocument();
    expect(within(row).getByText('撤销')).toBeInTheDocument();
    expect(screen.getByTestId('notice-create')).toBeInTheDocument();
    expect(within(row).getByTestId('notice-edit')).toBeInTheDocument();
    expect(within(row).getByTestId('notice-delete')).toBeInTheDocument();
  });

  it('shows staff only the buttons their codes allow', async () => {
    fakeApi({ [`GET ${P.page}`]: page([NOTICE]) });
    renderScreen(<NoticeScreen />, { admin: false, permissions: ['multishop:notice:delete'] });
    const row = await screen.findByTestId('notice-row');
    expect(screen.queryByTestId('notice-create')).toBeNull();
    expect(within(row).queryByTestId('notice-edit')).toBeNull();
    expect(within(row).getByTestId('notice-delete')).toBeInTheDocument();
  });

  it('searches by title, and 清空 brings every notice back', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([NOTICE]) });
    renderScreen(<NoticeScreen />);
    await screen.findByTestId('notice-row');
    fireEvent.change(screen.getByTestId('notice-filter-title'), { target: { value: '国庆' } });
    fireEvent.click(screen.getByTestId('notice-search'));
    await waitFor(() => expect(api.callsTo(P.page).at(-1)!.query.get('title')).toBe('国庆'));
    const searched = api.callsTo(P.page).length;
    fireEvent.click(screen.getByTestId('notice-clear'));
    await waitFor(() => expect(api.callsTo(P.page).length).toBeGreaterThan(searched));
    expect(api.callsTo(P.page).at(-1)!.query.has('title')).toBe(false);
    expect(screen.getByTestId('notice-filter-title')).toHaveValue('');
  });

  it('publishes the new notice once on a double click', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([]) });
    renderScreen(<NoticeScreen />);
    fireEvent.click(await screen.findByTestId('notice-create'));
    // The dialog's first opening loads antd's modal and the rich-text editor: more than findBy's 1 s on a busy machine.
    const submit = await screen.findByTestId('notice-submit', {}, { timeout: 15_000 });
    fireEvent.change(screen.getByTestId('notice-title'), { target: { value: ' 春节安排 ' } });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(P.one, 'POST')).toHaveLength(1));
    expect(api.callsTo(P.one, 'POST')[0]!.body).toMatchObject({ title: '春节安排', status: 1, isTop: 0 });
  });

  it('edits a loaded notice with PUT', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([NOTICE]), [`GET ${P.one}`]: NOTICE });
    renderScreen(<NoticeScreen />);
    fireEvent.click(within(await screen.findByTestId('notice-row')).getByTestId('notice-edit'));
    expect(await screen.findByText('编辑公告')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notice-title')).toHaveValue('国庆放假通知'));
    expect(api.callsTo(P.one, 'GET')[0]!.query.get('id')).toBe('5');
    fireEvent.click(screen.getByTestId('notice-submit'));
    await waitFor(() => expect(api.callsTo(P.one, 'PUT')).toHaveLength(1));
    expect(api.callsTo(P.one, 'PUT')[0]!.body).toMatchObject({ id: 5, title: '国庆放假通知', status: 0, isTop: 1 });
  });
});
