import { count, sql } from 'drizzle-orm';
import { PERMISSIONS, PLATFORM_MENUS, SHOP_MENUS, SysType } from '@caremall/contract';
import { authAccount, menu, menuPermission, role, roleMenu, shopDetail, shopUser, userRole } from '../schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHOPS } from './demo-accounts.ts';
import { seedAreas } from './areas.ts';
import { seedMedia } from './media.ts';
import { seedShopContent } from './shop-content.ts';
import { seedCatalog } from './catalog.ts';
import { seedAttrs } from './attrs.ts';
import { seedSpus } from './spu.ts';
import { seedOrders } from './orders.ts';
import { demoAvatarPath } from '../../modules/product/spu/demo-images.routes.ts';

/** Seeds an empty database once; a database that has accounts already is left as it is. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(authAccount);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db);
  return true;
}

export async function seed(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(menu).values(
      [...SHOP_MENUS, ...PLATFORM_MENUS].map((m) => ({
        menuId: m.menuId,
        parentId: m.parentId,
        bizType: m.bizType,
        path: m.path,
        component: m.component,
        name: m.name,
        title: m.title,
        icon: m.icon ?? null,
        seq: m.seq,
        hidden: m.hidden ? 1 : 0,
        activeMenu: m.activeMenu ?? null,
      })),
    );
    await tx.insert(menuPermission).values(
      PERMISSIONS.map((p) => ({
        menuPermissionId: p.menuPermissionId,
        menuId: p.menuId,
        bizType: p.bizType,
        permission: p.permission,
        name: p.name,
        uri: p.uri,
        method: { GET: 1, POST: 2, PUT: 3, DELETE: 4 }[p.method],
      })),
    );
    await seedAreas(tx);
    await seedMedia(tx);
    await seedShopContent(tx);
    await tx.insert(shopDetail).values(Object.values(DEMO_SHOPS).map((s) => ({ ...s, shopStatus: 1 })));

    for (const [n, account] of DEMO_ACCOUNTS.entries()) {
      const [staff] = await tx
        .insert(shopUser)
        .values({ shopId: account.shopId, nickName: account.nickName, avatar: demoAvatarPath(n + 1), hasAccount: 1 })
        .returning({ id: shopUser.shopUserId });
      await tx.insert(authAccount).values({
        username: account.username,
        password: passwordHash,
        status: 1,
        sysType: account.shopId === 0 ? SysType.PLATFORM : SysType.MERCHANT,
        userId: staff!.id,
        tenantId: account.shopId,
        isAdmin: account.isAdmin,
      });
      if (!account.role) continue;
      const [created] = await tx
        .insert(role)
        .values({ roleName: account.role.roleName, bizType: 1, tenantId: account.shopId, createUserId: staff!.id })
        .returning({ id: role.roleId });
      const permissionIds = PERMISSIONS.filter((p) => p.bizType === 1 && account.role!.permissions.includes(p.permission)).map(
        (p) => p.menuPermissionId,
      );
      await tx.insert(roleMenu).values([
        ...account.role.menuIds.map((menuId) => ({ roleId: created!.id, menuId })),
        ...permissionIds.map((menuPermissionId) => ({ roleId: created!.id, menuPermissionId })),
      ]);
      await tx.insert(userRole).values({ userId: staff!.id, roleId: created!.id });
    }
    await seedCatalog(tx);
    await seedAttrs(tx);
    await seedSpus(tx);
    await seedOrders(tx);
    // Explicit ids were inserted above: move the identity sequences past them.
    for (const [table, column] of [
      ['menu', 'menu_id'],
      ['menu_permission', 'menu_permission_id'],
      ['shop_detail', 'shop_id'],
    ] as const) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1000))`),
      );
    }
  });
}
