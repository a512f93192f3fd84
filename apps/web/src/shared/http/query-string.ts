export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

const isPresent = (value: QueryValue): value is string | number | boolean => value !== undefined && value !== null && value !== '';

/** Arrays repeat the key (`a=1&a=2`); undefined, null and '' are left out. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) if (isPresent(value)) search.append(key, String(value));
  }
  return search.toString();
}

export function withQuery(url: string, params: QueryParams | undefined): string {
  const query = toQueryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
