import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOT_SEARCH_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import HotSearchScreen from './hot-search';
// The screen's dialogs load lazily; loaded with the test, their first opening is not a module load.
import '../components/hot-search-dialog';

const P = HOT_SEARCH_PATHS.full;
const TERM = {
  hotSearchId: 3,
  shopId: 1,
  title: '轮椅',
  content: '轻便折叠轮椅',
  seq: 1,
  status: 1,
  createTime: '2026-11-24 10:00:00',
  updateTime: null,
};
const page = (list: unknown[]) => ({ pages: 1, total: list.length, list });

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

describe('hot search screen', { timeout: 60_000 }, () => {
  it('lists the terms and gives the administrator create, edit and delete', async () => {
    fakeApi({ [`GET ${P.page}`]: page([TERM]) });
    renderScreen(<HotSearchScreen />);
    const row = await screen.findByTestId('hot-search-row');
    expect(within(row).getByText('轻便折叠轮椅')).toBeInTheDocument();
    expect(screen.getByTestId('hot-search-create')).toBeInTheDocument();
    expect(within(row).getByTestId('hot-search-edit')).toBeInTheDocument();
    expect(within(row).getByTestId('hot-search-delete')).toBeInTheDocument();
  });

  it('says a list that could not be read, not "no data", and reads it again on 重试', async () => {
    const api = fakeApi().fail(`GET ${P.page}`, 'A00005', '服务器出了点小差');
    renderScreen(<HotSearchScreen />);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
    api.on(`GET ${P.page}`, page([TERM]));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('hot-search-row')).toBeInTheDocument();
    expect(screen.queryByText('数据加载失败')).toBeNull();
  });

  it('reads its filters and page from the address, and keeps a search there', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: { pages: 3, total: 25, list: [TERM] } });
    renderScreen(<HotSearchScreen />, { route: '/multishop/hot-search?title=%E8%BD%AE&status=1&pageNum=2' });
    await screen.findByTestId('hot-search-row');
    const first = api.callsTo(P.page)[0]!.query;
    expect([first.get('title'), first.get('status'), first.get('pageNum')]).toEqual(['轮', '1', '2']);
    expect(screen.getByTestId('hot-search-filter-title')).toHaveValue('轮');
  });

  it('shows staff only the buttons their codes allow', async () => {
    fakeApi({ [`GET ${P.page}`]: page([TERM]) });
    renderScreen(<HotSearchScreen />, { admin: false, permissions: ['multishop:hotSearch:update'] });
    const row = await screen.findByTestId('hot-search-row');
    expect(screen.queryByTestId('hot-search-create')).toBeNull();
    expect(within(row).getByTestId('hot-search-edit')).toBeInTheDocument();
    expect(within(row).queryByTestId('hot-search-delete')).toBeNull();
  });

  it('searches again when 查询 is pressed with unchanged filters, so new rows show', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([TERM]) });
    renderScreen(<HotSearchScreen />);
    await screen.findByTestId('hot-search-row');
    const before = api.callsTo(P.page).length;
    fireEvent.click(screen.getByTestId('hot-search-search'));
    await waitFor(() => expect(api.callsTo(P.page).length).toBe(before + 1));
  });

  it('saves once however fast 确认 is pressed twice', async () => {
    let answer: () => void = () => {};
    const api = fakeApi({ [`GET ${P.page}`]: page([]) }).on(`POST ${P.one}`, () =>
      new Promise<void>((resolve) => (answer = resolve)).then(() => null),
    );
    renderScreen(<HotSearchScreen />);
    fireEvent.click(await screen.findByTestId('hot-search-create'));
    fireEvent.change(await screen.findByTestId('hot-search-title'), { target: { value: '助行器' } });
    fireEvent.change(screen.getByTestId('hot-search-content'), { target: { value: '四轮助行器' } });
    const submit = screen.getByTestId('hot-search-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(api.callsTo(P.one, 'POST')).toHaveLength(1));
    answer();
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(api.callsTo(P.one, 'POST')).toHaveLength(1);
    expect(api.callsTo(P.one, 'POST')[0]!.body).toMatchObject({ title: '助行器', content: '四轮助行器', seq: 0, status: 1 });
  });

  it('reads the list again when a save is refused, as the row may be gone, and keeps what was typed', async () => {
    const api = fakeApi({ [`GET ${P.page}`]: page([TERM]), [`GET ${P.one}`]: TERM }).fail(`PUT ${P.one}`, 'A00001', '热搜不存在或已删除');
    renderScreen(<HotSearchScreen />);
    fireEvent.click(within(await screen.findByTestId('hot-search-row')).getByTestId('hot-search-edit'));
    await waitFor(() => expect(screen.getByTestId('hot-search-title')).toHaveValue('轮椅'));
    fireEvent.change(screen.getByTestId('hot-search-title'), { target: { value: '新轮椅' } });
    const readsBefore = api.callsTo(P.page).length;
    api.on(`GET ${P.page}`, page([]));
    fireEvent.click(screen.getByTestId('hot-search-submit'));
    expect(await screen.findByText('热搜不存在或已删除')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(P.page).length).toBeGreaterThan(readsBefore));
    expect(screen.getByTestId('hot-search-title')).toHaveValue('新轮椅');
    await waitFor(() => expect(screen.queryByTestId('hot-search-row')).toBeNull());
  });
});
