import { AUTH_PATHS, type TokenInfoVO } from '@caremall/contract';
import { getToken, setToken } from '../../../shared/auth/token';
import { loadAppConfig } from '../../../shared/app-config';
import { http } from '../../../shared/http';

const SSO_TOKEN_PARAM = 'ssoToken';
const SSO_TOKEN_STORAGE_KEY = 'ssoToken';
const SSO_CLIENT = 'merchant';
/** The ticket's user type for merchant staff. */
const SSO_USER_TYPE = 1;

function takeTicket(redirectAddress: unknown): string | null {
  if (typeof redirectAddress !== 'string') return null;
  try {
    const ticket = new URL(redirectAddress, window.location.origin).searchParams.get('ticket');
    if (ticket) return ticket;
  } catch {
    // Not a URL; fall back to reading the parameter out of the text.
  }
  const match = /[?&#]ticket=([^&#]+)/.exec(redirectAddress);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function removeSsoTokenFromUrl(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(SSO_TOKEN_PARAM);
  // Keep the router's history state: only the address changes.
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

async function ticketFromSignOnService(ssoBaseUrl: string, ssoToken: string): Promise<string | null> {
  const redirectAddress = await http.request<unknown>('POST', `${ssoBaseUrl.replace(/\/+$/, '')}/redirect`, {
    form: { client: SSO_CLIENT, redirect: `${window.location.origin}/`, mode: 'ticket' },
    headers: { Authorization: ssoToken },
    // A rejected sign-on token must not offer the "logged out" dialog: the user simply signs in.
    silent: true,
  });
  return takeTicket(redirectAddress);
}

/**
 * Single sign-on (spec section 1): with `?ssoToken=` in the address and no session yet, trade the
 * token for a ticket at the sign-on service and the ticket for an access token. Resolves true when
 * signed in; any failure resolves false and the normal login applies.
 */
export async function trySsoLogin(): Promise<boolean> {
  const ssoToken = new URLSearchParams(window.location.search).get(SSO_TOKEN_PARAM);
  if (!ssoToken) return false;
  sessionStorage.setItem(SSO_TOKEN_STORAGE_KEY, ssoToken);
  if (getToken()) return false;
  try {
    const { ssoBaseUrl } = await loadAppConfig();
    if (!ssoBaseUrl) return false;
    const ticket = await ticketFromSignOnService(ssoBaseUrl, ssoToken);
    if (!ticket) return false;
    const tokenInfo = await http.postForm<TokenInfoVO | null>(
      AUTH_PATHS.full.ssoLoginByTicket,
      { ticket, userType: SSO_USER_TYPE },
      { Authorization: ssoToken },
    );
    if (!tokenInfo?.accessToken) return false;
    setToken(tokenInfo.accessToken);
    removeSsoTokenFromUrl();
    return true;
  } catch {
    return false;
  }
}
