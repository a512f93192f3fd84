import { Navigate, type RouteObject } from 'react-router';
import { DynamicPage } from './dynamic-page';
import { guardLoader, revalidateOnEveryNavigation } from './guard';
import { PageSpinner } from './page-spinner';
import { HOME_PATH } from '../shared/routing/paths';
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
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      { path: 'order', element: <Navigate to={HOME_PATH} replace /> },
      { path: 'login', lazy: async () => ({ Component: (await import('../features/login/routes/login')).default }) },
      {
        // antd and the shell are lazy: the login page's first load carries neither.
        lazy: async () => ({ Component: (await import('./antd-root')).default }),
        children: [
          { path: '404', lazy: async () => ({ Component: (await import('../features/errors/routes/404')).default }) },
          { path: '401', lazy: async () => ({ Component: (await import('../features/errors/routes/401')).default }) },
          {
            lazy: async () => ({ Component: (await import('./layout/shell-layout')).default }),
            children: [
              { path: 'redirect/*', element: <RedirectPage /> },
              { path: '*', element: <DynamicPage /> },
            ],
          },
        ],
      },
    ],
  },
];
