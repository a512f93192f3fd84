// The menu dialog's save (spec §7: POST and PUT /mall_rbac/menu with menuId, name, title, parentId,
// component, path, seq, icon): the body carries the menu's `name`.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENU_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import { HOT_SEARCH_MENU } from '../rbac-fixtures';
import { MenuDialog } from './menu-dialog';

beforeAll(async () => {
  await setLanguage('zh_CN');
});
afterEach(() => vi.restoreAllMocks());

const saved = (api: ReturnType<typeof fakeApi>, method: string) =>
  api.callsTo(MENU_PATHS.full.one, method).map((c) => c.body as Record<string, unknown>);

describe('menu dialog', { timeout: 30_000 }, () => {
  it('sends name with a new menu (its title) and with an edited one (its own)', async () => {
    const api = fakeApi({ [`GET ${MENU_PATHS.full.list}`]: [], [`GET ${MENU_PATHS.full.one}`]: HOT_SEARCH_MENU });
    const created = renderScreen(<MenuDialog menuId={0} sysType={1} onClose={() => {}} />);
    fireEvent.change(await screen.findByTestId('menu-title'), { target: { value: '店铺公告' } });
    fireEvent.change(screen.getByTestId('menu-path'), { target: { value: '/notice' } });
    fireEvent.change(await screen.findByTestId('menu-component'), { target: { value: 'multishop/notice' } });
    fireEvent.click(screen.getByTestId('menu-submit'));
    await waitFor(() => expect(saved(api, 'POST')).toHaveLength(1));
    expect(saved(api, 'POST')[0]).toMatchObject({ name: '店铺公告', title: '店铺公告', path: '/notice', component: 'multishop/notice' });
    created.unmount();

    renderScreen(<MenuDialog menuId={300} sysType={1} onClose={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('menu-title')).toHaveValue('热搜管理'));
    fireEvent.change(screen.getByTestId('menu-title'), { target: { value: '热门搜索' } });
    fireEvent.click(screen.getByTestId('menu-submit'));
    await waitFor(() => expect(saved(api, 'PUT')).toHaveLength(1));
    expect(saved(api, 'PUT')[0]).toMatchObject({ menuId: 300, name: 'HotSearch', title: '热门搜索' });
  });
});
