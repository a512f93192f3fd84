// A list screen: inline filters with search and clear, an optional create button behind its permission,
// and the table with the spec's paging. Screens give the filter fields, columns and dialogs. Drawn with the light
// widgets: a list screen's first load carries no antd (its dialogs bring it when first opened).
import { useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@caremall/contract';
import { Auth } from '../permission';
import { Button, Pagination, Table, type Column } from '../ui';
import { FilterContext, type FilterDraft } from './list-filters';
import { filtersOf, retryOf, type CrudList, type Paged } from './use-crud-list';

export interface ListPageProps<Q extends Paged, T extends object> {
  list: CrudList<Q, T>;
  /** Prefix of the screen's test ids: `<id>-filters`, `<id>-search`, `<id>-clear`, `<id>-create`, `<id>-row`. */
  testId: string;
  /** The filter form's fields (`TextFilter`, `SelectFilter`, one per query key); none: no filter form. */
  filters?: ReactNode;
  /** Text of the clear button where the spec names one ("清空"); the shared "reset" otherwise. */
  clearLabel?: string;
  /** Without `perm` the button is ungated. */
  create?: { perm?: PermissionCode; onClick: () => void; label?: string };
  /** Controls that apply at once (a switch of what the list shows), on one line with the create button. */
  toolbar?: ReactNode;
  rowKey: keyof T & string;
  columns: readonly Column<T>[];
  /** What a row is ("热搜一"): its buttons end their names with it, told apart from another row's. */
  rowName?: (row: T) => string;
  /** `data-*` attributes of each row, for tests and tools. */
  rowData?: (row: T) => Record<string, string | number>;
  children?: ReactNode;
}

export function ListPage<Q extends Paged, T extends object>({
  list,
  testId,
  filters,
  clearLabel,
  create,
  toolbar,
  rowKey,
  columns,
  rowName,
  rowData,
  children,
}: ListPageProps<Q, T>) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState<FilterDraft>(() => filtersOf(list.query));
  const fieldNames = useRef(new Set<string>());
  const register = useCallback((name: string) => void fieldNames.current.add(name), []);
  const set = useCallback((name: string, value: unknown) => setDraft((current) => ({ ...current, [name]: value })), []);
  const filterState = useMemo(() => ({ draft, set, register }), [draft, set, register]);

  const fieldValues = (source: FilterDraft) => Object.fromEntries([...fieldNames.current].map((name) => [name, source[name]]));
  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search(fieldValues(draft) as Parameters<typeof list.search>[0]);
  };
  const clear = () => {
    const cleared = fieldValues({});
    setDraft((current) => ({ ...current, ...cleared }));
    list.search(cleared as Parameters<typeof list.search>[0]);
  };

  const createButton = create && (
    <Button variant="primary" icon={<PlusOutlined />} onClick={create.onClick} data-testid={`${testId}-create`}>
      {create.label ?? t('create')}
    </Button>
  );
  // Without a permission the button shows to whoever has the screen (spec §6 leaves it ungated).
  const gatedCreate = create?.perm ? <Auth perm={create.perm}>{createButton}</Auth> : createButton;
  const rowProps = (row: T) =>
    ({
      'data-testid': `${testId}-row`,
      ...Object.fromEntries(Object.entries(rowData?.(row) ?? {}).map(([k, v]) => [`data-${k}`, v])),
    }) as React.HTMLAttributes<HTMLTableRowElement>;

  return (
    <div className="ui-card">
      {filters && (
        <FilterContext.Provider value={filterState}>
          <form className="ui-filters" onSubmit={search} data-testid={`${testId}-filters`}>
            {filters}
            <span className="ui-space">
              <Button variant="primary" type="submit" data-testid={`${testId}-search`}>
                {t('search')}
              </Button>
              <Button onClick={clear} data-testid={`${testId}-clear`}>
                {clearLabel ?? t('reset')}
              </Button>
            </span>
          </form>
        </FilterContext.Provider>
      )}
      {(toolbar || create) && (
        <div className="ui-toolbar">
          {toolbar}
          {gatedCreate}
        </div>
      )}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        rows={list.page.data?.list ?? []}
        busy={list.page.isFetching}
        emptyText={t('noData')}
        onRetry={retryOf(list.page)}
        rowName={rowName}
        rowProps={rowProps}
        data-testid={`${testId}-table`}
      />
      <Pagination {...list.pagination((total) => t('total', { total }))} data-testid={`${testId}-pager`} />
      {children}
    </div>
  );
}
