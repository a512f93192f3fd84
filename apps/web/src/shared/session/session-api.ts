import { AUTH_PATHS, CURRENT_USER_PATHS, MENU_PATHS, MENU_PERMISSION_PATHS, type RouteVO, type ShopUserSimpleVO } from '@caremall/contract';
import { http } from '../http';

export const fetchUserInfo = () => http.get<ShopUserSimpleVO>(CURRENT_USER_PATHS.full.info);
export const fetchPermissions = () => http.get<string[] | null>(MENU_PERMISSION_PATHS.full.ownCodes);
export const fetchMenuIds = () => http.get<number[]>(MENU_PATHS.full.ownMenuIds);
export const fetchRoutes = () => http.get<RouteVO[]>(MENU_PATHS.full.route);
export const logoutRequest = () => http.post<null>(AUTH_PATHS.full.logout);
