import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageVO } from '@caremall/contract';
import { http } from '../../shared/http';

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface RoleVO {
  roleId: number;
  roleName: string;
  remark: string | null;
  createUserId: number;
  tenantId: number;
  bizType: number;
  createTime: string;
  updateTime: string;
}

export interface RoleDetail extends RoleVO {
  menuIds: number[];
  menuPermissionIds: number[];
}

export interface RoleBody {
  roleId?: number;
  roleName: string;
  remark?: string | null;
  menuIds: number[];
  menuPermissionIds: number[];
}

export interface MenuWithPermissions {
  menuId: number;
  parentId: number;
  title: string;
  menuPermissions: { menuPermissionId: number; menuId: number; name: string; permission: string }[];
}

/** One row of GET /mall_rbac/menu/list: a route plus the fields the menu table shows. */
export interface MenuRow {
  menuId: number;
  parentId: number;
  title: string;
  icon: string | null;
  path: string;
  component: string;
  seq: number;
  bizType: number;
}

export interface MenuDetail {
  menuId: number;
  parentId: number;
  bizType: number;
  path: string;
  component: string;
  name: string;
  title: string;
  icon: string | null;
  seq: number;
  hidden: number | null;
}

export interface MenuBody {
  menuId?: number;
  parentId: number;
  title: string;
  name?: string;
  path: string;
  component: string;
  icon?: string | null;
  seq: number;
  type: 0 | 1;
  sysType?: 0 | 1;
}

export interface MenuPermissionVO {
  menuPermissionId: number;
  menuId: number;
  menuTitle: string | null;
  bizType: number;
  permission: string;
  name: string;
  uri: string;
  method: number;
}

export type MenuPermissionBody = Pick<MenuPermissionVO, 'menuId' | 'permission' | 'name' | 'uri' | 'method'> & { menuPermissionId?: number };

const keys = {
  roles: ['rbac', 'role'] as const,
  menus: ['rbac', 'menu'] as const,
  permissions: ['rbac', 'menu-permission'] as const,
};

// Roles ------------------------------------------------------------------------------------------

export const useRolePage = (query: PageQuery) =>
  useQuery({
    queryKey: [...keys.roles, 'page', query],
    queryFn: () => http.get<PageVO<RoleVO>>('/mall_rbac/role/page', { ...query }),
    placeholderData: keepPreviousData,
  });

/** Every role of the caller's tenant (the staff dialog's role choice). */
export const useRoleList = () => useQuery({ queryKey: [...keys.roles, 'list'], queryFn: () => http.get<RoleVO[]>('/mall_rbac/role/list') });

export const useRole = (roleId: number | null) =>
  useQuery({
    queryKey: [...keys.roles, 'detail', roleId ?? 0],
    queryFn: () => http.get<RoleDetail>('/mall_rbac/role', { roleId: roleId! }),
    enabled: roleId !== null,
    gcTime: 0,
  });

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleBody) => (body.roleId ? http.put('/mall_rbac/role', body) : http.post('/mall_rbac/role', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.roles }),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => http.delete('/mall_rbac/role', { params: { roleId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.roles }),
  });
}

// Menus ------------------------------------------------------------------------------------------

/** The menus with their permissions, for the role dialog's tree. */
export const useMenusWithPermissions = (enabled: boolean) =>
  useQuery({
    queryKey: [...keys.menus, 'with-permissions'],
    queryFn: () => http.get<MenuWithPermissions[]>('/mall_rbac/menu/list_with_permissions'),
    enabled,
  });

/** The menus of one biz type (0 platform, 1 shop) for the menu tree table and the parent pickers. */
export const useMenuList = (sysType: 0 | 1) =>
  useQuery({ queryKey: [...keys.menus, 'list', sysType], queryFn: () => http.get<MenuRow[]>('/mall_rbac/menu/list', { sysType }) });

export const useMenu = (menuId: number | null) =>
  useQuery({
    queryKey: [...keys.menus, 'detail', menuId ?? 0],
    queryFn: () => http.get<MenuDetail>('/mall_rbac/menu', { menuId: menuId! }),
    enabled: menuId !== null,
    gcTime: 0,
  });

export function useSaveMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuBody) => (body.menuId ? http.put('/mall_rbac/menu', body) : http.post('/mall_rbac/menu', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.menus }),
  });
}

export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (menuId: number) => http.delete('/mall_rbac/menu', { params: { menuId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.menus }),
  });
}

// Menu permissions -------------------------------------------------------------------------------

export const useMenuPermissionPage = (query: PageQuery & { sysType: 0 | 1 }) =>
  useQuery({
    queryKey: [...keys.permissions, 'page', query],
    queryFn: () => http.get<PageVO<MenuPermissionVO>>('/mall_rbac/menu_permission/page', { ...query }),
    placeholderData: keepPreviousData,
  });

export const useMenuPermission = (menuPermissionId: number | null) =>
  useQuery({
    queryKey: [...keys.permissions, 'detail', menuPermissionId ?? 0],
    queryFn: () => http.get<MenuPermissionVO>('/mall_rbac/menu_permission', { menuPermissionId: menuPermissionId! }),
    enabled: menuPermissionId !== null,
    gcTime: 0,
  });

export function useSaveMenuPermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuPermissionBody) =>
      body.menuPermissionId ? http.put('/mall_rbac/menu_permission', body) : http.post('/mall_rbac/menu_permission', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.permissions });
      void client.invalidateQueries({ queryKey: keys.menus });
    },
  });
}

export function useDeleteMenuPermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (menuPermissionId: number) => http.delete('/mall_rbac/menu_permission', { params: { menuPermissionId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.permissions });
      void client.invalidateQueries({ queryKey: keys.menus });
    },
  });
}
