import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../src/platform/db/client.ts';
import { DEMO_SHOPS } from '../../src/db/seed/demo-accounts.ts';
import { envelope, login, type EnvelopeBody } from '../helpers.ts';

export const SHOP_A = DEMO_SHOPS.ordinary.shopId;
export const SHOP_B = DEMO_SHOPS.care.shopId;

export type Call = (options: InjectOptions) => Promise<EnvelopeBody<any>>;

/** A signed-in caller: inject with its token, answer parsed as an envelope. */
export async function actor(app: FastifyInstance, username: string): Promise<Call> {
  const token = await login(app, username);
  return async (options) => {
    const response = await app.inject({ ...options, headers: { ...options.headers, authorization: token } });
    // A file download (CSV export) is the one answer that is not an envelope.
    if (!String(response.headers['content-type']).includes('json'))
      return { code: 'FILE', msg: null, data: response.body, success: response.statusCode === 200 };
    return envelope(response);
  };
}

export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Tables whose rows say which shop owns them (shop_id, or tenant_id for roles and accounts). */
export async function ownedTables(db: Db): Promise<{ table: string; owner: string }[]> {
  const found = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('shop_id', 'tenant_id') order by table_name, column_name`,
  );
  return found.filter((r) => !VOLATILE.includes(r.table_name)).map((r) => ({ table: r.table_name, owner: r.column_name }));
}

/** Sign-in bookkeeping changes on every login; it is not shop data. */
const VOLATILE = ['access_token', 'login_attempt', 'captcha_challenge', 'sso_ticket', 'sso_session'];

/** Tables without an owner column whose rows belong to a shop through a parent row. */
const CHILD_TABLES: [table: string, column: string, parentTable: string][] = [
  ['spu_detail', 'spu_id', 'spu'],
  ['spu_attr_value', 'spu_id', 'spu'],
  ['spu_sku_attr_value', 'spu_id', 'spu'],
  ['spu_keyword', 'spu_id', 'spu'],
  ['spu_community', 'spu_id', 'spu'],
  ['order_delivery_item', 'delivery_id', 'order_delivery'],
  ['offline_handle_event_item', 'event_id', 'offline_handle_event'],
  ['role_menu', 'role_id', 'role'],
];

/**
 * A text image of every row one shop owns (owner-column tables plus their child rows): equal
 * fingerprints mean none of the shop's data changed.
 */
export async function shopFingerprint(db: Db, shopId: number): Promise<string> {
  const parts: string[] = [];
  const owned = await ownedTables(db);
  for (const { table, owner } of owned) {
    const found = await rows<{ j: string }>(
      db,
      sql`select coalesce(string_agg(t::text, '|' order by t::text), '') as j from ${sql.identifier(table)} t where t.${sql.identifier(owner)} = ${shopId}`,
    );
    parts.push(`${table}:${found[0]?.j ?? ''}`);
  }
  for (const [table, column, parentTable] of CHILD_TABLES) {
    const parent = owned.find((o) => o.table === parentTable);
    const exists = await rows(db, sql`select 1 from information_schema.tables where table_schema = 'public' and table_name = ${table}`);
    if (!parent || !exists.length) continue;
    const found = await rows<{ j: string }>(
      db,
      sql`select coalesce(string_agg(c::text, '|' order by c::text), '') as j from ${sql.identifier(table)} c
          where c.${sql.identifier(column)} in (select p.${sql.identifier(column)} from ${sql.identifier(parentTable)} p where p.${sql.identifier(parent.owner)} = ${shopId})`,
    );
    parts.push(`${table}:${found[0]?.j ?? ''}`);
  }
  return parts.join('\n');
}

/** Primary-key values of the rows a shop owns in one table. */
export async function idsOf(db: Db, table: string, column: string, shopId: number, owner = 'shop_id'): Promise<number[]> {
  const found = await rows<{ id: number | string }>(
    db,
    sql`select ${sql.identifier(column)} as id from ${sql.identifier(table)} where ${sql.identifier(owner)} = ${shopId} order by 1`,
  );
  return found.map((r) => Number(r.id));
}

/** A digest of every row of every table but sign-in bookkeeping: equal digests mean nothing was written. */
export async function databaseDigest(db: Db): Promise<string> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in (${sql.join(
          [...VOLATILE, '__drizzle_migrations'].map((n) => sql`${n}`),
          sql`, `,
        )})
        order by table_name`,
  );
  const parts = await Promise.all(
    tables.map(async ({ table_name }) => {
      const [row] = await rows<{ d: string }>(
        db,
        sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${sql.identifier(table_name)} x`,
      );
      return `${table_name}:${row!.d}`;
    }),
  );
  return parts.join('\n');
}
