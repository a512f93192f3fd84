import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@caremall/contract';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token);
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
