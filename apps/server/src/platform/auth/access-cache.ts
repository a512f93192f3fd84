// What the gateway reads on every call besides the token, kept in the process: the permission rule of a
// route, the permission codes and menus of a user. The token lookup also reads `auth_epoch`, a counter
// that triggers bump when a change to menus, menu permissions, role grants or role assignments commits
// (on any process, or by hand). A call that reads a newer count than the cache holds starts from an empty
// cache, so a change takes effect on every process from the first call that begins after its commit,
// without a second round trip; log-out, disable and password change delete the token rows that every
// call reads.
import { and, eq, isNotNull } from 'drizzle-orm';
import { menu, menuPermission, roleMenu, userRole } from '../../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { bizTypeOf, permissionRuleFor, type PermissionLookups } from './permissions.ts';
import type { UserInfoInToken } from './tokens.ts';

/** Users whose grants are kept; past it the cache starts over (a shop's staff fit many times over). */
const MAX_USERS = 10_000;

interface Generation {
  epoch: number;
  rules: Map<string, Promise<{ permission: string } | undefined>>;
  codes: Map<string, Promise<ReadonlySet<string>>>;
  menus: Map<string, Promise<ReadonlySet<string>>>;
}

const emptyGeneration = (epoch: number): Generation => ({ epoch, rules: new Map(), codes: new Map(), menus: new Map() });

/** A read that failed is forgotten, so the next call asks the database again. */
function remember<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let found = map.get(key);
  if (!found) {
    if (map.size >= MAX_USERS) map.clear();
    found = load();
    map.set(key, found);
    found.catch(() => map.delete(key));
  }
  return found;
}

/** Permission codes the user's roles grant, of its biz type. */
async function loadCodes(db: Db, user: UserInfoInToken): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectDistinct({ p: menuPermission.permission })
    .from(userRole)
    .innerJoin(roleMenu, eq(roleMenu.roleId, userRole.roleId))
    .innerJoin(menuPermission, eq(menuPermission.menuPermissionId, roleMenu.menuPermissionId))
    .where(and(eq(userRole.userId, user.userId), eq(menuPermission.bizType, bizTypeOf(user))));
  return new Set(rows.map((r) => r.p));
}

/** Names of the menus the user reaches (administrators: every menu of their biz type). */
async function loadMenuNames(db: Db, user: UserInfoInToken): Promise<ReadonlySet<string>> {
  const bizType = bizTypeOf(user);
  const rows =
    user.isAdmin === 1
      ? await db.select({ name: menu.name }).from(menu).where(eq(menu.bizType, bizType))
      : await db
          .selectDistinct({ name: menu.name })
          .from(userRole)
          .innerJoin(roleMenu, eq(roleMenu.roleId, userRole.roleId))
          .innerJoin(menu, eq(menu.menuId, roleMenu.menuId))
          .where(and(eq(userRole.userId, user.userId), isNotNull(roleMenu.menuId), eq(menu.bizType, bizType)));
  return new Set(rows.map((r) => r.name).filter((name): name is string => Boolean(name)));
}

export class AccessCache {
  private current = emptyGeneration(-1);

  constructor(private readonly db: Db) {}

  /**
   * The lookups for a call whose token lookup read `epoch`. A newer count empties the cache first; an
   * older one (a call that read it just before a change committed) is served what is newest.
   */
  lookupsAt(epoch: number): PermissionLookups {
    if (epoch > this.current.epoch) this.current = emptyGeneration(epoch);
    const generation = this.current;
    const db = this.db;
    return {
      ruleFor: (bizType, method, routePattern) =>
        remember(generation.rules, `${bizType} ${method} ${routePattern}`, () => permissionRuleFor(db, bizType, method, routePattern)),
      codesOf: (user) => remember(generation.codes, `${user.userId} ${bizTypeOf(user)}`, () => loadCodes(db, user)),
      holdsAnyMenu: async (user, names) => {
        const held = await remember(generation.menus, `${user.userId} ${user.isAdmin} ${bizTypeOf(user)}`, () => loadMenuNames(db, user));
        return names.some((name) => held.has(name));
      },
    };
  }
}
