// The web test kit's renderer: a screen or widget inside the app's providers (a fresh query cache,
// a router), signed in as whom the test says.
import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PermissionCode } from '@caremall/contract';
import { useSessionStore } from '../shared/session/session-store';
// What light screens load on first use (antd's scope and modal around a dialog, the kit's question) is in before a
// test clicks, so a dialog's first opening takes no longer than it does in a warm app.
import '../shared/theme/antd-scope';
import 'antd/es/modal';
import '../shared/ui/confirm-dialog';

// antd's styles go to a node outside the page: jsdom reads every style rule of the page on each getComputedStyle,
// which Testing Library calls for every element it weighs (roles, names, what is hidden) and user-event on every
// Tab, so with antd's hundreds of rules in the page one dialog's names took seconds. What antd hides, it hides by
// inline style or by not drawing it; a test of what a stylesheet shows belongs in the browser tests.
const DETACHED_STYLES = document.createElement('div');

export interface RenderOptions {
  /** Admins hold every permission; staff hold only `permissions`. */
  admin?: boolean;
  permissions?: PermissionCode[];
  route?: string;
}

/** The rendering, and its router: where the screen has taken the page (its address, and whether it pushed or replaced). */
export type RenderedScreen = RenderResult & { router: ReturnType<typeof createMemoryRouter>; client: QueryClient };

export function renderScreen(ui: ReactElement, { admin = true, permissions = [], route = '/' }: RenderOptions = {}): RenderedScreen {
  useSessionStore.setState({ isAdmin: admin, permissions: admin ? [''] : permissions });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router, as the app's: what blocks leaving (unsaved changes) needs one.
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const rendered = render(
    <StyleProvider container={DETACHED_STYLES}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StyleProvider>,
  );
  return { ...rendered, router, client };
}
