import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { shapedStatement, statementShape, UNNAMED, withValues } from './statement-shapes.ts';

/** Lists count their rows exactly up to this many; past it the total is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

type Row = Record<string, unknown>;

/** Rows PostgreSQL expects the query to return (EXPLAIN's top plan node), its bound values filled in. */
async function plannedRows(db: Db, query: SQL, values: Record<string, unknown>): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${withValues(query, values)}`)) as unknown as { rows: Row[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** How long a total past the exact limit is reused: it is the planner's estimate, no fresher than the last ANALYZE anyway. */
export const ESTIMATE_REUSE_MS = 10_000;
const ESTIMATES_KEPT = 1_000;

/** Per database: recent totals past the exact limit, by the count's statement and values. */
const estimates = new WeakMap<Db, Map<string, { total: number; until: number }>>();

function estimatesOf(db: Db) {
  let kept = estimates.get(db);
  if (!kept) estimates.set(db, (kept = new Map()));
  return kept;
}

/** The shape of a list's count (its statement's key), and the key its estimate is kept under: that and the call's values. */
function countShape(table: PgTable, where: SQL | undefined, exactLimit: number) {
  const shape = statementShape([where]);
  const statement = `count ${exactLimit} ${getTableName(table)} ${shape.key}`;
  return { values: shape.values, statement, key: `${statement} ${JSON.stringify(shape.values)}` };
}

/** The estimate `countRows` gave this list a moment ago, while it is reused: the list is known to be past the limit. */
export function reusedEstimate(db: Db, table: PgTable, where: SQL | undefined, exactLimit = EXACT_COUNT_LIMIT): number | undefined {
  return reusedByKey(db, countShape(table, where, exactLimit).key);
}

function reusedByKey(db: Db, key: string): number | undefined {
  const reused = estimatesOf(db).get(key);
  return reused && reused.until > Date.now() ? reused.total : undefined;
}

/** The rows a count counts. */
const countedRows = (db: Db, table: PgTable, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where);

/**
 * The total of a paged list. An exact count(*) of a shop's 100,000 orders costs tens of milliseconds on
 * every page, so the count stops after `exactLimit` rows; a larger list reports the planner's estimate
 * (never less than exactLimit + 1), and reuses it for the next calls of the same list for a few seconds,
 * which spares a big list's pages two statements each. Small and filtered lists — what a merchant pages
 * through to the end — stay exact on every call.
 */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined, exactLimit = EXACT_COUNT_LIMIT): Promise<number> {
  const { values, statement, key } = countShape(table, where, exactLimit);
  const reused = reusedByKey(db, key);
  if (reused !== undefined) return reused;
  const kept = estimatesOf(db);
  const capped = shapedStatement(db, statement, () =>
    db
      .select({ n: count() })
      .from(
        countedRows(db, table, where)
          .limit(exactLimit + 1)
          .as('capped'),
      )
      .prepare(UNNAMED),
  );
  const [counted] = await capped.execute(values);
  const exact = Number(counted?.n ?? 0);
  if (exact <= exactLimit) {
    kept.delete(key);
    return exact;
  }
  // Of every row, not of the capped count's.
  const total = Math.max(exactLimit + 1, await plannedRows(db, countedRows(db, table, where).getSQL(), values));
  kept.delete(key);
  if (kept.size >= ESTIMATES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { total, until: Date.now() + ESTIMATE_REUSE_MS });
  return total;
}
