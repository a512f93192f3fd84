import { useState } from 'react';
import { Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AttrVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Auth, useCan } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { useAttrPage, useDeleteAttr, type AttrQuery } from '../api';
import { AttrDialog } from '../components/attr-dialog';
import { paginationOf, useLastPageAfterDelete } from '../../../shared/widgets/list-paging';
import { FilterActions } from '../../../shared/widgets/filter-actions';

const EDIT = 'product:attr:update';
const DELETE = 'product:attr:delete';

/** The shop's sales attributes: name filter, list with value tags, paging, create/edit dialog and delete. */
export default function AttrPage() {
  const { t } = useTranslation('attr');
  const can = useCan();
  const askDelete = useConfirmDelete();
  const [filterForm] = Form.useForm<{ name?: string }>();
  const [query, setQuery] = useState<AttrQuery>({ pageNum: 1, pageSize: 10 });
  const [dialogId, setDialogId] = useState<number | null>(null);
  const page = useAttrPage(query);
  const remove = useDeleteAttr();

  const search = (name?: string) => setQuery((q) => ({ ...q, pageNum: 1, name: name?.trim() || undefined }));

  useLastPageAfterDelete(query, page.data, setQuery);
  const confirmDelete = (row: AttrVO) => askDelete(() => remove.mutateAsync(row.attrId));

  return (
    <Card>
      <Form form={filterForm} layout="inline" onFinish={(v) => search(v.name)} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="name" label={t('name')}>
          <Input allowClear placeholder={t('namePlaceholder')} style={{ width: 200 }} data-testid="attr-filter-name" />
        </Form.Item>
        <FilterActions form={filterForm} onClear={() => search(undefined)} clearLabel={t('clear')} testIdPrefix="attr" />
      </Form>
      <Auth perm="product:attr:save">
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setDialogId(0)} data-testid="attr-create">
          {t('common:create')}
        </Button>
      </Auth>
      <Table<AttrVO>
        rowKey="attrId"
        bordered
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: t('common:noData') }}
        onRow={(row) => ({ 'data-testid': 'attr-row', 'data-name': row.name }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('columns.name'), dataIndex: 'name', width: 180, render: (name: string) => <span data-testid="attr-row-name">{name}</span> },
          { title: t('columns.desc'), dataIndex: 'desc', width: 220, render: (desc: string | null) => desc ?? '' },
          {
            title: t('columns.values'),
            dataIndex: 'attrValues',
            render: (values: AttrVO['attrValues']) => (
              <Space size={[4, 4]} wrap>
                {values.map((v) => (
                  <Tag key={v.attrValueId} data-testid="attr-row-value">
                    {v.value}
                  </Tag>
                ))}
              </Space>
            ),
          },
          ...(can([EDIT, DELETE])
            ? [
                {
                  title: t('columns.actions'),
                  align: 'center' as const,
                  width: 160,
                  render: (_value: unknown, row: AttrVO) => (
                    <Space>
                      <Auth perm={EDIT}>
                        <Button type="link" onClick={() => setDialogId(row.attrId)} data-testid="attr-edit">
                          {t('common:edit')}
                        </Button>
                      </Auth>
                      <Auth perm={DELETE}>
                        <Button type="link" danger onClick={() => confirmDelete(row)} data-testid="attr-delete">
                          {t('common:delete')}
                        </Button>
                      </Auth>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
        pagination={paginationOf(query, page.data?.total ?? 0, (total) => t('total', { total }), setQuery)}
      />
      <AttrDialog attrId={dialogId} onClose={() => setDialogId(null)} />
    </Card>
  );
}
