// Product import at the row limit: 2,000 products made from the import template's own example row (one SKU
// each) are previewed, then imported, by the shop admin of a server process on the demo data, once on the
// embedded database and once on the PostgreSQL server. While each import runs, a product page is asked for,
// as another member of staff would: the embedded database is one connection, so that call waits for the
// import's transaction. Figures only, nothing asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { SPU_TRANSFER_LIMITS } from '@caremall/contract';
import { BENCH_DATABASE_URL } from './generate.ts';
import { signIn, startServer } from './api-vs-sql.ts';

const PRODUCTS = SPU_TRANSFER_LIMITS.maxRows;
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 3);
const PRODUCT_PAGE = '/mall_product/admin/spu/page?pageSize=10&pageNum=1';

interface Answer {
  code: string;
  data: { imported?: boolean; errorRowCount?: number } | null;
}

/** The template's example row, `PRODUCTS` times under new names, as a csv. */
async function productFile(base: string, token: string, round: number): Promise<string> {
  const template = await fetch(`${base}/mall_product/m/spu/import_template`, { headers: { authorization: token } });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.arrayBuffer());
  const cellsOf = (n: number) =>
    (workbook.worksheets[0]!.getRow(n).values as unknown[]).slice(1).map((cell) => `"${String(cell ?? '').replace(/"/g, '""')}"`);
  const [header, example] = [cellsOf(1), cellsOf(2)];
  const lines = [header.join(',')];
  for (let n = 1; n <= PRODUCTS; n++) lines.push([`导入测速${round}-${n}`, ...example.slice(1)].join(','));
  return lines.join('\n');
}

function multipart(csv: string): { body: string; type: string } {
  const boundary = '----caremall-bench';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    body: `${head}${csv}\r\n--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, env: Record<string, string>): Promise<string> {
  const { base, server } = await startServer({ ...env, SEED_DEMO: '1' });
  try {
    const token = await signIn(base, 'shop_admin');
    const timed = async (url: string, init: RequestInit = {}) => {
      const started = performance.now();
      const body = (await (await fetch(`${base}${url}`, { ...init, headers: { ...init.headers, authorization: token } })).json()) as Answer;
      if (body.code !== '00000') throw new Error(`${url}: ${JSON.stringify(body).slice(0, 300)}`);
      return { ms: performance.now() - started, body };
    };
    await timed(PRODUCT_PAGE);
    const previews: number[] = [];
    const imports: number[] = [];
    const waits: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const { body, type } = multipart(await productFile(base, token, round));
      const preview = await timed('/mall_product/m/spu/import/preview', { method: 'POST', body, headers: { 'content-type': type } });
      if (preview.body.data?.errorRowCount !== 0) throw new Error(`the preview found errors: ${JSON.stringify(preview.body).slice(0, 300)}`);
      previews.push(preview.ms);
      const importing = timed('/mall_product/m/spu/import', { method: 'POST', body, headers: { 'content-type': type } });
      // A fifth of the preview's time in: the file is read and the import's transaction under way.
      await new Promise((resolve) => setTimeout(resolve, preview.ms / 5));
      waits.push((await timed(PRODUCT_PAGE)).ms);
      const imported = await importing;
      if (!imported.body.data?.imported) throw new Error('the import was refused');
      imports.push(imported.ms);
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return `${label.padEnd(20)}${s(median(previews)).padStart(10)}${s(median(imports)).padStart(10)}${`${median(waits).toFixed(0)} ms`.padStart(30)}`;
  } finally {
    server.kill();
  }
}

async function main(): Promise<void> {
  console.log(`product import of ${PRODUCTS.toLocaleString('en')} one-SKU products (csv, the template's example row), median of ${ROUNDS} rounds`);
  console.log(`${'database'.padEnd(20)}${'preview'.padStart(10)}${'import'.padStart(10)}${'a product page meanwhile'.padStart(30)}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'caremall-import-bench-'));
  try {
    console.log(await measure('embedded (PGlite)', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL.replace(/\/[^/]*$/, '/postgres') });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${BENCH_DATABASE_URL}: its row skipped`);
    return;
  }
  const name = 'caremall_bench_import';
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  try {
    console.log(await measure('PostgreSQL server', { DATABASE_URL: BENCH_DATABASE_URL.replace(/\/[^/]*$/, `/${name}`) }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
