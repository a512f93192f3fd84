import Cookies from 'js-cookie';

const TOKEN_COOKIE = 'mall-Admin-Token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token);
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
