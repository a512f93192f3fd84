import { getToken } from '../../shared/auth/token';
import { LOGIN_PATH, normalizePath } from '../../shared/routing/paths';

/**
 * The login page opened directly by someone signed out needs neither the router nor the route guard: it
 * renders on its own, and the app (router, guard, shell) loads once the user has signed in. A sign-on
 * token in the address (`?ssoToken=`) is for the guard, so that address opens the app.
 */
export function opensStandaloneLogin(location: Pick<Location, 'pathname' | 'search'>, signedIn: boolean): boolean {
  return normalizePath(location.pathname) === LOGIN_PATH && !signedIn && !new URLSearchParams(location.search).has('ssoToken');
}

/** The same for the page being loaded. */
export const opensStandaloneLoginHere = () => opensStandaloneLogin(window.location, getToken() !== undefined);
