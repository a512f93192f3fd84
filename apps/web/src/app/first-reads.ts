import { AUTH_PATHS, CURRENT_USER_PATHS, FIRST_PAINT, isHomeScreen, MENU_PATHS, MENU_PERMISSION_PATHS, ORDER_PATHS } from '@caremall/contract';
import { getToken } from '../shared/auth/token';
import { readAhead, readAheadAnswered } from '../shared/http/read-ahead';
import type { Answer } from '../shared/http/send';
import { withQuery } from '../shared/http/query-string';
import { firstOrderPage } from '../features/order/lib/order-query';

/** Where each of a signed-in load's first reads goes (a path with its query). */
export interface FirstReads {
  routes: string;
  user: string;
  config: string;
  /** The home screen's first page: only at its own address. */
  homePage?: string;
}

/**
 * A signed-in load's first reads: the session's (menus, user), the app's configuration and, on the home screen, its
 * first page. Only at the order list's own address: `/` and `/order` lead there only for those who have it, and a
 * read the user may not make would be refused.
 */
export function firstReads(location: Pick<Location, 'pathname' | 'search'>): FirstReads {
  const reads: FirstReads = { routes: MENU_PATHS.full.route, user: CURRENT_USER_PATHS.full.info, config: AUTH_PATHS.full.appConfig };
  if (isHomeScreen(location.pathname)) reads.homePage = withQuery(ORDER_PATHS.full.page, { ...firstOrderPage(new URLSearchParams(location.search)) });
  return reads;
}

/** What the server reads to draw the home screen: the first reads and, for a user who is not an admin, their grants. */
export function firstPaintReads(location: Pick<Location, 'pathname' | 'search'>) {
  return { ...firstReads(location), codes: MENU_PERMISSION_PATHS.full.ownCodes, menuIds: MENU_PATHS.full.ownMenuIds };
}

/** The paths of `firstPaintReads`, for the server. */
export const firstPaintReadPaths = (location: Pick<Location, 'pathname' | 'search'>): string[] => Object.values(firstPaintReads(location));

/** The answers the server embedded in the page, by path, when it drew the page first. */
function embeddedAnswers(): Record<string, Answer> {
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT.readsId)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, Answer>;
  } catch {
    return {};
  }
}

/**
 * A signed-in load's first reads, started as soon as the boot code runs (or taken from the page, where the server
 * drew it and read them already). The app's code, the session check and the screen load meanwhile, and their calls
 * take these answers instead of asking again (`readAhead`).
 */
export function startFirstReads(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!getToken()) return;
  const embedded = embeddedAnswers();
  for (const [path, answer] of Object.entries(embedded)) readAheadAnswered(path, answer);
  for (const path of Object.values(firstReads(location))) if (!(path in embedded)) readAhead(path);
  // Its code too: the router asks for it only once the app's code has run.
  if (isHomeScreen(location.pathname)) void import('../features/order/routes/order').catch(() => undefined);
}
