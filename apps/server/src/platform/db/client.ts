import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';
import { runtimeFile } from '../../runtime-files.ts';

export type Schema = typeof schema;
/** The one database type every query takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = runtimeFile('db/migrations');

export interface OpenOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` or undefined keeps it in memory. */
  dataDir?: string;
  /** A PGlite data dir dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A dropped connection (server restart) must not crash the process; the pool reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir && !options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** A fixed key for PostgreSQL's advisory lock that lets one process at a time migrate or install data. */
export const STARTUP_LOCK = 4_180_618;

/**
 * Applies the migrations in `folder` (this release's by default). On a PostgreSQL server several processes may
 * start at once: each waits for the others on an advisory lock, then finds nothing left to apply.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: folder });
    return;
  }
  const lock = new pg.Client((database.db as unknown as { $client: pg.Pool }).$client.options);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await migratePg(database.db as never, { migrationsFolder: folder });
  } finally {
    await lock.end();
  }
}

/** How many of this release's migrations the database has not applied (the check drizzle's migrator makes). */
let journal: { entries: { when: number }[] } | undefined;
export async function pendingMigrations(db: Db): Promise<number> {
  journal ??= JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rows<{ name: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  const [applied] = table?.name
    ? await rows<{ last: string | null }>(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)
    : [];
  const last = applied?.last ? Number(applied.last) : 0;
  return journal.entries.filter((entry) => entry.when > last).length;
}

/** The raw PGlite client, for dumping a template data dir in tests. */
export function pgliteClient(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}
