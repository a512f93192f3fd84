import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ORDER_PATHS, type OrderListVO } from '@caremall/contract';
import { routeVO, SHOP_ROUTES } from '../shared/session/route-fixtures';
import { fakeApi } from '../test/fake-api';
import { useSessionStore } from '../shared/session/session-store';
import { useTagsStore } from './layout/tags/tags-store';
import { useSettingsStore } from './settings-store';
import { AppProviders } from './providers';
import { appRoutes } from './routes';
import '../shared/i18n';
import { configure } from '@testing-library/react';

// The first render lazy-loads the shell and antd, which is slow in a cold test run.
configure({ asyncUtilTimeout: 5000 });

const api = vi.hoisted(() => ({
  fetchUserInfo: vi.fn(),
  fetchPermissions: vi.fn(),
  fetchMenuIds: vi.fn(),
  fetchRoutes: vi.fn(),
  logoutRequest: vi.fn(),
}));
const token = vi.hoisted(() => ({ value: 'token' as string | undefined }));

vi.mock('../shared/session/session-api', () => api);
vi.mock('../shared/auth/token', () => ({
  getToken: () => token.value,
  setToken: (value: string) => (token.value = value),
  removeToken: () => (token.value = undefined),
}));
vi.mock('../features/login/lib/sso', () => ({ trySsoLogin: async () => false }));

const user = (isAdmin: 0 | 1) => ({ nickName: '乐享店长', avatar: null, isAdmin, shopId: 1, shopType: 1, tenantName: null });

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const currentPath = (router: ReturnType<typeof renderApp>) => router.state.location.pathname + router.state.location.search;

async function rightClickMenu(tag: HTMLElement, item: string) {
  fireEvent.contextMenu(tag);
  const menu = await screen.findByTestId('tags-contextmenu');
  fireEvent.click(within(menu).getByTestId(item));
}

// antd measures overflowing menus with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  token.value = 'token';
  api.fetchUserInfo.mockResolvedValue(user(1));
  api.fetchRoutes.mockResolvedValue(SHOP_ROUTES);
  api.logoutRequest.mockClear().mockResolvedValue(null);
});

afterEach(() => {
  useSessionStore.getState().clear();
  useTagsStore.getState().clear();
});

