import { and, eq, isNotNull } from 'drizzle-orm';
import { BizType, HttpMethod, SysType } from '@caremall/contract';
import { menu, menuPermission, roleMenu, userRole } from '../../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { UserInfoInToken } from './tokens.ts';
import type { RouteAccess } from './access.ts';

/** Shop staff see shop menus (bizType 1); platform staff see platform menus (bizType 0). */
export const bizTypeOf = (user: Pick<UserInfoInToken, 'sysType' | 'tenantId'>) =>
  user.sysType === SysType.PLATFORM || user.tenantId === 0 ? BizType.PLATFORM : BizType.SHOP;

/** Permission codes of the user: admins get every code of their biz type. */
export async function permissionCodesOf(db: Db, user: UserInfoInToken): Promise<string[]> {
  const bizType = bizTypeOf(user);
  if (user.isAdmin === 1) {
    const rows = await db.select({ p: menuPermission.permission }).from(menuPermission).where(eq(menuPermission.bizType, bizType));
    return rows.map((r) => r.p);
  }
  const rows = await db
    .selectDistinct({ p: menuPermission.permission })
    .from(userRole)
    .innerJoin(roleMenu, eq(roleMenu.roleId, userRole.roleId))
    .innerJoin(menuPermission, eq(menuPermission.menuPermissionId, roleMenu.menuPermissionId))
    .where(and(eq(userRole.userId, user.userId), eq(menuPermission.bizType, bizType)));
  return rows.map((r) => r.p);
}

/** Menu ids reachable through the user's roles (admins: every menu of their biz type). */
export async function menuIdsOf(db: Db, user: UserInfoInToken): Promise<number[]> {
  const bizType = bizTypeOf(user);
  if (user.isAdmin === 1) {
    const rows = await db.select({ id: menu.menuId }).from(menu).where(eq(menu.bizType, bizType));
    return rows.map((r) => r.id);
  }
  const rows = await db
    .selectDistinct({ id: roleMenu.menuId })
    .from(userRole)
    .innerJoin(roleMenu, eq(roleMenu.roleId, userRole.roleId))
    .innerJoin(menu, eq(menu.menuId, roleMenu.menuId))
    .where(and(eq(userRole.userId, user.userId), isNotNull(roleMenu.menuId), eq(menu.bizType, bizType)));
  return rows.map((r) => r.id!).sort((a, b) => a - b);
}

/** Ant-style match of a stored uri (`*` one segment, `**` any) against a request path. */
export function uriMatches(pattern: string, path: string): boolean {
  const escaped = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*/g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replace(/\u0000/g, '.*');
  return new RegExp(`^${escaped}/?$`).test(path);
}

/** Strips the service prefix (`/mall_rbac/role` → `/role`), so service-local uris match too. */
const servicePath = (path: string) => path.replace(/^\/mall(4cloud)?_[a-z]+(?=\/)/, '');

/** Whether a stored uri guards the route pattern, spelled in full or service-local. */
export const ruleMatches = (uri: string, routePattern: string) => uriMatches(uri, routePattern) || uriMatches(uri, servicePath(routePattern));

/**
 * The first menu permission of the caller's biz type whose method matches and whose uri matches the
 * route pattern the router matched (`/mall_order/m/order/order_info/:orderId`; a `:param` segment
 * matches `*` and `**` only, never a literal).
 */
export async function permissionRuleFor(db: Db, bizType: number, method: string, routePattern: string) {
  const methodCode = HttpMethod[method.toUpperCase() as keyof typeof HttpMethod];
  if (!methodCode) return undefined;
  const rows = await db
    .select({ uri: menuPermission.uri, permission: menuPermission.permission })
    .from(menuPermission)
    .where(and(eq(menuPermission.bizType, bizType), eq(menuPermission.method, methodCode)))
    .orderBy(menuPermission.menuPermissionId);
  return rows.find((r) => ruleMatches(r.uri, routePattern));
}

/** What the gateway's decision reads; the gateway serves it from its cache (access-cache.ts). */
export interface PermissionLookups {
  ruleFor(bizType: number, method: string, routePattern: string): Promise<{ permission: string } | undefined>;
  codesOf(user: UserInfoInToken): Promise<ReadonlySet<string>>;
  holdsAnyMenu(user: UserInfoInToken, names: readonly string[]): Promise<boolean>;
}

/**
 * The gateway's decision for the route the router matched. A menu-permission rule for the method and
 * route pattern decides first (allowed iff the caller holds its code); otherwise the route's own
 * declaration (`access` in its config); a route with neither is refused to everyone. HEAD is decided
 * as the GET it mirrors.
 */
export async function isRouteAllowed(
  lookups: PermissionLookups,
  user: UserInfoInToken,
  method: string,
  routePattern: string,
  access: RouteAccess | undefined,
): Promise<boolean> {
  const effectiveMethod = method === 'HEAD' ? 'GET' : method;
  const rule = await lookups.ruleFor(bizTypeOf(user), effectiveMethod, routePattern);
  if (rule) return user.isAdmin === 1 || (await lookups.codesOf(user)).has(rule.permission);
  if (!access) return false;
  if (access.signedIn) return true;
  if (access.platformAdmin && user.isAdmin === 1 && bizTypeOf(user) === BizType.PLATFORM) return true;
  return Boolean(access.menus?.length) && (await lookups.holdsAnyMenu(user, access.menus!));
}

export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: userRole.roleId }).from(userRole).where(eq(userRole.userId, userId));
  return rows.map((r) => r.roleId);
}
