// A list screen: inline filters with search and clear, an optional create button behind its permission,
// and the table with the spec's paging. Screens give the filter fields, columns and dialogs.
import type { CSSProperties, ReactNode } from 'react';
import { Button, Card, Form, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@caremall/contract';
import { Auth } from '../permission';
import { FilterActions } from '../widgets/filter-actions';
import type { CrudList, Paged } from './use-crud-list';

export interface ListPageProps<Q extends Paged, T extends object> {
  list: CrudList<Q, T>;
  /** Prefix of the screen's test ids: `<id>-filters`, `<id>-search`, `<id>-clear`, `<id>-create`, `<id>-row`. */
  testId: string;
  /** The filter form's fields (Form.Item with a name per query key); none: no filter form. */
  filters?: ReactNode;
  /** Text of the clear button where the spec names one ("清空"); the shared "reset" otherwise. */
  clearLabel?: string;
  /** Without `perm` the button is ungated. */
  create?: { perm?: PermissionCode; onClick: () => void; label?: string };
  /** Controls that apply at once (a switch of what the list shows), on one line with the create button. */
  toolbar?: ReactNode;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** `data-*` attributes of each row, for tests and tools. */
  rowData?: (row: T) => Record<string, string | number>;
  totalText?: (total: number) => string;
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
  rowData,
  totalText,
  children,
}: ListPageProps<Q, T>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm();
  const createButton = (style?: CSSProperties) => {
    if (!create) return null;
    const button = (
      <Button type="primary" icon={<PlusOutlined />} style={style} onClick={create.onClick} data-testid={`${testId}-create`}>
        {create.label ?? t('create')}
      </Button>
    );
    // Without a permission the button shows to whoever has the screen (spec §6 leaves it ungated).
    return create.perm ? <Auth perm={create.perm}>{button}</Auth> : button;
  };
  return (
    <Card>
      {filters && (
        <Form form={form} layout="inline" onFinish={list.search} style={{ marginBottom: 16, rowGap: 8 }} data-testid={`${testId}-filters`}>
          {filters}
          <FilterActions form={form} onClear={() => list.search(form.getFieldsValue())} clearLabel={clearLabel} testIdPrefix={testId} />
        </Form>
      )}
      {toolbar ? (
        <Space style={{ marginBottom: 16 }} wrap>
          {toolbar}
          {createButton()}
        </Space>
      ) : (
        createButton({ marginBottom: 16 })
      )}
      <Table<T>
        rowKey={rowKey}
        bordered
        loading={list.page.isFetching}
        dataSource={list.page.data?.list ?? []}
        locale={{ emptyText: t('noData') }}
        onRow={(row) =>
          ({
            'data-testid': `${testId}-row`,
            ...Object.fromEntries(Object.entries(rowData?.(row) ?? {}).map(([k, v]) => [`data-${k}`, v])),
          }) as React.HTMLAttributes<HTMLElement>
        }
        columns={columns}
        pagination={list.pagination(totalText)}
      />
      {children}
    </Card>
  );
}
