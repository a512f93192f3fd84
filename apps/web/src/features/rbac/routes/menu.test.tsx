import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU_PATHS } from '@caremall/contract';
import { setLanguage } from '../../../shared/i18n';
import { fakeApi, renderScreen } from '../../../test';
import MenuScreen from './menu';

const LIST = MENU_PATHS.full.list;
const menu = (menuId: number, title: string) => ({
  menuId,
  parentId: 0,
  title,
  path: `/m${menuId}`,
  component: 'Layout',
  name: null,
  icon: null,
  seq: menuId,
  hidden: false,
  activeMenu: null,
  permission: null,
  bizType: 1,
  meta: { title, icon: null, hidden: false, activeMenu: null },
  children: [],
});

beforeAll(async () => {
  await setLanguage('zh_CN');
});

describe('menu screen', { timeout: 60_000 }, () => {
  it('keeps the platform menus in the address, so a return or a reload shows them again', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: [menu(1, '订单管理')] });
    const { router } = renderScreen(<MenuScreen />, { route: '/platform/menu' });
    await screen.findByText('订单管理');
    expect(api.callsTo(LIST).at(-1)!.query.get('sysType')).toBe('1');

    fireEvent.click(screen.getByText('平台菜单'));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.query.get('sysType')).toBe('0'));
    expect(router.state.location.search).toBe('?sysType=0');
  });

  it('opened at an address with the platform menus, shows them', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: [menu(1, '系统管理')] });
    const { router } = renderScreen(<MenuScreen />, { route: '/platform/menu?sysType=0' });
    await screen.findByText('系统管理');
    expect(api.callsTo(LIST).map((call) => call.query.get('sysType'))).toEqual(['0']);
    expect(screen.getByRole('radio', { name: '平台菜单' })).toBeChecked();
    fireEvent.click(screen.getByText('店铺菜单'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
