import { useSessionStore } from '../shared/session/session-store';
import type { MenuNode } from '../shared/session/route-tree';
import { hasPermission } from '../shared/permission/can';
import { buildAppRoutes, type AppRoutes, type PageRoute } from './app-routes';
import { hasPage } from './route-map';
import { normalizePath } from '../shared/routing/paths';

interface Grants {
  menus: MenuNode[];
  isAdmin: boolean;
  permissions: string[];
}

let last: { grants: Grants; routes: AppRoutes } | null = null;
const knownCache = new WeakMap<MenuNode[], Set<string>>();

/** Routes generated from the session's menus (and the fixed pages its permissions open) through the page registry. */
export function getAppRoutes(grants: Grants = useSessionStore.getState()): AppRoutes {
  if (last && last.grants.menus === grants.menus && last.grants.isAdmin === grants.isAdmin && last.grants.permissions === grants.permissions) {
    return last.routes;
  }
  const routes = buildAppRoutes(grants.menus, hasPage, undefined, (required) => hasPermission(grants, required));
  last = { grants: { menus: grants.menus, isAdmin: grants.isAdmin, permissions: grants.permissions }, routes };
  return routes;
}

export function useAppRoutes(): AppRoutes {
  const menus = useSessionStore((state) => state.menus);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const permissions = useSessionStore((state) => state.permissions);
  return getAppRoutes({ menus, isAdmin, permissions });
}

/** Every page path of the user's biz type, granted or not. */
export function useKnownPaths(): Set<string> {
  const allMenus = useSessionStore((state) => state.allMenus);
  let known = knownCache.get(allMenus);
  if (!known) {
    known = new Set(buildAppRoutes(allMenus, hasPage).pages.keys());
    knownCache.set(allMenus, known);
  }
  return known;
}

export function findPageRoute(routes: AppRoutes, pathname: string): PageRoute | undefined {
  return routes.pages.get(normalizePath(pathname));
}
