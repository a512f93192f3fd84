// The list pages' reads in one process, without HTTP: products page 1 and orders page 1 of shop 1 as the server reads
// them (the store's page function), against the very statements they send, replayed one after another through `pg`
// alone. One call at a time, 3,000 after 300 unmeasured; prints p50 and the processor time a call takes (this
// process's, all threads). What the page functions take beyond their statements is the app's own work on the read:
// building statements, mapping rows, making the page.
import pg from 'pg';
import type { OrderPageQuery, SpuSearchQuery } from '@caremall/contract';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { orderPage } from '../apps/server/src/modules/order/order.store.ts';
import { spuWithSkusPage } from '../apps/server/src/modules/product/spu/spu.store.ts';
import { BENCH_DATABASE_URL } from './generate.ts';
import { sendInTurn, statementsOf } from './statements.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 3000);
const WARMUP = 300;
const RESOURCES = 'http://resources.example';

async function measure(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await call();
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call();
    latencies.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const p50 = latencies[Math.floor(CALLS / 2)]!;
  console.log(`${label.padEnd(52)}${p50.toFixed(3).padStart(8)} ms${((used.user + used.system) / CALLS / 1000).toFixed(3).padStart(10)} ms`);
}

export async function pageReads(): Promise<void> {
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 10 });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const reads: [string, () => Promise<unknown>][] = [
    ['products, page 1', () => spuWithSkusPage(database.db, 1, { pageNum: 1, pageSize: 10 } as SpuSearchQuery, RESOURCES)],
    ['orders, page 1', () => orderPage(database.db, 1, RESOURCES, { pageNum: 1, pageSize: 10 } as OrderPageQuery)],
  ];
  try {
    console.log(`one call at a time, ${CALLS} calls after ${WARMUP}; shop 1 of the bench data${' '.repeat(8)}p50   processor`);
    for (const [name, read] of reads) {
      // The statements of a call in steady state (after a first call, whose estimate the process then keeps).
      await read();
      const sent = await statementsOf(read);
      await measure(`${name}: as the server reads it`, read);
      await measure(`${name}: its ${sent.length} statements through pg alone`, () => sendInTurn(pool, sent));
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await pageReads();
