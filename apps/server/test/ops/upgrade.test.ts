// Upgrades: a database made by the previous landed release (its migrations, the rows its seed wrote) starts on today's code with nothing lost.
// The fixture comes from fixtures/make-release-fixture.mjs; make a new one when a release with migrations lands.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { RETIRED_PERMISSION_CODES } from '@caremall/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { migrateDatabase, openDatabase, pendingMigrations, pgliteClient, type Database } from '../../src/platform/db/client.ts';
import { call, emptyDatabase, signInWith, spawnServer, type TestDatabase } from './support.ts';

const RELEASE = '19a96ae';
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), `fixtures/release-${RELEASE}`);

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Each table's columns and rows as the old release had them (rows as text over those columns). */
async function rowsByTable(database: Database, columnsOf?: Map<string, string[]>): Promise<Map<string, { columns: string[]; rows: string[] }>> {
  const columns = await rowsOf<{ name: string; column: string }>(
    database,
    sql`select table_schema || '.' || table_name as name, column_name as column from information_schema.columns
        where table_schema in ('public', 'drizzle') order by table_schema, table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { name, column } of columns) tables.set(name, [...(tables.get(name) ?? []), column]);
  const result = new Map<string, { columns: string[]; rows: string[] }>();
  for (const [name, all] of columnsOf ?? tables) {
    const list = all.map((c) => `"${c}"`).join(', ');
    const rows = await rowsOf<{ r: string }>(database, sql.raw(`select row(${list})::text as r from ${name} order by 1`));
    result.set(name, { columns: all, rows: rows.map((row) => row.r) });
  }
  return result;
}

/** The rows a migration removes on purpose: the retired permission rules and the grants of them. */
async function retiredOnPurpose(database: Database, before: Map<string, { columns: string[] }>): Promise<Set<string>> {
  const listOf = (name: string) =>
    before
      .get(name)!
      .columns.map((c) => `"${c}"`)
      .join(', ');
  const codes = RETIRED_PERMISSION_CODES.map((code) => `'${code}'`).join(', ');
  const rules = `select menu_permission_id from menu_permission where biz_type = 1 and permission in (${codes})`;
  const rows = await rowsOf<{ r: string }>(
    database,
    sql.raw(
      `select row(${listOf('public.menu_permission')})::text as r from menu_permission where menu_permission_id in (${rules})
       union all select row(${listOf('public.role_menu')})::text from role_menu where menu_permission_id in (${rules})`,
    ),
  );
  return new Set(rows.map((row) => row.r));
}

describe(`upgrade from release ${RELEASE}`, () => {
  let target: TestDatabase;
  afterAll(async () => {
    await target?.drop();
  });

  it('migrates the old database on start, keeps every row, and serves its accounts and orders', async () => {
    target = await emptyDatabase();
    const open = () => openDatabase(target.url ? { databaseUrl: target.url, poolSize: 2 } : { dataDir: target.dataDir });

    // The database as that release left it.
    let database = await open();
    await migrateDatabase(database, path.join(fixture, 'migrations'));
    // pg_dump's script empties the search path for its session; the connection goes on being used.
    const data = `${gunzipSync(readFileSync(path.join(fixture, 'data.sql.gz'))).toString('utf8')}\nRESET search_path;`;
    if (database.kind === 'pglite') await pgliteClient(database).exec(data);
    else await (database.db as unknown as { $client: pg.Pool }).$client.query(data);
    const before = await rowsByTable(database);
    const retired = await retiredOnPurpose(database, before);
    const [orders] = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from orders where shop_id = 1`);
    // A station the old orders name, found through the station names the upgrade collects from them.
    const [station] = await rowsOf<{ name: string; n: number }>(
      database,
      sql`select s.name, (select count(*)::int from orders o where o.shop_id = 1 and strpos(lower(o.station_name), lower(s.name)) > 0) as n
          from (select min(station_name) as name from orders where shop_id = 1) s`,
    );
    expect(station!.n).toBeGreaterThan(0);
    expect(before.get('public.auth_account')!.rows.length).toBeGreaterThan(0);
    await database.close();

    // Today's server on it, as `npm start` runs it.
    const server = await spawnServer({ ...target.env, CAPTCHA_TEST_HOOK: '1', LOG_LEVEL: 'warn' });
    try {
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
      const signedIn = await signInWith(server.base, 'shop_admin', 'Caremall123');
      expect(signedIn.code).toBe('00000');
      const page = await call(server.base, 'GET', '/mall_order/m/order/page?pageNum=1&pageSize=10', { token: signedIn.accessToken! });
      expect(page.body).toMatchObject({ code: '00000', data: { total: orders!.n } });
      const atStation = await call(
        server.base,
        'GET',
        `/mall_order/m/order/page?pageNum=1&pageSize=10&stationName=${encodeURIComponent(station!.name)}`,
        {
          token: signedIn.accessToken!,
        },
      );
      expect(atStation.body).toMatchObject({ code: '00000', data: { total: station!.n } });
    } finally {
      expect(await server.stop()).toBe(0);
    }

    database = await open();
    try {
      expect(await pendingMigrations(database.db)).toBe(0);
      const after = await rowsByTable(database, new Map([...before].map(([name, table]) => [name, table.columns])));
      for (const [name, table] of before) {
        const now = new Set(after.get(name)!.rows);
        const lost = table.rows.filter((row) => !now.has(row) && !retired.has(row));
        expect(lost, `rows of ${name} lost or changed`).toEqual([]);
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
