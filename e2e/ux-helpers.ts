// Helpers of the ux specs: the demo staff role set to exact grants for a while.
import type { APIRequestContext } from '@playwright/test';
import { api, unversioned } from './kit';

interface RoleDetail {
  roleName: string;
  remark: string | null;
  menuIds: number[];
  menuPermissionIds: number[];
  version: number;
}

/** Gives the demo staff role (店员) exactly these grants, runs `body`, then restores the role. */
export async function withStaffGrants(
  request: APIRequestContext,
  adminToken: string,
  grants: { menuIds: number[]; menuPermissionIds?: number[] },
  body: (set: (next: { menuIds: number[]; menuPermissionIds?: number[] }) => Promise<void>) => Promise<void>,
): Promise<void> {
  const roles = await api<{ roleId: number; roleName: string }[]>(request, adminToken, 'GET', '/mall_rbac/role/list');
  const roleId = roles.find((r) => r.roleName === '店员')!.roleId;
  const original = unversioned(await api<RoleDetail>(request, adminToken, 'GET', `/mall_rbac/role?roleId=${roleId}`));
  const set = async (next: { menuIds: number[]; menuPermissionIds?: number[] }) => {
    await api(request, adminToken, 'PUT', '/mall_rbac/role', {
      ...original,
      roleId,
      menuIds: next.menuIds,
      menuPermissionIds: next.menuPermissionIds ?? [],
    });
  };
  await set(grants);
  try {
    await body(set);
  } finally {
    await api(request, adminToken, 'PUT', '/mall_rbac/role', { ...original, roleId });
  }
}
