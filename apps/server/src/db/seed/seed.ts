import { count, sql } from 'drizzle-orm';
import { PERMISSIONS, PLATFORM_MENUS, SHOP_MENUS, SysType } from '@caremall/contract';
import { area, authAccount, deliveryCompany, menu, menuPermission, role, roleMenu, shopDetail, shopUser, userRole } from '../schema/index.ts';
import { STARTUP_LOCK, type Db } from '../../platform/db/client.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHOPS } from './demo-accounts.ts';
import { seedAreas } from './areas.ts';
import { seedMedia } from './media.ts';
import { seedShopContent } from './shop-content.ts';
import { seedCatalog } from './catalog.ts';
import { seedAttrs } from './attrs.ts';
import { seedSpus } from './spu.ts';
import { DELIVERY_COMPANIES, seedOrders } from './orders.ts';
import { demoAvatarPath } from '../../modules/product/spu/demo-images.ts';

const isEmpty = async (db: Db, table: typeof area | typeof deliveryCompany | typeof menu | typeof authAccount) => {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
};

/** Moves an identity sequence past rows inserted with explicit ids (admin-made rows then start at 1000). */
const moveSequence = (db: Db, table: string, column: string) =>
  db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1000))`));

/**
 * Reference data every database needs, demo or not: the menus and menu permissions of the catalogue (the
 * gateway checks calls against them; ones a release adds reach an existing database, edited ones are kept),
 * and, into empty tables, the address areas and the delivery companies.
 */
export async function installReferenceData(db: Db): Promise<void> {
  const firstInstall = await isEmpty(db, menu);
  await db
    .insert(menu)
    .values(
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
    )
    .onConflictDoNothing();
  await db
    .insert(menuPermission)
    .values(
      PERMISSIONS.map((p) => ({
        menuPermissionId: p.menuPermissionId,
        menuId: p.menuId,
        bizType: p.bizType,
        permission: p.permission,
        name: p.name,
        uri: p.uri,
        method: { GET: 1, POST: 2, PUT: 3, DELETE: 4 }[p.method],
      })),
    )
    .onConflictDoNothing();
  if (firstInstall) {
    await moveSequence(db, 'menu', 'menu_id');
    await moveSequence(db, 'menu_permission', 'menu_permission_id');
  }
  if (await isEmpty(db, area)) await seedAreas(db);
  if (await isEmpty(db, deliveryCompany)) {
    await db.insert(deliveryCompany).values(DELIVERY_COMPANIES.map((name, i) => ({ deliveryCompanyId: i + 1, name, seq: i })));
    await db.execute(
      sql`select setval(pg_get_serial_sequence('delivery_company', 'delivery_company_id'), (select max(delivery_company_id) from delivery_company))`,
    );
  }
}

/** The demo: two shops with their accounts (password DEMO_PASSWORD), roles, pictures groups, catalogue, products and orders. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedMedia(db);
  await seedShopContent(db);
  await db.insert(shopDetail).values(Object.values(DEMO_SHOPS).map((s) => ({ ...s, shopStatus: 1 })));

  for (const [n, account] of DEMO_ACCOUNTS.entries()) {
    const [staff] = await db
      .insert(shopUser)
      .values({ shopId: account.shopId, nickName: account.nickName, avatar: demoAvatarPath(n + 1), hasAccount: 1 })
      .returning({ id: shopUser.shopUserId });
    await db.insert(authAccount).values({
      username: account.username,
      password: passwordHash,
      status: 1,
      sysType: account.shopId === 0 ? SysType.PLATFORM : SysType.MERCHANT,
      userId: staff!.id,
      tenantId: account.shopId,
      isAdmin: account.isAdmin,
    });
    if (!account.role) continue;
    const [created] = await db
      .insert(role)
      .values({ roleName: account.role.roleName, bizType: 1, tenantId: account.shopId, createUserId: staff!.id })
      .returning({ id: role.roleId });
    const permissionIds = PERMISSIONS.filter((p) => p.bizType === 1 && account.role!.permissions.includes(p.permission)).map(
      (p) => p.menuPermissionId,
    );
    await db
      .insert(roleMenu)
      .values([
        ...account.role.menuIds.map((menuId) => ({ roleId: created!.id, menuId })),
        ...permissionIds.map((menuPermissionId) => ({ roleId: created!.id, menuPermissionId })),
      ]);
    await db.insert(userRole).values({ userId: staff!.id, roleId: created!.id });
  }
  await seedCatalog(db);
  await seedAttrs(db);
  await seedSpus(db);
  await seedOrders(db);
  await moveSequence(db, 'shop_detail', 'shop_id');
}

/** The platform administrator a production database starts with: the one account that can make the others. */
export async function createPlatformAdmin(db: Db, admin: { username: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  const [staff] = await db.insert(shopUser).values({ shopId: 0, nickName: admin.username, hasAccount: 1 }).returning({ id: shopUser.shopUserId });
  await db.insert(authAccount).values({
    username: admin.username,
    password: passwordHash,
    status: 1,
    sysType: SysType.PLATFORM,
    userId: staff!.id,
    tenantId: 0,
    isAdmin: 1,
  });
}

/** Reference data and the demo in one go (the test template and the benchmark data start from it). */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await installReferenceData(tx);
    await seedDemoData(tx);
  });
}

/** Seeds reference data and the demo into a database without accounts; one that has accounts is left as it is. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db, authAccount))) return false;
  await seed(db);
  return true;
}

/** A database without accounts that was given neither the demo nor an administrator: the server refuses it. */
export class NoAccountsError extends Error {
  constructor() {
    super(
      'The database has no accounts: set ADMIN_USERNAME and ADMIN_PASSWORD to create the platform administrator, or SEED_DEMO=1 for the demo shops and accounts',
    );
  }
}

export type Prepared = 'existing' | 'demo' | 'admin';

/**
 * What every start does after migrating, in one transaction that concurrent starts take turns at: install the
 * reference data, then give a database without accounts the demo data or its platform administrator.
 */
export async function prepareDatabase(
  db: Db,
  options: { seedDemo: boolean; admin: { username: string; password: string } | null },
): Promise<Prepared> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    await installReferenceData(tx);
    if (!(await isEmpty(tx, authAccount))) return 'existing';
    if (options.seedDemo) {
      await seedDemoData(tx);
      if (options.admin && !DEMO_ACCOUNTS.some((a) => a.username === options.admin!.username)) await createPlatformAdmin(tx, options.admin);
      return 'demo';
    }
    if (!options.admin) throw new NoAccountsError();
    await createPlatformAdmin(tx, options.admin);
    return 'admin';
  });
}
