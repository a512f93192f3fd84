/**
 * Which URL paths belong to the API (as opposed to web app routes). `/order/order` is a web page,
 * while `/order/delivery/...` and `/prod/...` are mall4cloud API paths outside the `mall_*` services.
 */
export const API_PATH = /^\/(mall_[a-z]+|sso-service)(\/|$)|^\/order\/delivery\/|^\/prod\//;

export const isApiPath = (pathname: string): boolean => API_PATH.test(pathname);

/** Calls the gateway lets through without a token: mall4cloud's `/ua/` calls (sign-in, captcha, app configuration) and the built-in sign-on service. */
export const isOpenPath = (pathname: string): boolean => pathname.startsWith('/sso-service/') || /\/ua\//.test(pathname);

/** The services upstream mall4cloud's gateway serves under `/mall4cloud_<service>` (contract §0.1). */
export const UPSTREAM_SERVICES = ['auth', 'multishop', 'rbac', 'product', 'search', 'order', 'biz'] as const;
const UPSTREAM_PREFIX = new RegExp(`^/mall4cloud_(${UPSTREAM_SERVICES.join('|')})(?=[/?]|$)`);

/**
 * Upstream clients' prefixes answer as the spec's: `/mall4cloud_rbac/role` is routed as `/mall_rbac/role`,
 * before routing, so one route table serves both and the gateway judges both as the same route.
 */
export const canonicalUrl = (url: string): string => url.replace(UPSTREAM_PREFIX, '/mall_$1');
