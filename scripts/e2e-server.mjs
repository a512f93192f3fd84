// One browser-suite worker's server (playwright.config.ts), on a database nobody else uses and that starts empty:
// a database of its own on the PostgreSQL server that E2E_DATABASE_URL names (npm test sets it when one answers),
// else a fresh embedded one in DATA_DIR. The embedded database runs inside the server's process, so on a 2-core
// machine it competes with the browsers for the processor; a PostgreSQL server does the same work in about half the
// processor time (the browser suite ran about 10 % faster).
import { rmSync } from 'node:fs';
import { e2eDatabaseName, recreateDatabase } from './e2e-databases.mjs';

const { PORT, DATA_DIR, E2E_DATABASE_URL } = process.env;
// Uploaded pictures live in DATA_DIR whichever database holds the rows.
rmSync(DATA_DIR, { recursive: true, force: true });
if (E2E_DATABASE_URL) {
  const name = e2eDatabaseName(PORT);
  await recreateDatabase(E2E_DATABASE_URL, name);
  const url = new URL(E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.href;
  // A server database is never seeded with the demo unasked; the browser suite signs in as the demo's accounts.
  process.env.SEED_DEMO = '1';
}
await import('../apps/server/src/main.ts');
