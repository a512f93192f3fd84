// The browser suite's databases on a PostgreSQL server: one per worker's server (e2e-server.mjs), dropped again when
// the suite is over (test.mjs), so that runs do not pile them up on the server.
import pg from 'pg';

const PREFIX = 'caremall_e2e_';

/** The database of the worker's server on `port`. */
export const e2eDatabaseName = (port) => `${PREFIX}${Number(port)}`;

/** Runs `work` with a client on the server's maintenance connection (`url`). */
async function withAdmin(url, work) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new, empty database `name` (dropped first if a run before left it). */
export const recreateDatabase = (url, name) =>
  withAdmin(url, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });

/** Drops every worker's database; returns how many there were. */
export const dropE2eDatabases = (url) =>
  withAdmin(url, async (admin) => {
    const { rows } = await admin.query('select datname from pg_database where starts_with(datname, $1)', [PREFIX]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    return rows.length;
  });
