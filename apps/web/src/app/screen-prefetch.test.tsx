// A screen opened directly starts its first read beside the session check, and shows it without reading again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ORDER_PATHS, type OrderListVO } from '@caremall/contract';
import { SHOP_ROUTES } from '../shared/session/route-fixtures';
import { useSessionStore } from '../shared/session/session-store';
import { fakeApi } from '../test/fake-api';
import { AppProviders } from './providers';
import { appRoutes } from './routes';
import '../shared/i18n';

// The first render lazy-loads the shell and antd, which is slow in a cold test run.
configure({ asyncUtilTimeout: 5000 });

const api = vi.hoisted(() => ({
  fetchUserInfo: vi.fn(),
  fetchPermissions: vi.fn(),
  fetchMenuIds: vi.fn(),
  fetchRoutes: vi.fn(),
  logoutRequest: vi.fn(),
}));
vi.mock('../shared/session/session-api', () => api);
vi.mock('../shared/auth/token', () => ({ getToken: () => 'token', setToken: () => {}, removeToken: () => {} }));
vi.mock('../features/login/lib/sso', () => ({ trySsoLogin: async () => false }));

const ORDER = { orderId: 100000042, status: 2, deliveryType: 1, orderItems: [], total: 100, allCount: 1 } as unknown as OrderListVO;
const admin = { nickName: '乐享店长', avatar: null, isAdmin: 1, shopId: 1, shopType: 1, tenantName: null };

beforeEach(() => {
  api.fetchRoutes.mockResolvedValue(SHOP_ROUTES);
});

afterEach(() => {
  useSessionStore.getState().clear();
  vi.restoreAllMocks();
});

describe('the home screen opened directly', () => {
  it('reads its first page and the menus while the user is still being read, then shows that page without a second read', async () => {
    let answerUser: (user: typeof admin) => void = () => {};
    api.fetchUserInfo.mockReturnValue(new Promise((resolve) => (answerUser = resolve)));
    const server = fakeApi({ [`GET ${ORDER_PATHS.full.page}`]: { pages: 1, total: 1, list: [ORDER] } });

    const router = createMemoryRouter(appRoutes, { initialEntries: ['/order/order?status=2'] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    await waitFor(() => expect(server.callsTo(ORDER_PATHS.full.page)).toHaveLength(1));
    const [read] = server.callsTo(ORDER_PATHS.full.page);
    expect(Object.fromEntries(read!.query)).toEqual({ pageNum: '1', pageSize: '10', status: '2' });
    expect(api.fetchRoutes).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('order-page')).not.toBeInTheDocument();

    answerUser(admin);
    expect(await screen.findByText(/100000042/)).toBeInTheDocument();
    expect(server.callsTo(ORDER_PATHS.full.page)).toHaveLength(1);
  });
});
