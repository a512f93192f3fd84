// The one rule for picture fields on the wire ([img] fields), which our web app and the upstream client both follow.

const ABSOLUTE = /^https?:\/\//i;

/**
 * mall4cloud's rule: a picture value that does not begin with http gets the client's resources base
 * in front. So the server prefixes [img] fields only with an absolute base (an object store or CDN
 * address, as upstream does with its OSS domain); with a base on this server (the default `/files`)
 * it sends the stored path as it is, and each client prefixes it exactly once.
 */
export function withResourcesUrl(base: string, value: string | null): string | null {
  if (value === null || value === '' || !ABSOLUTE.test(base)) return value;
  return value
    .split(',')
    .map((part) => (ABSOLUTE.test(part) ? part : `${base.replace(/\/$/, '')}${part.startsWith('/') ? '' : '/'}${part}`))
    .join(',');
}
