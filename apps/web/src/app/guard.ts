import { redirect, type LoaderFunctionArgs } from 'react-router';
import i18n from '../shared/i18n';
import { getToken } from '../shared/auth/token';
import { getFeedback } from '../shared/http/feedback';
import { SessionVerificationError } from '../shared/session/session-error';
import { useSessionStore } from '../shared/session/session-store';
import { trySsoLogin } from '../features/login/lib/sso';
import { LOGIN_PATH, loginPathFor, normalizePath } from '../shared/routing/paths';

let ssoAttempt: Promise<boolean> | null = null;
let ssoConsumed = false;

/** Single sign-on is tried once, before the guard's first decision; only the first caller acts on it. */
async function signedInBySso(): Promise<boolean> {
  if (ssoConsumed) return false;
  ssoAttempt ??= trySsoLogin().catch(() => false);
  const signedIn = await ssoAttempt;
  if (ssoConsumed) return false;
  ssoConsumed = true;
  return signedIn;
}

/**
 * The route guard (spec section 2) runs as the root route's loader, re-run on every navigation
 * (`shouldRevalidate: () => true`), so it decides before any page renders. Generated routes are not
 * patched into the router: they live in the session store and a single splat route resolves the URL
 * against them (unknown paths → /404). That keeps the router static and drops another user's routes
 * on log-out without rebuilding the router.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  if (await signedInBySso()) return redirect('/');

  const url = new URL(request.url);
  const pathname = normalizePath(url.pathname);
  const fullPath = url.pathname + url.search;
  const session = useSessionStore.getState();

  if (!getToken()) {
    if (session.loaded) session.clear();
    return pathname === LOGIN_PATH ? null : redirect(loginPathFor(fullPath));
  }
  if (pathname === LOGIN_PATH) return redirect('/');
  if (session.loaded) {
    // A role changed while its holder is signed in: its menus and buttons follow on this navigation.
    await session.refreshGrants().catch(() => undefined);
    return null;
  }

  try {
    await session.loadSession();
    return null;
  } catch (error) {
    // The http client already showed server errors (not a session ended elsewhere: this redirect is the answer to
    // that); only our own check needs a message.
    if (error instanceof SessionVerificationError) {
      getFeedback().message.error({ content: i18n.t('common:verificationFailed'), duration: 1.5 });
    }
    useSessionStore.getState().reset();
    return redirect(loginPathFor(fullPath));
  }
}

export const revalidateOnEveryNavigation = () => true;
