/** Prefixes the resources base URL to each comma-separated relative path ([img] fields). */
export function withResourcesUrl(base: string, value: string | null): string | null {
  if (value === null || value === '') return value;
  return value
    .split(',')
    .map((part) => (/^https?:\/\//.test(part) ? part : `${base.replace(/\/$/, '')}${part.startsWith('/') ? '' : '/'}${part}`))
    .join(',');
}
