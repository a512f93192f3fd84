import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { configOrExit, type AppConfig } from './config.ts';
import { migrateDatabase, openDatabase, type Database } from './platform/db/client.ts';
import { NoAccountsError, prepareDatabase } from './db/seed/seed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { drain, startMetricsListener } from './platform/ops/index.ts';

const startedAt = performance.now();

/** One line on stderr and a non-zero exit: what a misconfigured start answers instead of a stack trace. */
function refuse(line: string): never {
  console.error(line);
  process.exit(1);
}

const reason = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return (e.message || e.code || String(error)).split('\n')[0]!.slice(0, 200);
};

/** Where DATABASE_URL points, without its password. */
const serverOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
};

async function open(config: AppConfig): Promise<Database> {
  if (!config.databaseUrl) {
    try {
      return await openDatabase({ dataDir: config.dataDir });
    } catch (error) {
      refuse(`DATA_DIR: cannot open the embedded database in ${config.dataDir} (${reason(error)})`);
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    await Promise.race([
      database.db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 10 s')), 10_000).unref()),
    ]);
  } catch (error) {
    // No pool.end(): it would wait for a connection attempt that may never finish.
    refuse(`DATABASE_URL: cannot connect to ${serverOf(config.databaseUrl)} (${reason(error)})`);
  }
  return database;
}

const config = configOrExit();
const database = await open(config);
try {
  await migrateDatabase(database);
} catch (error) {
  refuse(`Database migration failed: ${reason(error)}`);
}
let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
try {
  prepared = await prepareDatabase(database.db, { seedDemo: config.seedDemo, admin: config.admin });
} catch (error) {
  if (error instanceof NoAccountsError) refuse(error.message);
  throw error;
}
const app = await buildApp({ db: database.db, config });

try {
  await app.listen({ port: config.port, host: config.host });
  await startMetricsListener(app, config);
} catch (error) {
  const e = error as { code?: string; port?: number };
  const setting = e.port === config.metrics.port ? 'METRICS_PORT' : 'PORT';
  refuse(e.code === 'EADDRINUSE' ? `${setting}: ${e.port ?? config.port} is already in use` : `Cannot listen: ${reason(error)}`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: not ready, finishing the requests in flight');
  setTimeout(
    () => {
      app.log.error(`requests still in flight after ${config.shutdown.timeoutSeconds} s: exiting anyway`);
      process.exit(1);
    },
    (config.shutdown.delaySeconds + config.shutdown.timeoutSeconds) * 1000,
  ).unref();
  await drain(app, config.shutdown.delaySeconds);
  await database.close();
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const url = `http://localhost:${config.port}`;
const where = config.databaseUrl ? `PostgreSQL server ${serverOf(config.databaseUrl)}` : `embedded PostgreSQL in ${config.dataDir}`;
const fresh = { existing: '', demo: ' (freshly seeded with the demo)', admin: ` (new, platform administrator ${config.admin?.username})` }[prepared];
console.log(`\nCareMall Merchant is running at ${url} (started in ${Math.round(performance.now() - startedAt)} ms)`);
console.log(`Database: ${where}${fresh}`);
if (config.metrics.port !== null) console.log(`Metrics: http://${config.metrics.host}:${config.metrics.port}/metrics`);
const demo = await database.db.execute(sql`select 1 from auth_account where username = ${DEMO_ACCOUNTS[0]!.username} limit 1`);
if ((demo as unknown as { rows: unknown[] }).rows.length > 0 && config.seedDemo) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(12)} ${account.description}`);
}
