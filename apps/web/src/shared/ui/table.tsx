import { useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Busy } from './busy';
import { Checkbox } from './checkbox';
import { useItemFocus } from './item-focus';
import { ItemName } from './item-name';
import { LoadFailed } from './load-failed';

export type SortOrder = 'ascend' | 'descend' | null;

export interface Column<T> {
  title: ReactNode;
  /** The row's field the cell shows (as text) unless `render` draws it. */
  dataIndex?: keyof T & string;
  // The cell's value is typed by the screen that draws it (as antd's columns do): a column list mixes fields.
  render?: (value: any, row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number;
  /** One line, cut with an ellipsis; the whole text is the cell's title. */
  ellipsis?: boolean;
  key?: string;
  /** A sortable column's current order (null: unsorted); its title becomes a button that steps the order. */
  sortOrder?: SortOrder;
  /** Kept in view at the table's right edge while a table wider than the screen scrolls (a row's actions). */
  fixed?: 'right';
}

/** Check boxes in a first column, and one in its header for the whole page. */
export interface RowSelection<T> {
  selected: readonly Key[];
  onChange: (keys: Key[]) => void;
  /** The accessible name of a row's check box (the row's own name). */
  label: (row: T) => string;
}

export interface TableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: keyof T & string;
  /** What the row is ("热搜一"): the row's buttons and switches end their names with it (`ItemName`). */
  rowName?: (row: T) => string;
  /** Attributes of each row's `<tr>` (test ids, `data-*`). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  busy?: boolean;
  /** Shown in the table's body when it has no rows and is not loading. */
  emptyText: string;
  /** The rows could not be read: in the empty line's place, the failure and this to read again. */
  onRetry?: () => void;
  /** A sortable column's title was pressed: its next order, antd's cycle (ascending, descending, none). */
  onSort?: (key: string, order: SortOrder) => void;
  selection?: RowSelection<T>;
  /** The table is at least this wide, scrolling sideways in a narrower area. */
  minWidth?: number;
  'data-testid'?: string;
}

/** Whether all, or some, of a page's rows are among the chosen ones (a page check box: checked, half-checked). */
export function pageChoice(keys: readonly Key[], selected: readonly Key[]): { all: boolean; some: boolean } {
  const chosen = new Set(selected);
  return { all: keys.length > 0 && keys.every((key) => chosen.has(key)), some: keys.some((key) => chosen.has(key)) };
}

const cellText = (value: unknown): ReactNode => (value === null || value === undefined ? '' : (value as ReactNode));
const NEXT_ORDER: Record<string, SortOrder> = { null: 'ascend', ascend: 'descend', descend: null };
const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

/**
 * A bordered data table in antd's look: header, rows, the empty line, and a busy mask while a page loads. A row that
 * leaves with the focus hands it to the row in its place (`useItemFocus`).
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  rowName,
  rowProps,
  busy = false,
  emptyText,
  onRetry,
  onSort,
  selection,
  minWidth,
  ...rest
}: TableProps<T>) {
  const { t } = useTranslation('common');
  const keys = rows.map((row) => row[rowKey] as Key);
  const chosen = new Set(selection?.selected);
  const { all: allChosen, some: someChosen } = pageChoice(keys, selection?.selected ?? []);
  const toggle = (key: Key) => selection?.onChange(chosen.has(key) ? [...chosen].filter((k) => k !== key) : [...chosen, key]);
  const width = (selection ? 1 : 0) + columns.length;
  const body = useRef<HTMLTableSectionElement>(null);
  useItemFocus(body, busy);

  const header = (column: Column<T>, index: number) => {
    if (column.sortOrder === undefined || !onSort) return column.title;
    const key = column.key ?? column.dataIndex ?? String(index);
    return (
      <button type="button" className="ui-table__sorter" onClick={() => onSort(key, NEXT_ORDER[String(column.sortOrder)]!)}>
        {column.title}
        <span className="ui-table__arrows" aria-hidden="true" data-order={column.sortOrder ?? 'none'} />
      </button>
    );
  };

  return (
    <Busy busy={busy}>
      <div className="ui-table-wrap">
        <table className="ui-table" style={{ minWidth }} {...rest}>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="ui-table__check">
                  <Checkbox
                    checked={allChosen}
                    indeterminate={someChosen}
                    aria-label={t('selectPage')}
                    onChange={() => selection.onChange(allChosen ? [...chosen].filter((k) => !keys.includes(k)) : [...new Set([...chosen, ...keys])])}
                  />
                </th>
              )}
              {columns.map((column, index) => (
                <th
                  key={column.key ?? column.dataIndex ?? index}
                  scope="col"
                  style={{ width: column.width, textAlign: column.align }}
                  className={column.fixed ? 'ui-table__fixed-right' : undefined}
                  aria-sort={column.sortOrder ? ARIA_SORT[column.sortOrder] : undefined}
                >
                  {header(column, index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.map((row, rowIndex) => (
              <tr key={keys[rowIndex]} {...rowProps?.(row)}>
                <ItemName name={rowName?.(row)}>
                  {selection && (
                    <td className="ui-table__check">
                      <Checkbox checked={chosen.has(keys[rowIndex]!)} aria-label={selection.label(row)} onChange={() => toggle(keys[rowIndex]!)} />
                    </td>
                  )}
                  {columns.map((column, index) => {
                    const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
                    const content = column.render ? column.render(value, row, rowIndex) : cellText(value);
                    return (
                      <td
                        key={column.key ?? column.dataIndex ?? index}
                        style={{ textAlign: column.align }}
                        className={
                          [column.ellipsis && 'ui-table__ellipsis', column.fixed && 'ui-table__fixed-right'].filter(Boolean).join(' ') || undefined
                        }
                        title={column.ellipsis && typeof content === 'string' ? content : undefined}
                      >
                        {content}
                      </td>
                    );
                  })}
                </ItemName>
              </tr>
            ))}
            {rows.length === 0 && !busy && (
              <tr>
                <td colSpan={width} className="ui-table__empty">
                  {onRetry ? <LoadFailed onRetry={onRetry} /> : emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Busy>
  );
}
