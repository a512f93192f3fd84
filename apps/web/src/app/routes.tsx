import type { RouteObject } from 'react-router';
import { DynamicPage } from './dynamic-page';
import { guardLoader, revalidateOnEveryNavigation } from './guard';
import { PageSpinner } from './page-spinner';
import { preloadScreenLoader } from './route-map';
import { HomeRedirect } from './home-redirect';
import { RedirectPage } from './redirect-page';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';

/** Fixed routes; everything else is resolved inside the shell from the server menus. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootRoute />,
    loader: guardLoader,
    shouldRevalidate: revalidateOnEveryNavigation,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'order', element: <HomeRedirect /> },
      { path: 'login', lazy: async () => ({ Component: (await import('../features/login/routes/login')).default }) },
      {
        // The app root and the shell are lazy: the login page's first load carries neither.
        lazy: async () => ({ Component: (await import('./app-root')).default }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/shell-layout')).default }),
            // Runs beside the guard: the screen's code loads while the session and the menus do.
            loader: preloadScreenLoader,
            children: [
              // Inside the shell: a user who reaches them keeps the sidebar, the navbar and log-out.
              { path: '404', lazy: async () => ({ Component: (await import('../features/errors/routes/404')).default }) },
              { path: '401', lazy: async () => ({ Component: (await import('./unauthorized-route')).default }) },
              { path: 'redirect/*', element: <RedirectPage /> },
              { path: '*', element: <DynamicPage /> },
            ],
          },
        ],
      },
    ],
  },
];
