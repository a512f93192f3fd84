import { AUTH_PATHS, CURRENT_USER_PATHS, MENU_PATHS, MENU_PERMISSION_PATHS, type RouteVO, type ShopUserSimpleVO } from '@caremall/contract';
import { http, type RequestOptions } from '../http';

export const fetchUserInfo = (options?: RequestOptions) => http.request<ShopUserSimpleVO>('GET', CURRENT_USER_PATHS.full.info, options);
export const fetchPermissions = (options?: RequestOptions) => http.request<string[] | null>('GET', MENU_PERMISSION_PATHS.full.ownCodes, options);
export const fetchMenuIds = (options?: RequestOptions) => http.request<number[]>('GET', MENU_PATHS.full.ownMenuIds, options);
export const fetchRoutes = (options?: RequestOptions) => http.request<RouteVO[]>('GET', MENU_PATHS.full.route, options);
export const logoutRequest = () => http.post<null>(AUTH_PATHS.full.logout);
