// The calls of the role, menu and menu-permission screens (contract §4.3).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MENU_PATHS,
  MENU_PERMISSION_PATHS,
  ROLE_PATHS,
  type MenuBody,
  type MenuUpdateBody,
  type MenuListItemVO,
  type MenuPermissionBody,
  type MenuPermissionPageQuery,
  type MenuPermissionVO,
  type MenuVO,
  type MenuWithPermissionsVO,
  type RoleBody,
  type RoleDetailVO,
  type RolePageQuery,
  type RoleVO,
} from '@caremall/contract';
import { crudApi, readListsAgain } from '../../shared/crud';
import { http } from '../../shared/http';

const MENUS = 'rbac-menu';
const menuKeys = {
  all: [MENUS] as const,
  list: (sysType: number) => [MENUS, 'list', sysType] as const,
  withPermissions: [MENUS, 'with-permissions'] as const,
  one: (menuId: number) => [MENUS, 'one', menuId] as const,
};

/** The roles of the caller's tenant; the detail adds the menus and permissions a role grants. */
export const roleApi = crudApi<RolePageQuery, RoleVO, RoleBody, RoleDetailVO>({
  key: 'rbac-role',
  paths: ROLE_PATHS.full,
  idParam: 'roleId',
  idOf: (body) => body.roleId,
});

/** Menu permissions of a biz type; the menus' tree shows them too, so it is refetched after a change. */
export const menuPermissionApi = crudApi<MenuPermissionPageQuery, MenuPermissionVO, MenuPermissionBody>({
  key: 'rbac-menu-permission',
  paths: MENU_PERMISSION_PATHS.full,
  idParam: 'menuPermissionId',
  idOf: (body) => body.menuPermissionId,
  alsoInvalidates: [menuKeys.all],
});

/** The menus with their permissions, for the role dialog's tree. */
export const useMenusWithPermissions = (enabled: boolean) =>
  useQuery({
    queryKey: menuKeys.withPermissions,
    queryFn: () => http.get<MenuWithPermissionsVO[]>(MENU_PATHS.full.withPermissions),
    enabled,
  });

/** The menus of one biz type (0 platform, 1 shop) for the menu tree table and the parent pickers. */
export const useMenuList = (sysType: number) =>
  useQuery({ queryKey: menuKeys.list(sysType), queryFn: () => http.get<MenuListItemVO[]>(MENU_PATHS.full.list, { sysType }) });

/** The menu of an edit dialog: `null` (closed) and `0` (create) load nothing. */
export const useMenu = (menuId: number | null) =>
  useQuery({
    queryKey: menuKeys.one(menuId ?? 0),
    queryFn: () => http.get<MenuVO>(MENU_PATHS.full.one, { menuId: menuId! }),
    enabled: menuId !== null && menuId > 0,
    gcTime: 0,
    meta: { listsOnRefusal: menuKeys.all },
  });

export function useSaveMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuBody & Pick<MenuUpdateBody, 'version'>) =>
      body.menuId ? http.put(MENU_PATHS.full.one, body) : http.post(MENU_PATHS.full.one, body),
    onSuccess: () => client.invalidateQueries({ queryKey: menuKeys.all }),
    onError: () => readListsAgain(client, menuKeys.all, 'one'),
  });
}

export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (menuId: number) => http.delete(MENU_PATHS.full.one, { params: { menuId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
