import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lazyPage } from './route-map';
import { PageSpinner } from './page-spinner';
import { normalizePath, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../shared/routing/paths';
import { useSessionStore } from '../shared/session/session-store';
import { useAppRoutes, useKnownPaths } from './use-app-routes';

/** Resolves the URL against the generated routes; the catch-all sends forbidden paths to /401 and unknown ones to /404. */
export function DynamicPage() {
  const { pathname } = useLocation();
  const routes = useAppRoutes();
  const known = useKnownPaths();
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
  return <Navigate to={directoryTarget ?? (known.has(path) ? UNAUTHORIZED_PATH : NOT_FOUND_PATH)} replace />;
}
