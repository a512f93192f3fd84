import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface PaginationProps {
  current?: number;
  pageSize?: number;
  total?: number;
  pageSizeOptions?: readonly (number | string)[];
  /** antd's table paging may pass its select's options here: any of them shows the changer. */
  showSizeChanger?: boolean | object;
  showTotal?: (total: number) => ReactNode;
  onChange?: (page: number, pageSize: number) => void;
  'data-testid'?: string;
}

type Slot = number | 'gap-before' | 'gap-after';

/** Pages to offer: all of up to 7, else the first, the last and two either side of the current one. */
export function pageSlots(current: number, pages: number): Slot[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? ['gap-before' as const] : []), ...middle, ...(to < pages - 1 ? ['gap-after' as const] : []), pages];
}

/** The pager under a list: total, previous, pages, next and the page size (antd's Pagination, by keyboard too). */
export function Pagination({
  current = 1,
  pageSize = 10,
  total = 0,
  pageSizeOptions = [],
  showSizeChanger,
  showTotal,
  onChange,
  ...rest
}: PaginationProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange?.(Math.min(Math.max(page, 1), pages), pageSize);
  const sizes = [...new Set([pageSize, ...pageSizeOptions.map(Number)])].sort((a, b) => a - b);

  // The previous or next button that took the user to the first or the last page is disabled there, and the focus
  // would fall to the page: it goes to the current page's button instead, once the pager shows the new page.
  const nav = useRef<HTMLElement>(null);
  const steppedFrom = useRef<number | null>(null);
  const step = (by: -1 | 1) => {
    steppedFrom.current = current;
    go(current + by);
  };
  useEffect(() => {
    const from = steppedFrom.current;
    if (from === null || from === current) return;
    steppedFrom.current = null;
    const pager = nav.current;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || (pager?.contains(active) && (active as HTMLButtonElement).disabled);
    if (lost) pager?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  return (
    <nav className="ui-pagination" aria-label={t('pagination.label')} ref={nav} {...rest}>
      {showTotal?.(total)}
      <ul>
        <li>
          <Button aria-label={t('pagination.prev')} disabled={current <= 1} onClick={() => step(-1)}>
            ‹
          </Button>
        </li>
        {pageSlots(current, pages).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Button
                aria-current={slot === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: slot })}
                onClick={() => slot !== current && go(slot)}
              >
                {slot}
              </Button>
            </li>
          ) : (
            <li key={slot} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button aria-label={t('pagination.next')} disabled={current >= pages} onClick={() => step(1)}>
            ›
          </Button>
        </li>
      </ul>
      {showSizeChanger && (
        <select
          className="ui-select"
          aria-label={t('pagination.size')}
          value={pageSize}
          onChange={(event) => onChange?.(1, Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.perPage', { size })}
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
