import { useSessionStore } from '../shared/session/session-store';
import type { MenuNode } from '../shared/session/route-tree';
import { buildAppRoutes, type AppRoutes, type PageRoute } from './app-routes';
import { hasPage } from './route-map';
import { normalizePath } from '../shared/routing/paths';

const cache = new WeakMap<MenuNode[], AppRoutes>();

/** Routes generated from the session's menus through the page registry (memoised per menu tree). */
export function getAppRoutes(menus: MenuNode[] = useSessionStore.getState().menus): AppRoutes {
  let routes = cache.get(menus);
  if (!routes) {
    routes = buildAppRoutes(menus, hasPage);
    cache.set(menus, routes);
  }
  return routes;
}

export function useAppRoutes(): AppRoutes {
  return getAppRoutes(useSessionStore((state) => state.menus));
}

export function findPageRoute(routes: AppRoutes, pathname: string): PageRoute | undefined {
  return routes.pages.get(normalizePath(pathname));
}
