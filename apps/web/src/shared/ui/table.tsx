import type { HTMLAttributes, Key, ReactNode } from 'react';
import { Busy } from './busy';

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
}

export interface TableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: keyof T & string;
  /** Attributes of each row's `<tr>` (test ids, `data-*`). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  busy?: boolean;
  /** Shown in the table's body when it has no rows and is not loading. */
  emptyText: string;
  'data-testid'?: string;
}

const cellText = (value: unknown): ReactNode => (value === null || value === undefined ? '' : (value as ReactNode));

/** A bordered data table in antd's look: header, rows, the empty line, and a busy mask while a page loads. */
export function Table<T>({ columns, rows, rowKey, rowProps, busy = false, emptyText, ...rest }: TableProps<T>) {
  return (
    <Busy busy={busy}>
      <div className="ui-table-wrap">
        <table className="ui-table" {...rest}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column.key ?? column.dataIndex ?? index} scope="col" style={{ width: column.width, textAlign: column.align }}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row[rowKey] as Key} {...rowProps?.(row)}>
                {columns.map((column, index) => {
                  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
                  const content = column.render ? column.render(value, row, rowIndex) : cellText(value);
                  return (
                    <td
                      key={column.key ?? column.dataIndex ?? index}
                      style={{ textAlign: column.align }}
                      className={column.ellipsis ? 'ui-table__ellipsis' : undefined}
                      title={column.ellipsis && typeof content === 'string' ? content : undefined}
                    >
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
            {rows.length === 0 && !busy && (
              <tr>
                <td colSpan={columns.length} className="ui-table__empty">
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Busy>
  );
}
