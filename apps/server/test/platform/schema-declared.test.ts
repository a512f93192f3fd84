// The drizzle schema declares what the migrations build: every table and index of a migrated database is
// declared, and every declared one is built. Generated over the database's own catalogue, so a migration
// that adds an index without declaring it (or a declaration no migration builds) fails here.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { openTestDatabase } from '../database.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

async function names(query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name).sort();
}

describe('the drizzle schema and the migrated database', () => {
  it('name the same tables', async () => {
    const built = await names(sql`select tablename as name from pg_tables where schemaname = current_schema()`);
    expect(built).toEqual(tables.map((table) => table.name).sort());
  });

  it('name the same indexes (primary keys and column constraints aside)', async () => {
    const built = await names(sql`
      select i.indexname as name from pg_indexes i
      where i.schemaname = current_schema()
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))`);
    const declared = tables.flatMap((table) => table.indexes.map((index) => index.config.name ?? '(unnamed)'));
    expect(built).toEqual(declared.sort());
  });
});
