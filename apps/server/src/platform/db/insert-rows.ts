// Many rows of one table in one statement: the rows go as one JSON parameter, which PostgreSQL reads into
// the table's row type. drizzle's multi-row insert sends a parameter per value (at most 65,535 a statement),
// and building 2,000 products' statement took it longer than the embedded database took to run it.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Inserts `rows` (values JSON holds as the column's type: numbers, text, booleans, dates, JSON). A column a row
 * leaves undefined takes its default, as in drizzle's insert: rows are written in groups by the columns they give.
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  const groups = new Map<string, { given: PgColumn[]; records: Record<string, unknown>[] }>();
  for (const row of rows as Record<string, unknown>[]) {
    const given = columns.filter(([key]) => row[key] !== undefined);
    const signature = given.map(([key]) => key).join();
    let group = groups.get(signature);
    if (!group) groups.set(signature, (group = { given: given.map(([, column]) => column), records: [] }));
    group.records.push(Object.fromEntries(given.map(([key, column]) => [column.name, row[key]])));
  }
  for (const { given, records } of groups.values()) {
    const names = sql.join(
      given.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)})`);
  }
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
