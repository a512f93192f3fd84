import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Lists count their rows exactly up to this many; past it the total is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

type Row = Record<string, unknown>;

/** Rows PostgreSQL expects the query to return (EXPLAIN's top plan node). */
async function plannedRows(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Row[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The total of a paged list. An exact count(*) of a shop's 100,000 orders costs tens of milliseconds on
 * every page, so the count stops after `exactLimit` rows; a larger list reports the planner's estimate
 * (never less than exactLimit + 1). Small and filtered lists — what a merchant pages through to the end —
 * stay exact.
 */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined, exactLimit = EXACT_COUNT_LIMIT): Promise<number> {
  const rows = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const [capped] = await db.select({ n: count() }).from(rows.limit(exactLimit + 1).as('capped'));
  const exact = Number(capped?.n ?? 0);
  if (exact <= exactLimit) return exact;
  return Math.max(exactLimit + 1, await plannedRows(db, rows.getSQL()));
}
