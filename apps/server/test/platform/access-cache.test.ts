// The gateway keeps grants in the process; two apps on one database (two pools on PostgreSQL, as two
// processes would have) show that a change made through one takes effect on the other at its next call:
// log-out, a new password, disabling, and changes to role grants, role assignments and menu permissions.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { authAccount, menuPermission, role, roleMenu, userRole } from '../../src/db/schema/index.ts';
import { openDatabase, type Database } from '../../src/platform/db/client.ts';
import { openTestDatabase } from '../database.ts';
import { envelope, login } from '../helpers.ts';

let database: Database;
let second: Database | undefined;
let one: FastifyInstance;
let two: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.kind === 'postgres') {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    second = await openDatabase({ databaseUrl: pool.options.connectionString, poolSize: 3 });
  }
  const start = async (db: Database['db']) => {
    const app = await buildApp({ db, config: testConfig() });
    await app.ready();
    return app;
  };
  [one, two] = await Promise.all([start(database.db), start(second?.db ?? database.db)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await second?.close();
  await database?.close();
});

const get = async (app: FastifyInstance, token: string, url: string) =>
  envelope(await app.inject({ method: 'GET', url, headers: { authorization: token } })).code;
const put = async (app: FastifyInstance, token: string, url: string, payload: object) =>
  envelope(await app.inject({ method: 'PUT', url, payload, headers: { authorization: token } })).code;

const INFO = '/mall_multishop/m/shop_user/info';
const ORDERS = '/mall_order/m/order/page?pageNum=1&pageSize=1';
const ACCOUNT = '/mall_multishop/shop_user/account';

describe('grants cached in each app, changes seen by the other at once', () => {
  it('a log-out on one app ends the session on the other', async () => {
    const token = await login(one, 'care_admin');
    expect(await get(two, token, INFO)).toBe('00000');
    expect(envelope(await one.inject({ method: 'POST', url: '/mall_auth/login_out', headers: { authorization: token } })).success).toBe(true);
    expect(await get(two, token, INFO)).toBe('A00004');
  });

  it('a new password and disabling, set on one app, end the sessions on the other', async () => {
    const admin = await login(one, 'shop_admin');
    const [staff] = await database.db.select().from(authAccount).where(eq(authAccount.username, 'shop_staff'));
    const account = { userId: staff!.userId, username: 'shop_staff' };
    const before = await login(two, 'shop_staff');
    expect(await get(two, before, ORDERS)).toBe('00000');
    expect(await put(one, admin, ACCOUNT, { ...account, password: 'Changed_pw1', status: 1 })).toBe('00000');
    expect(await get(two, before, ORDERS)).toBe('A00004');

    const after = await login(two, 'shop_staff', 'Changed_pw1');
    expect(await get(two, after, ORDERS)).toBe('00000');
    expect(await put(one, admin, ACCOUNT, { ...account, status: 0 })).toBe('00000');
    expect(await get(two, after, ORDERS)).toBe('A00004');
    expect(await put(one, admin, ACCOUNT, { ...account, password: 'Caremall123', status: 1 })).toBe('00000');
  });

  it('a role losing a menu, a staff member losing a role and a rule changing take effect on the other app', async () => {
    const staff = await login(two, 'care_staff');
    const [account] = await database.db.select().from(authAccount).where(eq(authAccount.username, 'care_staff'));
    const roles = await database.db.select({ roleId: userRole.roleId }).from(userRole).where(eq(userRole.userId, account!.userId));
    const roleIds = roles.map((r) => r.roleId);
    expect(await get(two, staff, ORDERS)).toBe('00000');

    // Written straight to the database, as by another process or by hand: the triggers see it all the same.
    const orderMenu = and(inArray(roleMenu.roleId, roleIds), eq(roleMenu.menuId, 148));
    const granted = await database.db.select().from(roleMenu).where(orderMenu);
    await database.db.delete(roleMenu).where(orderMenu);
    expect(await get(two, staff, ORDERS)).toBe('A00006');
    await database.db.insert(roleMenu).values(granted.map(({ id: _, ...row }) => row));
    expect(await get(two, staff, ORDERS)).toBe('00000');

    await database.db.delete(userRole).where(eq(userRole.userId, account!.userId));
    expect(await get(two, staff, ORDERS)).toBe('A00006');
    await database.db.insert(userRole).values(roleIds.map((roleId) => ({ userId: account!.userId, roleId })));
    expect(await get(two, staff, ORDERS)).toBe('00000');

    // A permission rule now guarding the order list with a code the staff does not hold.
    const [rule] = await database.db
      .insert(menuPermission)
      .values({ menuId: 148, bizType: 1, permission: 'order:page:guarded', name: 'guarded', uri: '/mall_order/m/order/page', method: 1 })
      .returning();
    expect(await get(two, staff, ORDERS)).toBe('A00006');
    await database.db.delete(menuPermission).where(eq(menuPermission.menuPermissionId, rule!.menuPermissionId));
    expect(await get(two, staff, ORDERS)).toBe('00000');
    expect(await database.db.select().from(role).where(inArray(role.roleId, roleIds))).toHaveLength(roleIds.length);
  });

  it('counts one change per transaction', async () => {
    const epoch = async () =>
      Number(((await database.db.execute(sql`select epoch from auth_epoch`)) as unknown as { rows: { epoch: string }[] }).rows[0]!.epoch);
    const before = await epoch();
    await database.db.transaction(async (tx) => {
      await tx.update(roleMenu).set({ menuId: sql`${roleMenu.menuId}` });
      await tx.update(userRole).set({ roleId: sql`${userRole.roleId}` });
    });
    expect(await epoch()).toBe(before + 1);
  });
});
