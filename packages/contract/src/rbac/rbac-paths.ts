// The calls of /mall_rbac, kept free of zod: the session loader takes its three paths on the first load.
import { servicePaths } from '../common/services.ts';

export const ROLE_PATHS = servicePaths('rbac', {
  page: '/role/page',
  /** Every role of the caller's tenant. */
  list: '/role/list',
  one: '/role',
});

export const MENU_PATHS = servicePaths('rbac', {
  /** The caller's own menus, as routes (session). */
  route: '/menu/route',
  /** The caller's own menu ids (session). */
  ownMenuIds: '/menu/list_menu_ids',
  /** The menus of a biz type, for the menu tree table. */
  list: '/menu/list',
  /** The menus with their permissions, for the role dialog's tree. */
  withPermissions: '/menu/list_with_permissions',
  one: '/menu',
});

export const MENU_PERMISSION_PATHS = servicePaths('rbac', {
  /** The caller's own permission codes (session). */
  ownCodes: '/menu_permission/list',
  page: '/menu_permission/page',
  one: '/menu_permission',
  listByMenu: '/menu_permission/list_by_menu',
});
