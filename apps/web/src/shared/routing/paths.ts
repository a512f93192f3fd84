export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
export const REDIRECT_PREFIX = '/redirect';

export function loginPathFor(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

export function refreshPathFor(fullPath: string): string {
  return `${REDIRECT_PREFIX}${fullPath}`;
}

/** `/product/list/` and `/product/list` are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
