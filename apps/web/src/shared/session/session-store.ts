import type { ShopUserSimpleVO } from '@caremall/contract';
import { create } from 'zustand';
import { removeToken } from '../auth/token';
import { fetchMenuIds, fetchPermissions, fetchRoutes, fetchUserInfo } from './session-api';
import { normalizePermissions } from './session-error';
import { buildRouteTree, filterByMenuIds, type MenuNode } from './route-tree';

interface SessionData {
  user: ShopUserSimpleVO | null;
  isAdmin: boolean;
  /** Permission codes; admins get [''] without a call, as upstream does. */
  permissions: string[];
  menuIds: number[];
  /** Permission-filtered menu tree. */
  menus: MenuNode[];
  loaded: boolean;
}

interface SessionActions {
  /** Loads user info, permissions, menu ids and menus; concurrent callers share one load. */
  loadSession: () => Promise<void>;
  /** Clears the token and everything loaded (the tags bar listens and clears its views). */
  reset: () => void;
  /** Forgets the loaded data but keeps the token (used when the token vanished elsewhere). */
  clear: () => void;
}

export type SessionState = SessionData & SessionActions;

const EMPTY: SessionData = { user: null, isAdmin: false, permissions: [], menuIds: [], menus: [], loaded: false };

let pendingLoad: Promise<void> | null = null;

async function fetchSession(): Promise<SessionData> {
  const user = await fetchUserInfo();
  const isAdmin = user.isAdmin === 1;
  const permissions = isAdmin ? [''] : normalizePermissions(await fetchPermissions());
  const menuIds = isAdmin ? [] : await fetchMenuIds();
  const routes = await fetchRoutes();
  const menus = buildRouteTree(isAdmin ? routes : filterByMenuIds(routes, menuIds));
  return { user, isAdmin, permissions, menuIds, menus, loaded: true };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...EMPTY,
  loadSession: () => {
    pendingLoad ??= fetchSession()
      .then((data) => set(data))
      .finally(() => {
        pendingLoad = null;
      });
    return pendingLoad;
  },
  reset: () => {
    removeToken();
    set(EMPTY);
  },
  clear: () => set(EMPTY),
}));
