// API against raw SQL on the benchmark data: autocannon drives the product and order list calls
// (with filters) on a real server process at a fixed 200 req/s, then the very statements that
// call sends to PostgreSQL (recorded from the app) are replayed raw at the same rate and
// concurrency. Prints p50/p99 and req/s side by side, with the API/SQL ratio.
import { spawn } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { BENCH_DATABASE_URL } from './generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
export const SCENARIOS: [name: string, url: string][] = [
  ['products, page 1', '/mall_product/admin/spu/page?pageNum=1&pageSize=10'],
  ['products, on sale, by keyword', '/mall_product/admin/spu/page?pageNum=1&pageSize=10&status=1&name=point%2042'],
  ['products, page 500', '/mall_product/admin/spu/page?pageNum=500&pageSize=10'],
  ['orders, page 1', '/mall_order/m/order/page?pageNum=1&pageSize=10'],
  [
    'orders, status + 30 days',
    `/mall_order/m/order/page?pageNum=1&pageSize=10&status=2&startTime=${day(30)}%2000:00:00&endTime=${day(0)}%2023:59:59`,
  ],
  ['orders, by consignee', '/mall_order/m/order/page?pageNum=1&pageSize=10&consignee=Consignee%20771'],
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const aes = (plain: string, key: string) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};

async function signIn(base: string, username: string): Promise<string> {
  const post = async (url: string, body: unknown) =>
    (await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const { repData } = (await post('/mall_auth/ua/captcha/get', { captchaType: 'blockPuzzle' })).data;
  const answer = (await (await fetch(`${base}/mall_auth/ua/captcha/test_answer?token=${repData.token}`)).json()).data;
  const pointJson = JSON.stringify({ x: answer.x, y: 5 });
  await post('/mall_auth/ua/captcha/check', { captchaType: 'blockPuzzle', token: repData.token, pointJson: aes(pointJson, repData.secretKey) });
  const login = await post('/mall_auth/ua/login', {
    principal: username,
    credentials: 'Caremall123',
    sysType: 1,
    captchaVerification: aes(`${repData.token}---${pointJson}`, repData.secretKey),
  });
  if (!login.success) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return login.data.accessToken;
}

interface Statement {
  text: string;
  values?: unknown[];
}

/** The statements one call sends to PostgreSQL, recorded from an in-process copy of the app. */
async function recordStatements(token: string): Promise<Map<string, Statement[]>> {
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 2 });
  const app = await buildApp({ db: database.db, config: testConfig({ logLevel: 'silent' }) });
  await app.ready();
  const recorded = new Map<string, Statement[]>();
  let current: Statement[] | null = null;
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (current) current.push(typeof first === 'string' ? { text: first, values: second } : { text: first.text, values: first.values ?? second });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    for (const [name, url] of SCENARIOS) {
      current = [];
      const response = await app.inject({ method: 'GET', url, headers: { authorization: token } });
      if (response.json().code !== '00000') throw new Error(`${name}: ${response.body.slice(0, 200)}`);
      recorded.set(name, current);
      current = null;
    }
  } finally {
    pg.Pool.prototype.query = original;
    await app.close();
    await database.close();
  }
  return recorded;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Replays the statements of one call, in order, RATE times a second with CONNECTIONS in flight at most. */
async function replay(pool: pg.Pool, statements: Statement[]) {
  const latencies: number[] = [];
  let inFlight = 0;
  let dropped = 0;
  const started = performance.now();
  const total = RATE * SECONDS;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight >= CONNECTIONS) {
      dropped += 1;
      continue;
    }
    inFlight += 1;
    pending.push(
      (async () => {
        const t0 = performance.now();
        for (const s of statements) await pool.query(s.text, s.values as unknown[]);
        latencies.push(performance.now() - t0);
        inFlight -= 1;
      })(),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: latencies.length / elapsed, dropped };
}

/** BENCH_EXPLAIN=1: the plan and timing of every recorded statement, to find what needs an index. */
async function explain(pool: pg.Pool, statements: Map<string, Statement[]>) {
  for (const [name, list] of statements) {
    console.log(`\n-- ${name}`);
    for (const s of list) {
      const { rows } = await pool.query(`explain (analyze, buffers off, costs off) ${s.text}`, s.values as unknown[]);
      console.log(s.text.slice(0, 300), JSON.stringify(s.values)?.slice(0, 200));
      console.log(rows.map((r) => `   ${r['QUERY PLAN']}`).join('\n'));
    }
  }
}

export async function apiVersusSql(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: BENCH_DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_TEST_HOOK: '1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
      WEB_DIST: '',
    },
    stdio: 'ignore',
  });
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: CONNECTIONS });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/mall_auth/ua/app_config`)).ok) break;
      } catch {}
      if (i > 240) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const token = await signIn(base, 'shop_admin');
    const statements = await recordStatements(token);
    if (process.env.BENCH_EXPLAIN) await explain(pool, statements);
    console.log(
      `API (server process, autocannon) vs the same statements raw (pg pool): ${RATE} req/s offered for ${SECONDS} s, ${CONNECTIONS} connections, shop 1 (100,000 SPUs, 100,000 orders)`,
    );
    console.log('call                          stmts   API p50   p99   req/s  non-2xx |  SQL p50   p99   req/s | ratio p50  p99');
    for (const [name, url] of SCENARIOS) {
      const api = await autocannon({
        url: `${base}${url}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        overallRate: RATE,
        headers: { authorization: token },
      });
      const raw = await replay(pool, statements.get(name)!);
      const f = (n: number, w = 6) => n.toFixed(1).padStart(w);
      console.log(
        `${name.padEnd(30)}${String(statements.get(name)!.length).padStart(5)} ${f(api.latency.p50, 8)}${f(api.latency.p99)}${f(api.requests.average, 8)}${String(api.non2xx).padStart(9)} | ${f(raw.p50, 7)}${f(raw.p99)}${f(raw.rps, 8)} | ${f(api.latency.p50 / raw.p50, 8)}${f(api.latency.p99 / raw.p99)}`,
      );
    }
    console.log('latencies in ms; statements include the token lookup the gateway makes on every call');
  } finally {
    await pool.end();
    server.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await apiVersusSql();
