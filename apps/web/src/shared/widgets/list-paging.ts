import { useEffect } from 'react';

/**
 * Spec section 9: lists other than products start at 10 a page and offer 20, 30 and 50. (While a list shows 10 a
 * page, the size changer lists 10 too: it always shows the current size.)
 */
export const LIST_PAGE_SIZES = { default: 10, options: [20, 30, 50] } as const;

interface Paged {
  pageNum: number;
  pageSize: number;
}

/** The query a list screen opens with: its first page, at the default size, with the given filters. */
export const firstPageQuery = <Q extends Paged>(initial: Omit<Q, keyof Paged> & Partial<Paged>): Q =>
  ({ pageNum: 1, pageSize: LIST_PAGE_SIZES.default, ...initial }) as Q;

/** What a pager takes: the kit's `Pagination` and antd's table paging both accept it. */
export interface ListPaging {
  current: number;
  pageSize: number;
  total: number;
  pageSizeOptions: number[];
  showSizeChanger: boolean;
  showTotal?: (total: number) => string;
  onChange: (pageNum: number, pageSize: number) => void;
}

/** Table paging bound to a query; changing the page size goes back to page 1. */
export function paginationOf<Q extends Paged>(
  query: Q,
  total: number,
  showTotal: ((total: number) => string) | undefined,
  setQuery: (update: (q: Q) => Q) => void,
): ListPaging {
  return {
    current: query.pageNum,
    pageSize: query.pageSize,
    total,
    pageSizeOptions: [...LIST_PAGE_SIZES.options],
    showSizeChanger: true,
    showTotal,
    onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum: pageSize === q.pageSize ? pageNum : 1, pageSize })),
  };
}

/**
 * After the last row of the last page is deleted, show the page that now is the last one: the pager moves to it
 * (the server answers a page past the last with the last page's rows, or, as an older one did, with none).
 */
export function useLastPageAfterDelete(pageNum: number, data: { pages: number } | undefined, goToPage: (pageNum: number) => void) {
  const last = Math.max(1, data?.pages ?? 0);
  const read = data !== undefined;
  useEffect(() => {
    if (read && pageNum > last) goToPage(last);
  }, [read, last, pageNum, goToPage]);
}
