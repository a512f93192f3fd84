// Where each service's calls live: the prefix its server plugin owns (contract §0.1) and the paths under
// it. The server registers the local paths inside the service's prefix; clients call the full ones.

export const SERVICES = {
  auth: '/mall_auth',
  multishop: '/mall_multishop',
  rbac: '/mall_rbac',
  product: '/mall_product',
  search: '/mall_search',
  order: '/mall_order',
  biz: '/mall_biz',
  delivery: '/mall_delivery',
  /** Calls the spec names outside any service prefix (`/order/delivery/…`, `/prod/…`). */
  root: '',
} as const;
export type ServiceName = keyof typeof SERVICES;
type Prefix<S extends ServiceName> = (typeof SERVICES)[S];

export interface ServicePaths<S extends ServiceName, P extends Record<string, string>> {
  service: S;
  /** What the service's server plugin registers (inside its prefix). */
  local: P;
  /** What a client calls. */
  full: { readonly [K in keyof P]: `${Prefix<S>}${P[K]}` };
}

export function servicePaths<S extends ServiceName, const P extends Record<string, string>>(service: S, local: P): ServicePaths<S, P> {
  const prefix = SERVICES[service];
  const full = Object.fromEntries(Object.entries(local).map(([key, path]) => [key, `${prefix}${path}`]));
  return { service, local, full: full as ServicePaths<S, P>['full'] };
}

/** Fills the `:name` segments of a path (`/m/order/order_info/:orderId`). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}
