import { Navigate, useLocation } from 'react-router';
import { HOME_SCREEN_PATH } from '@caremall/contract';
import { NOT_FOUND_PATH } from '../shared/routing/paths';
import { useSessionStore } from '../shared/session/session-store';
import { firstPage } from './app-routes';
import { useAppRoutes } from './use-app-routes';

/** `/`: the order page for those it is granted to, otherwise the first screen the user's menus grant. */
export function HomeRedirect() {
  const { search } = useLocation();
  const routes = useAppRoutes();
  const loaded = useSessionStore((state) => state.loaded);
  if (!loaded) return null;
  const home = routes.pages.has(HOME_SCREEN_PATH) ? HOME_SCREEN_PATH : firstPage(routes);
  return <Navigate to={home ? `${home}${search}` : NOT_FOUND_PATH} replace />;
}
