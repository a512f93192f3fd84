import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { migrateDatabase, openDatabase } from './platform/db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';

const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const seeded = await seedIfEmpty(database.db);
const app = await buildApp({ db: database.db, config });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const where = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
console.log(`\nCareMall Merchant is running at ${url}`);
console.log(`Database: ${where}${seeded ? ' (freshly seeded)' : ''}`);
console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(12)} ${account.description}`);
