/**
 * Which URL paths belong to the API (as opposed to web app routes). `/order/order` is a web page,
 * while `/order/delivery/...` and `/prod/...` are mall4cloud API paths outside the `mall_*` services.
 */
export const API_PATH = /^\/(mall_[a-z]+|sso-service)(\/|$)|^\/order\/delivery\/|^\/prod\//;

export const isApiPath = (pathname: string): boolean => API_PATH.test(pathname);
