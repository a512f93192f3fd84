import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LIST_PAGE_SIZES, paginationOf, useLastPageAfterDelete } from './list-paging';

describe('list paging', () => {
  it('starts at 10 a page and offers 20, 30 and 50', () => {
    const config = paginationOf({ pageNum: 1, pageSize: LIST_PAGE_SIZES.default }, 42, (n) => `共 ${n} 条`, vi.fn());
    expect(config).toMatchObject({ current: 1, pageSize: 10, total: 42, pageSizeOptions: [20, 30, 50], showSizeChanger: true });
  });

  it('keeps the page when paging, and goes back to page 1 when the page size changes', () => {
    let query = { pageNum: 1, pageSize: 10, title: '轮椅' };
    const setQuery = (update: (q: typeof query) => typeof query) => {
      query = update(query);
    };
    paginationOf(query, 42, String, setQuery).onChange!(3, 10);
    expect(query).toEqual({ pageNum: 3, pageSize: 10, title: '轮椅' });
    paginationOf(query, 42, String, setQuery).onChange!(3, 20);
    expect(query).toEqual({ pageNum: 1, pageSize: 20, title: '轮椅' });
  });
});

describe('useLastPageAfterDelete', () => {
  it('steps back to the last page when the current one is past it, empty or answered with the last page', () => {
    let pageNum = 3;
    const goToPage = (page: number) => {
      pageNum = page;
    };
    const { rerender } = renderHook(({ data }) => useLastPageAfterDelete(pageNum, data, goToPage), {
      initialProps: { data: { pages: 3, list: [1] as unknown[] } },
    });
    expect(pageNum).toBe(3);
    rerender({ data: { pages: 2, list: [] } });
    expect(pageNum).toBe(2);
    rerender({ data: { pages: 0, list: [] } });
    expect(pageNum).toBe(1);
    pageNum = 4;
    rerender({ data: { pages: 3, list: [1] } });
    expect(pageNum).toBe(3);
  });
});
