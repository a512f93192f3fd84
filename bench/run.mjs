// `npm run bench`: (1) benchmark data on the PostgreSQL server (1,000 shops, 1M SPUs with SKUs,
// 1M orders; generated once, kept after), (2) API against raw SQL at a steady rate, then the list pages' reads in one
// process against their statements, (3) a product import at the row limit, (4) page speed in headless Chromium. Each prints its own figures; timings are reported, never asserted.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/caremall_bench';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
);
console.log(`date: ${new Date().toISOString()}`);

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const steps = [];
const postgres = await reachable(databaseUrl);
if (!postgres) console.log(`\nPostgreSQL not reachable at ${databaseUrl}: data generation and API benchmark skipped.`);
if (postgres && wanted('data')) steps.push(['data (1,000 shops, 1M SPUs, 1M orders)', ['--import', 'tsx', 'bench/generate.ts']]);
if (postgres && wanted('api')) steps.push(['API vs raw SQL', ['--import', 'tsx', 'bench/api-vs-sql.ts']]);
if (postgres && wanted('reads')) steps.push(['list page reads in one process vs their statements', ['--import', 'tsx', 'bench/page-read.ts']]);
if (wanted('import')) steps.push(['product import (embedded database, and PostgreSQL when reachable)', ['--import', 'tsx', 'bench/import.ts']]);
if (wanted('pages')) steps.push(['page speed', ['bench/page-speed.mjs']]);

let failed = 0;
for (const [name, args] of steps) {
  console.log(`\n== ${name}`);
  const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_DATABASE_URL: databaseUrl } });
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
