import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../src/platform/db/client.ts';

/**
 * Where the global setup leaves the migrated, seeded PGlite template: an uncompressed dump, which a test file's
 * database loads in half the time of a gzipped one.
 */
// TEST_TEMPLATE_TAG keeps concurrent runs from one checkout (e.g. two shells) off each other's template.
const tag = (process.env.TEST_TEMPLATE_TAG ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
export const PGLITE_TEMPLATE = new URL(`../../../.test-output/pglite-template${tag ? `-${tag}` : ''}.tar`, import.meta.url);
export const PG_TEMPLATE_DB = `caremall_test_template${tag ? `_${tag}` : ''}`;

/** Set by the test runner to run the server suites against a PostgreSQL server. */
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;

/**
 * How many statements `run` sends to the PostgreSQL server (every pg client's queries, BEGIN and COMMIT included):
 * for proofs that a write's statements do not grow with its rows. PostgreSQL passes only.
 */
export async function statementsSentBy(run: () => Promise<unknown>): Promise<number> {
  const original = pg.Client.prototype.query;
  let sent = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

function databaseUrlFor(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(base: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let template: Promise<Blob> | undefined;
/** The template's dump, read once per worker (its files share their modules). */
export const pgliteTemplate = (): Promise<Blob> => (template ??= readFile(PGLITE_TEMPLATE).then((dump) => new Blob([dump])));

/** A fresh database cloned from the template: each test file gets its own. */
export async function openTestDatabase(): Promise<Database> {
  const base = testDatabaseUrl();
  if (!base) return openDatabase({ loadDataDir: await pgliteTemplate() });
  const name = `caremall_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${PG_TEMPLATE_DB}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(base, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

export { databaseUrlFor };
