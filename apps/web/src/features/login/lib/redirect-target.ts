const HOME = '/';

/** Only same-app paths: an absolute or protocol-relative address would leave the app. */
const isAppPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/**
 * Where to go after signing in: the `redirect` query value (default `/`) with the login page's other
 * query parameters appended, e.g. `?redirect=/order/order&orderId=5` → `/order/order?orderId=5`.
 */
export function redirectTarget(search: string): string {
  const params = new URLSearchParams(search);
  const requested = params.get('redirect');
  params.delete('redirect');
  const path = requested && isAppPath(requested) ? requested : HOME;
  const rest = params.toString();
  if (!rest) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${rest}`;
}
