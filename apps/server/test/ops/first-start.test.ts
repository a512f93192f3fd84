// First start: reference data always; demo accounts only on the embedded default or when asked; otherwise the administrator from ADMIN_*, or a refusal.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, PLATFORM_MENUS, SHOP_MENUS } from '@caremall/contract';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { area, authAccount, deliveryCompany, menu, menuPermission, shopDetail } from '../../src/db/schema/index.ts';
import { NoAccountsError, prepareDatabase } from '../../src/db/seed/seed.ts';
import { migrateDatabase, openDatabase, type Database } from '../../src/platform/db/client.ts';
import { envelope, loginRequest } from '../helpers.ts';
import { emptyDatabase, runToExit, stderrLines, strongPassword, type TestDatabase } from './support.ts';

const opened: { database: Database; scratch: TestDatabase }[] = [];
async function migratedEmpty(): Promise<Database> {
  const scratch = await emptyDatabase();
  // PGlite in memory: the same database, without writing a data directory.
  const database = await openDatabase(scratch.url ? { databaseUrl: scratch.url, poolSize: 3 } : {});
  opened.push({ database, scratch });
  await migrateDatabase(database);
  return database;
}
afterAll(async () => {
  for (const { database, scratch } of opened) {
    await database.close();
    await scratch.drop();
  }
});

const rowsIn = async (
  database: Database,
  table: typeof area | typeof menu | typeof menuPermission | typeof authAccount | typeof shopDetail | typeof deliveryCompany,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('first start on an empty database', () => {
  it('refuses without the demo or an administrator, in one line saying what to set', async () => {
    const database = await migratedEmpty();
    await expect(prepareDatabase(database.db, { seedDemo: false, admin: null })).rejects.toThrow(NoAccountsError);
    expect(await rowsIn(database, authAccount)).toBe(0);

    const scratch = await emptyDatabase();
    try {
      const started = await runToExit({ ...scratch.env, ...(scratch.url ? {} : { SEED_DEMO: '0' }) });
      expect(started.code).toBe(1);
      expect(stderrLines(started.stderr)).toEqual([new NoAccountsError().message]);
    } finally {
      await scratch.drop();
    }
  }, 60_000);

  it('creates the platform administrator from ADMIN_* with every menu, permission and area, and no demo shop', async () => {
    const database = await migratedEmpty();
    const admin = { username: 'ops_admin', password: strongPassword() };
    expect(await prepareDatabase(database.db, { seedDemo: false, admin })).toBe('admin');
    expect(await rowsIn(database, menu)).toBe(SHOP_MENUS.length + PLATFORM_MENUS.length);
    expect(await rowsIn(database, menuPermission)).toBe(PERMISSIONS.length);
    expect(await rowsIn(database, area)).toBe(3782);
    expect(await rowsIn(database, deliveryCompany)).toBeGreaterThan(0);
    expect(await rowsIn(database, shopDetail)).toBe(0);
    expect(
      await database.db.select({ username: authAccount.username, tenantId: authAccount.tenantId, isAdmin: authAccount.isAdmin }).from(authAccount),
    ).toEqual([{ username: 'ops_admin', tenantId: 0, isAdmin: 1 }]);

    const app = await buildApp({ db: database.db, config: testConfig() });
    try {
      const signedIn = envelope<{ accessToken: string }>(await loginRequest(app, admin.username, admin.password));
      expect(signedIn.code).toBe('00000');
      const regions = envelope<unknown[]>(
        await app.inject({ method: 'GET', url: '/mall_delivery/m/area/list?parentId=0', headers: { authorization: signedIn.data.accessToken } }),
      );
      expect(regions.code).toBe('00000');
      expect(regions.data.length).toBeGreaterThan(0);
      expect(envelope(await loginRequest(app, 'shop_admin')).success).toBe(false);
    } finally {
      await app.close();
    }

    // Reference data stays current on later starts: a permission a release adds arrives, an edited menu is kept.
    const [firstPermission] = PERMISSIONS;
    await database.db.delete(menuPermission).where(eq(menuPermission.menuPermissionId, firstPermission!.menuPermissionId));
    await database.db.update(menu).set({ title: 'renamed by the platform' }).where(eq(menu.menuId, SHOP_MENUS[0]!.menuId));
    expect(await prepareDatabase(database.db, { seedDemo: true, admin: null })).toBe('existing');
    expect(await rowsIn(database, menuPermission)).toBe(PERMISSIONS.length);
    expect((await database.db.select({ title: menu.title }).from(menu).where(eq(menu.menuId, SHOP_MENUS[0]!.menuId)))[0]!.title).toBe(
      'renamed by the platform',
    );
    expect(await rowsIn(database, area)).toBe(3782);
    expect(await rowsIn(database, shopDetail)).toBe(0);
  }, 60_000);

  it('seeds the demo shops and accounts when asked, and a menu the platform adds gets an id past the catalogue', async () => {
    const database = await migratedEmpty();
    expect(await prepareDatabase(database.db, { seedDemo: true, admin: null })).toBe('demo');
    const usernames = (await database.db.select({ username: authAccount.username }).from(authAccount)).map((r) => r.username);
    expect(usernames).toEqual(expect.arrayContaining(['platform', 'shop_admin', 'shop_staff', 'care_admin', 'care_staff']));
    expect(await rowsIn(database, shopDetail)).toBe(2);
    const inserted = await database.db.execute(
      sql`insert into menu (parent_id, biz_type, path, component, name, title, seq, hidden) values (0, 0, '/x', 'x', 'x', 'x', 1, 0) returning menu_id`,
    );
    expect(Number((inserted as unknown as { rows: { menu_id: number }[] }).rows[0]!.menu_id)).toBeGreaterThan(1000);
  }, 60_000);
});