describe('the layout shell', () => {
  it('opens the home page with sidebar, user, tag and title', async () => {
    const router = renderApp('/');
    expect(await screen.findByTestId('tag-/order/order')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/order/order');
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveTextContent('Products');
    expect(sidebar).toHaveTextContent('Orders');
    expect(screen.getByTestId('navbar-username')).toHaveTextContent('乐享店长');
    expect(await screen.findByTestId('order-page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Orders - Merchant sub-system for elderly products'));
  });

  it('leaves menus without a page out of the sidebar', async () => {
    api.fetchRoutes.mockResolvedValue([
      ...SHOP_ROUTES,
      routeVO({ id: 900, parentId: 0, path: '/legacy', component: 'Layout', title: '旧版报表', seq: 50 }),
      routeVO({ id: 901, parentId: 900, path: 'report', component: 'legacy/report', title: '报表', seq: 0 }),
    ]);
    renderApp('/order/order');
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveTextContent('Orders');
    // legacy/report has no page file, so its whole directory disappears.
    expect(sidebar).not.toHaveTextContent('旧版报表');
  });

  it('navigates from the sidebar, and the tags bar closes back to the last tag', async () => {
    const router = renderApp('/order/order');
    fireEvent.click(await screen.findByText('Products'));
    fireEvent.click(await screen.findByText('Product list'));
    const productTag = await screen.findByTestId('tag-/product/list');
    expect(currentPath(router)).toBe('/product/list');

    await rightClickMenu(productTag, 'tags-close');
    await waitFor(() => expect(currentPath(router)).toBe('/order/order'));
    // The tag goes once its page has been left (a page may ask to stay).
    await waitFor(() => expect(screen.queryByTestId('tag-/product/list')).toBeNull());
  });

  it('a collapsed sidebar opens a directory beside its icon and stays collapsed after a choice', async () => {
    const router = renderApp('/order/order');
    fireEvent.click(await screen.findByTestId('sidebar-toggle'));
    const sidebar = screen.getByTestId('sidebar');
    try {
      // The click changes the setting at once; a shell that has just been drawn follows once its subscription to the
      // settings, made after it was drawn, sees the change (under load the click came before it: the class a moment later).
      await waitFor(() => expect(sidebar).toHaveClass('shell__sider--collapsed'));
      const products = within(sidebar).getByRole('button', { name: 'Products' });
      expect(products).toHaveAttribute('aria-expanded', 'false');

      fireEvent.click(products);
      const flyout = await screen.findByRole('dialog', { name: 'Products' });
      expect(products).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(within(flyout).getByRole('link', { name: 'Product list' })).toHaveFocus());
      fireEvent.keyDown(flyout, { key: 'Escape' });
      expect(screen.queryByRole('dialog', { name: 'Products' })).toBeNull();
      expect(products).toHaveFocus();

      fireEvent.click(products);
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Products' })).getByRole('link', { name: 'Product list' }));
      await waitFor(() => expect(currentPath(router)).toBe('/product/list'));
      // The router's state moves first; the sidebar follows once the navigation has rendered.
      await waitFor(() => expect(products).toHaveClass('side-menu__directory--current'));
      expect(screen.queryByRole('dialog', { name: 'Products' })).toBeNull();
      expect(sidebar).toHaveClass('shell__sider--collapsed');
    } finally {
      useSettingsStore.setState({ sidebarOpened: true });
    }
  });

  it('refresh goes through /redirect and lands on the same page with its query', async () => {
    const router = renderApp('/product/list?tab=3');
    await rightClickMenu(await screen.findByTestId('tag-/product/list?tab=3'), 'tags-refresh');
    await waitFor(() => expect(currentPath(router)).toBe('/product/list?tab=3'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('closing the last order tag brings the order page back', async () => {
    const router = renderApp('/order/order');
    await rightClickMenu(await screen.findByTestId('tag-/order/order'), 'tags-close');
    await waitFor(() => expect(currentPath(router)).toBe('/order/order'));
    expect(await screen.findByTestId('tag-/order/order')).toBeInTheDocument();
    // Nothing is left to close later: another page opens beside it.
    await router.navigate('/product/list');
    await screen.findByTestId('tag-/product/list');
    expect(screen.getByTestId('tag-/order/order')).toBeInTheDocument();
  });

  it('close others and close all', async () => {
    const router = renderApp('/order/order');
    await screen.findByTestId('tag-/order/order');
    await router.navigate('/product/list');
    await rightClickMenu(await screen.findByTestId('tag-/product/list'), 'tags-close-others');
    await waitFor(() => expect(screen.queryByTestId('tag-/order/order')).toBeNull());

    await rightClickMenu(screen.getByTestId('tag-/product/list'), 'tags-close-all');
    await waitFor(() => expect(currentPath(router)).toBe('/order/order'));
  });

  it('sends menus the user lacks to /401 and unknown paths to /404, both inside the layout', async () => {
    api.fetchUserInfo.mockResolvedValue(user(0));
    api.fetchPermissions.mockResolvedValue(['order:order:delivery']);
    api.fetchMenuIds.mockResolvedValue([147, 148]);
    const router = renderApp('/product/list');
    expect(await screen.findByTestId('page-401')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/401');
    expect(screen.getByTestId('navbar-user')).toBeInTheDocument();
    await router.navigate('/no/such/page');
    expect(await screen.findByTestId('page-404')).toHaveTextContent('OOPS!');
    expect(currentPath(router)).toBe('/404');
    expect(screen.getByTestId('sidebar')).toHaveTextContent('Orders');
  });

  it('lands a user without the order menu on the first screen the menus grant', async () => {
    api.fetchUserInfo.mockResolvedValue(user(0));
    api.fetchPermissions.mockResolvedValue(['']);
    api.fetchMenuIds.mockResolvedValue([141, 152]);
    const router = renderApp('/');
    await waitFor(() => expect(currentPath(router)).toBe('/product/list'));
  });

  it('tells a user granted no screen (their only role deleted) that they have no permission, with log-out, never /404', async () => {
    api.fetchUserInfo.mockResolvedValue(user(0));
    api.fetchPermissions.mockResolvedValue([]);
    api.fetchMenuIds.mockResolvedValue([]);
    const router = renderApp('/');
    const page = await screen.findByTestId('page-401');
    expect(currentPath(router)).toBe('/401');
    expect(page).toHaveTextContent('Your account cannot open any page yet');
    // No way back home: home is this page.
    expect(within(page).queryAllByRole('link')).toEqual([]);
    fireEvent.click(within(page).getByTestId('page-401-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/');
    expect(api.logoutRequest).toHaveBeenCalledTimes(1);
    expect(token.value).toBeUndefined();
  });

  it('logs out to /login with the current path as redirect', async () => {
    const router = renderApp('/product/list?tab=3');
    fireEvent.click(await screen.findByTestId('navbar-user'));
    fireEvent.click(await screen.findByTestId('navbar-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/product/list?tab=3');
    expect(api.logoutRequest).toHaveBeenCalledTimes(1);
    expect(token.value).toBeUndefined();
    expect(useTagsStore.getState().views).toEqual([]);
  });

  it('shows the 401 page with a link home, which is the order page for those who have it', async () => {
    renderApp('/401');
    const page = await screen.findByTestId('page-401');
    expect(within(page).getAllByRole('link')[0]).toHaveAttribute('href', '/');
  });
});

describe('the home screen opened directly', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads its first page and the menus while the user is still being read, then shows that page without a second read', async () => {
    api.fetchRoutes.mockClear();
    let answerUser: (value: ReturnType<typeof user>) => void = () => {};
    api.fetchUserInfo.mockReturnValue(new Promise((resolve) => (answerUser = resolve)));
    const order = { orderId: 100000042, status: 2, deliveryType: 1, orderItems: [], total: 100, allCount: 1 } as unknown as OrderListVO;
    const server = fakeApi({ [`GET ${ORDER_PATHS.full.page}`]: { pages: 1, total: 1, list: [order] } });
    renderApp('/order/order?status=2');

    await waitFor(() => expect(server.callsTo(ORDER_PATHS.full.page)).toHaveLength(1));
    const [read] = server.callsTo(ORDER_PATHS.full.page);
    expect(Object.fromEntries(read!.query)).toEqual({ pageNum: '1', pageSize: '10', status: '2' });
    expect(api.fetchRoutes).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('order-page')).not.toBeInTheDocument();

    answerUser(user(1));
    expect(await screen.findByText(/100000042/)).toBeInTheDocument();
    expect(server.callsTo(ORDER_PATHS.full.page)).toHaveLength(1);
  });
});
