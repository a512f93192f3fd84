// Many rows of one table in as few statements as PostgreSQL allows: a statement carries at most 65,535
// parameters, and a multi-row insert takes one per column of each row.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const MAX_PARAMETERS = 65_535;

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const perStatement = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length);
  for (let i = 0; i < rows.length; i += perStatement) await db.insert(table).values(rows.slice(i, i + perStatement) as never);
}

/**
 * `count` new values of an identity column, ascending: rows written together with their children (a product's
 * SKUs) know their ids before they are inserted, so all of them go in one statement.
 */
export async function nextIdentities(db: Db, table: PgTable, column: PgColumn, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, ${column.name}))::text as id from generate_series(1, ${count}::int)`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
