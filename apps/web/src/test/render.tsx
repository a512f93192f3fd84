// The web test kit's renderer: a screen or widget inside the app's providers (a fresh query cache,
// a router), signed in as whom the test says.
import type { ReactElement } from 'react';
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

export interface RenderOptions {
  /** Admins hold every permission; staff hold only `permissions`. */
  admin?: boolean;
  permissions?: PermissionCode[];
  route?: string;
}

/** The rendering, and its router: where the screen has taken the page (its address, and whether it pushed or replaced). */
export type RenderedScreen = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

export function renderScreen(ui: ReactElement, { admin = true, permissions = [], route = '/' }: RenderOptions = {}): RenderedScreen {
  useSessionStore.setState({ isAdmin: admin, permissions: admin ? [''] : permissions });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router, as the app's: what blocks leaving (unsaved changes) needs one.
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const rendered = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...rendered, router };
}
