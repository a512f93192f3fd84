import type { RouteVO, ShopUserSimpleVO } from '@caremall/contract';
import { http } from '../http';

export const fetchUserInfo = () => http.get<ShopUserSimpleVO>('/mall_multishop/m/shop_user/info');
export const fetchPermissions = () => http.get<string[] | null>('/mall_rbac/menu_permission/list');
export const fetchMenuIds = () => http.get<number[]>('/mall_rbac/menu/list_menu_ids');
export const fetchRoutes = () => http.get<RouteVO[]>('/mall_rbac/menu/route');
export const logoutRequest = () => http.post<null>('/mall_auth/login_out');
