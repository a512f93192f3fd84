// One paging helper for every list: the page's rows in the list's order, and the total the way every
// list reports it (exact up to countRows' limit, the planner's estimate past it).
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageQuery, PageVO } from '@caremall/contract';
import type { Db } from './client.ts';
import { countRows } from './count-rows.ts';

export interface PageSource<T> {
  table: PgTable;
  where: SQL | undefined;
  /** Reads one page; `limit` and `offset` come from the page query. */
  rows: (limit: number, offset: number) => Promise<T[]>;
}

export async function readPage<T>(db: Db, query: PageQuery, source: PageSource<T>): Promise<PageVO<T>> {
  const [total, list] = await Promise.all([
    countRows(db, source.table, source.where),
    source.rows(query.pageSize, (query.pageNum - 1) * query.pageSize),
  ]);
  return { pages: Math.ceil(total / query.pageSize), total, list };
}

/**
 * The rows of one page in the list's order (`orderBy` ends with the unique `key`). Past the first page it
 * is a deferred join: the page's keys come first, from the index that serves the filter and order
 * (index-only where it holds them), and only those rows are read, so page 500 no longer reads the
 * 4,990 rows before it.
 */
export function pageRows<T extends PgTable>(db: Db, table: T, key: PgColumn, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  if (offset === 0)
    return db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit) as unknown as Promise<T['$inferSelect'][]>;
  const keys = db
    .select({ key })
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return db
    .select()
    .from(table as PgTable)
    .where(inArray(key, keys))
    .orderBy(...orderBy) as unknown as Promise<T['$inferSelect'][]>;
}
