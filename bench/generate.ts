// Benchmark data on the PostgreSQL server: 1,000 shops, 1M SPUs with 2 SKUs each, 1M orders with an
// item each. One large shop (乐享优选, shop 1, the demo admin's) holds 100,000 of each so the list
// pages meet real counts; the rest spread over the other shops. Rows of all shops interleave, as
// they do when shops keep adding products and taking orders; statuses vary within every shop.
// Idempotent: a filled database is kept.
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../apps/server/src/platform/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/caremall_bench';
const SHOPS = 1000;
const SPUS = 1_000_000;
const ORDERS = 1_000_000;
const LARGE_SHOP_ROWS = 100_000;

async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database ${name}`);
  await client.end();
}

/** Self-pickup orders (delivery type 3) name one of 200 stations. */
const STATION = (g: string) => `'Station ' || (${g} % 200)`;

/** Shop of the n-th generated row: every (SPUS / LARGE_SHOP_ROWS)-th goes to shop 1, the rest round the other shops. */
const shopOf = (g: string) => `(case when ${g} % ${SPUS / LARGE_SHOP_ROWS} = 0 then 1 else 2 + (${g} % ${SHOPS - 1}) end)`;

export async function generate(): Promise<void> {
  await ensureDatabase(BENCH_DATABASE_URL);
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 2 });
  await migrateDatabase(database);
  await seedIfEmpty(database.db);
  await database.close();

  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  const step = async (label: string, text: string) => {
    const started = Date.now();
    const result = await client.query(text);
    console.log(`  ${label.padEnd(34)} ${String(result.rowCount ?? '').padStart(9)} rows  ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    const { rows } = await client.query(`select count(*)::int as n from spu`);
    if (rows[0].n >= SPUS) {
      console.log(`benchmark data present in ${new URL(BENCH_DATABASE_URL).pathname.slice(1)} (${rows[0].n} SPUs): kept`);
      // Data generated before orders had stations gets them; statistics for indexes a migration just added.
      await step('station names', `update orders set station_name = ${STATION('order_id')} where delivery_type = 3 and station_name is null`);
      await step('analyze', 'analyze');
      return;
    }
    console.log(`generating benchmark data in ${new URL(BENCH_DATABASE_URL).pathname.slice(1)}`);
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '1GB'`);
    // Rows go in without the secondary indexes, which are built once at the end: a bulk load into the GIN
    // piece indexes row by row takes most of an hour, building them from the loaded rows a few minutes.
    const { rows: secondary } = await client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = current_schema() and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [BULK_TABLES],
    );
    // One transaction: a run stopped half way leaves the database as it was, indexes included.
    await client.query('begin');
    for (const index of secondary) await client.query(`drop index ${index.name}`);
    await load(client, step);
    for (const index of secondary) await step(`index ${index.name}`, index.definition);
    await client.query('commit');
    // As autovacuum would in production: fresh statistics and a visibility map for index-only counts.
    await step('vacuum analyze', 'vacuum analyze');
  } finally {
    await client.end();
  }
}

/** The tables the generator fills in bulk. */
const BULK_TABLES = ['spu', 'sku', 'orders', 'order_item'];

/** The benchmark rows, in bulk. */
async function load(client: pg.Client, step: (label: string, text: string) => Promise<void>) {
  const category = (await client.query('select coalesce(min(category_id), 1) as id from spu')).rows[0].id;
  await step(
    'shops',
    `insert into shop_detail (shop_id, shop_name, shop_status, type)
       select g, 'Bench shop ' || g, 1, 2 from generate_series(3, ${SHOPS}) g on conflict do nothing`,
  );
  await step(
    'spu',
    `insert into spu (shop_id, category_id, name, selling_point, main_img_url, img_urls, price_fee, market_price_fee, status, seq, sale_num, stock, create_time, update_time)
       select ${shopOf('g')}, ${category}, 'Bench product ' || g, 'selling point ' || (g % 97), '/demo/products/1.svg', '/demo/products/1.svg',
              1000 + g % 50000, 2000 + g % 50000, ((g / 10) % 5 <> 0)::int, g % 100, g % 1000, g % 500,
              now() - make_interval(secs => g % 31536000), now()
       from generate_series(1, ${SPUS}) g`,
  );
  await step(
    'sku (2 per spu)',
    `insert into sku (spu_id, shop_id, sku_name, attrs, img_url, price_fee, market_price_fee, party_code, status, stock)
       select s.spu_id, s.shop_id, v.name, '颜色:' || v.name, '/demo/products/1.svg', s.price_fee + v.n, s.market_price_fee, 'B-' || s.spu_id || '-' || v.n, 1, 10
       from spu s cross join (values (1, '红色'), (2, '蓝色')) v(n, name) where s.name like 'Bench product %'`,
  );
  await step(
    'orders',
    `insert into orders (shop_id, user_id, nick_name, order_type, pay_type, status, is_payed, delivery_type, total, all_count,
                           consignee, mobile, station_name, province, city, area, addr, pay_time, create_time, update_time)
       select ${shopOf('g')}, g % 50000, 'buyer' || (g % 50000), 0, 1, 1 + (g / 10) % 6, ((g / 10) % 6 <> 0)::int, 1 + (g % 3 = 0)::int * 2, 1000 + g % 90000, 1,
              'Consignee ' || (g % 9973), '138' || lpad((g % 100000000)::text, 8, '0'),
              case when g % 3 = 0 then ${STATION('g')} end, 'P', 'C', 'A', 'Addr ' || g,
              now() - make_interval(secs => g % 31536000), now() - make_interval(secs => g % 31536000), now()
       from generate_series(1, ${ORDERS}) g`,
  );
  await step(
    'order_item (1 per order)',
    `insert into order_item (order_id, shop_id, spu_name, sku_name, pic, price, count, spu_total_amount, delivered_count)
       select o.order_id, o.shop_id, 'Bench product ' || (o.order_id % 1000), '红色', '/demo/products/1.svg', o.total, 1, o.total, 0
       from orders o where o.remarks is null and o.addr like 'Addr %'`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await generate();
