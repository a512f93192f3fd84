import { Navigate, useLocation } from 'react-router';
import { HOME_SCREEN_PATH } from '@caremall/contract';
import { UNAUTHORIZED_PATH } from '../shared/routing/paths';
import { useSessionStore } from '../shared/session/session-store';
import { firstPage, type AppRoutes } from './app-routes';
import { useAppRoutes } from './use-app-routes';

/** The order page for those it is granted to, otherwise the first screen the user's menus grant; null when none is. */
export const homeOf = (routes: AppRoutes): string | null => (routes.pages.has(HOME_SCREEN_PATH) ? HOME_SCREEN_PATH : firstPage(routes));

/** `/`: the user's home; a user granted no screen at all (their only role deleted) is told so on the 401 page. */
export function HomeRedirect() {
  const { search } = useLocation();
  const routes = useAppRoutes();
  const loaded = useSessionStore((state) => state.loaded);
  if (!loaded) return null;
  const home = homeOf(routes);
  return <Navigate to={home ? `${home}${search}` : UNAUTHORIZED_PATH} replace />;
}
