// The state of a list screen: its filters and paging in one query, the page it reads, and searching
// that always fetches (a search with unchanged filters still shows rows added meanwhile).
import { useCallback, useEffect, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { PageVO } from '@caremall/contract';
import { firstPageQuery, paginationOf, useLastPageAfterDelete, type ListPaging } from '../widgets/list-paging';
import { addressOf, listQueryAt, type ListAddress } from './list-address';

export { firstPageQuery, type ListAddress };

export interface Paged {
  pageNum: number;
  pageSize: number;
}

/** Filter values as a form holds them: blank text means "any". */
const normalize = <F extends object>(filters: F): F =>
  Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)]),
  ) as F;

const sameQuery = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export interface CrudList<Q extends Paged, T> {
  query: Q;
  page: UseQueryResult<PageVO<T>>;
  /** Applies the filters from page 1; with nothing changed, fetches again. */
  search: (filters: Omit<Partial<Q>, keyof Paged>) => void;
  pagination: (showTotal?: (total: number) => string) => ListPaging;
}

/** A list query's filters: the query without its paging. */
export function filtersOf<Q extends Paged>({ pageNum: _pageNum, pageSize: _pageSize, ...filters }: Q): Omit<Q, keyof Paged> {
  return filters;
}

export function useCrudList<Q extends Paged, T>(
  usePage: (query: Q) => UseQueryResult<PageVO<T>>,
  initial: Omit<Q, keyof Paged> & Partial<Paged>,
  address?: ListAddress<Q>,
): CrudList<Q, T> {
  const [params, setParams] = useSearchParams();
  const [start] = useState<Q>(() => firstPageQuery(initial));
  const [query, setQuery] = useState<Q>(() => (address ? listQueryAt(params, start, address) : start));
  // The address follows the list (replaced, so Back leaves the list rather than stepping through its searches).
  const shown = params.toString();
  const kept = address ? addressOf(params, query, start, address).toString() : null;
  useEffect(() => {
    if (kept !== null && kept !== shown) setParams(new URLSearchParams(kept), { replace: true });
  }, [kept, shown, setParams]);
  const page = usePage(query);
  useLastPageAfterDelete(
    query.pageNum,
    page.data,
    useCallback((pageNum: number) => setQuery((q) => ({ ...q, pageNum })), []),
  );
  const search = useCallback(
    (filters: Omit<Partial<Q>, keyof Paged>) => {
      const next = { ...query, ...normalize(filters), pageNum: 1 };
      if (sameQuery(next, query)) void page.refetch();
      else setQuery(next);
    },
    [query, page],
  );
  const pagination = (showTotal?: (total: number) => string) => paginationOf(query, page.data?.total ?? 0, showTotal, setQuery);
  return { query, page, search, pagination };
}

/** A read that failed with nothing to show: how to read again (a list shows the failure, not "no data"); else undefined. */
export function retryOf(read: Pick<UseQueryResult<unknown>, 'isError' | 'data' | 'refetch'>): (() => void) | undefined {
  return read.isError && read.data === undefined ? () => void read.refetch() : undefined;
}
