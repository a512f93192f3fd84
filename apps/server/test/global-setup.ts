import { mkdir, writeFile } from 'node:fs/promises';
import { migrateDatabase, openDatabase, pgliteClient } from '../src/platform/db/client.ts';
import { seed } from '../src/db/seed/seed.ts';
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, adminQuery, databaseUrlFor, testDatabaseUrl } from './database.ts';

/** Migrates and seeds one template database; every test file clones it (fast) instead of seeding. */
export default async function setup(): Promise<void> {
  const base = testDatabaseUrl();
  if (!base) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    await seed(database.db);
    const dump = await pgliteClient(database).dumpDataDir('none');
    await mkdir(new URL('.', PGLITE_TEMPLATE), { recursive: true });
    await writeFile(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return;
  }
  await adminQuery(base, `drop database if exists ${PG_TEMPLATE_DB} with (force)`);
  await adminQuery(base, `create database ${PG_TEMPLATE_DB}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(base, PG_TEMPLATE_DB), poolSize: 2 });
  await migrateDatabase(database);
  await seed(database.db);
  await database.close();
}
