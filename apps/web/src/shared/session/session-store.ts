import type { RouteVO, ShopUserSimpleVO } from '@caremall/contract';
import { create } from 'zustand';
import { removeToken } from '../auth/token';
import { draftOwnerOf, keepOnlyDraftsOf } from '../routing/drafts';
import { fetchMenuIds, fetchPermissions, fetchRoutes, fetchUserInfo } from './session-api';
import { normalizePermissions } from './session-error';
import { buildRouteTree, filterByMenuIds, type MenuNode } from './route-tree';

export interface SessionData {
  user: ShopUserSimpleVO | null;
  isAdmin: boolean;
  /** Permission codes; admins get [''] without a call, as upstream does. */
  permissions: string[];
  menuIds: number[];
  /** Permission-filtered menu tree. */
  menus: MenuNode[];
  /** Every menu of the user's biz type, granted or not: a path among them that is not granted is forbidden (401), not unknown (404). */
  allMenus: MenuNode[];
  /** The menus as the server sent them, kept to rebuild the tree when the grants change. */
  routes: RouteVO[];
  loaded: boolean;
}

interface SessionActions {
  /** Loads user info, permissions, menu ids and menus; concurrent callers share one load. */
  loadSession: () => Promise<void>;
  /** Re-reads a non-admin's permission codes and menu ids, so a role changed meanwhile takes effect on the next navigation. */
  refreshGrants: () => Promise<void>;
  /** Clears the token and everything loaded (the tags bar listens and clears its views). */
  reset: () => void;
  /** Forgets the loaded data but keeps the token (used when the token vanished elsewhere). */
  clear: () => void;
}

export type SessionState = SessionData & SessionActions;

/** The session's reads: the user, their permission codes and menu ids, and the menus of their biz type. */
export interface SessionAnswers {
  user: ShopUserSimpleVO;
  codes: string[] | null;
  menuIds: number[];
  routes: RouteVO[];
}

export const EMPTY_SESSION: SessionData = {
  user: null,
  isAdmin: false,
  permissions: [],
  menuIds: [],
  menus: [],
  allMenus: [],
  routes: [],
  loaded: false,
};

let pendingLoad: Promise<void> | null = null;

/** The load's reads (the route guard's): their failure sends the user to the login page, with no "logged out" dialog. */
const LOAD_READ = { loggedOutDialog: false };

async function fetchSession(): Promise<SessionData> {
  // The menus are the same whoever asks, so they are read beside the user rather than after it; when the
  // user's read fails first, theirs is left unawaited (its own failure is reported by the http client).
  const routesRead = fetchRoutes(LOAD_READ);
  routesRead.catch(() => undefined);
  const user = await fetchUserInfo(LOAD_READ);
  const isAdmin = user.isAdmin === 1;
  const [codes, menuIds, routes] = await Promise.all([
    isAdmin ? null : fetchPermissions(LOAD_READ),
    isAdmin ? [] : fetchMenuIds(LOAD_READ),
    routesRead,
  ]);
  return sessionFrom({ user, codes, menuIds, routes });
}

/** The session as the answers make it: an admin's codes and menu ids are not read, and not used. */
export function sessionFrom({ user, codes, menuIds, routes }: SessionAnswers): SessionData {
  const isAdmin = user.isAdmin === 1;
  const permissions = isAdmin ? [''] : normalizePermissions(codes);
  const menus = buildRouteTree(isAdmin ? routes : filterByMenuIds(routes, menuIds));
  return { user, isAdmin, permissions, menuIds: isAdmin ? [] : menuIds, menus, allMenus: buildRouteTree(routes), routes, loaded: true };
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...EMPTY_SESSION,
  loadSession: () => {
    pendingLoad ??= fetchSession()
      .then((data) => {
        set(data);
        // Work kept across 重新登录 by whoever used this tab before is not this user's to see.
        if (data.user) keepOnlyDraftsOf(draftOwnerOf(data.user));
      })
      .finally(() => {
        pendingLoad = null;
      });
    return pendingLoad;
  },
  refreshGrants: async () => {
    const { isAdmin, loaded, routes } = get();
    if (!loaded || isAdmin) return;
    const [codes, menuIds] = await Promise.all([fetchPermissions(), fetchMenuIds()]);
    const permissions = normalizePermissions(codes);
    const current = get();
    if (!current.loaded || current.routes !== routes) return;
    if (sameList(permissions, current.permissions) && sameList(menuIds, current.menuIds)) return;
    set({ permissions, menuIds, menus: buildRouteTree(filterByMenuIds(routes, menuIds)) });
  },
  reset: () => {
    removeToken();
    set(EMPTY_SESSION);
  },
  clear: () => set(EMPTY_SESSION),
}));
