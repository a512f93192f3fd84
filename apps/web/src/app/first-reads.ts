import { AUTH_PATHS, CURRENT_USER_PATHS, HOME_SCREEN_PATH, MENU_PATHS, ORDER_PATHS } from '@caremall/contract';
import { getToken } from '../shared/auth/token';
import { readAhead } from '../shared/http/read-ahead';
import { normalizePath } from '../shared/routing/paths';
import { firstOrderPage } from '../features/order/lib/order-query';

/**
 * A signed-in load's first reads, started as soon as the boot code runs: the session's (menus, user), the app's
 * configuration and, on the home screen, its first page and its code. The app's code, the session check and the screen load
 * meanwhile, and their calls take these answers instead of asking again (`readAhead`).
 */
export function startFirstReads(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!getToken()) return;
  readAhead(MENU_PATHS.full.route);
  readAhead(CURRENT_USER_PATHS.full.info);
  readAhead(AUTH_PATHS.full.appConfig);
  // Only at the order list's own address: `/` and `/order` lead there only for those who have it, and a read the
  // user may not make would be refused.
  if (normalizePath(location.pathname) === HOME_SCREEN_PATH) {
    readAhead(ORDER_PATHS.full.page, { ...firstOrderPage(new URLSearchParams(location.search)) });
    // Its code too: the router asks for it only once the app's code has run.
    void import('../features/order/routes/order').catch(() => undefined);
  }
}
