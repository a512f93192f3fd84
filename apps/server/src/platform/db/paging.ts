// One paging helper for every list: the page's rows in the list's order, and the total the way every
// list reports it (exact up to countRows' limit, the planner's estimate past it).
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
