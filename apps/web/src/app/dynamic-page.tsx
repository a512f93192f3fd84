import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lazyPage } from './route-map';
import { PageSpinner } from './page-spinner';
import { normalizePath, NOT_FOUND_PATH } from '../shared/routing/paths';
import { useSessionStore } from '../shared/session/session-store';
import { useAppRoutes } from './use-app-routes';

/** Resolves the URL against the generated routes; the catch-all sends unknown paths to /404. */
export function DynamicPage() {
  const { pathname } = useLocation();
  const routes = useAppRoutes();
  const loaded = useSessionStore((state) => state.loaded);
  const path = normalizePath(pathname);
  const page = routes.pages.get(path);
  const Page = page && lazyPage(page.component);

  // Between a session reset (log-out) and the navigation to /login, render nothing rather than 404.
  if (!loaded) return null;
  if (Page) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page key={path} />
      </Suspense>
    );
  }
  const directoryTarget = routes.redirects.get(path);
  return <Navigate to={directoryTarget ?? NOT_FOUND_PATH} replace />;
}
