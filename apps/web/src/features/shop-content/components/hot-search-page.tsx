import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { HotSearchVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { useDeleteHotSearch, useHotSearchPage, type HotSearchQuery } from '../api';
import { HotSearchDialog } from './hot-search-dialog';
import { LIST_PAGE_SIZES, paginationOf, useLastPageAfterDelete } from '../../../shared/widgets/list-paging';
import { FilterActions } from '../../../shared/widgets/filter-actions';

interface Filters {
  title?: string;
  content?: string;
  status?: number;
}

/** The shop's hot-search terms: filters, list, paging, create/edit dialog and delete. */
export default function HotSearchPage() {
  const { t } = useTranslation('shop-content');
  const askDelete = useConfirmDelete();
  const [filterForm] = Form.useForm<Filters>();
  const [query, setQuery] = useState<HotSearchQuery>({ pageNum: 1, pageSize: LIST_PAGE_SIZES.default });
  const [dialogId, setDialogId] = useState<number | null>(null);
  const page = useHotSearchPage(query);
  useLastPageAfterDelete(query, page.data, setQuery);
  const remove = useDeleteHotSearch();

  const applyFilters = (filters: Filters) =>
    setQuery((q) => ({ ...q, pageNum: 1, title: filters.title?.trim() || undefined, content: filters.content?.trim() || undefined, status: filters.status }));

  const statusOptions = [
    { value: 1, label: t('hotSearch.enabled') },
    { value: 0, label: t('hotSearch.disabled') },
  ];

  return (
    <Card>
      <Form form={filterForm} layout="inline" onFinish={applyFilters} style={{ marginBottom: 16, rowGap: 8 }} data-testid="hot-search-filters">
        <Form.Item name="title" label={t('hotSearch.title')}>
          <Input allowClear placeholder={t('hotSearch.titlePlaceholder')} style={{ width: 180 }} data-testid="hot-search-filter-title" />
        </Form.Item>
        <Form.Item name="content" label={t('hotSearch.content')}>
          <Input allowClear placeholder={t('hotSearch.contentPlaceholder')} style={{ width: 180 }} data-testid="hot-search-filter-content" />
        </Form.Item>
        <Form.Item name="status" label={t('hotSearch.status')}>
          <Select allowClear style={{ width: 140 }} placeholder={t('all')} options={statusOptions} data-testid="hot-search-filter-status" />
        </Form.Item>
        <FilterActions form={filterForm} onClear={() => applyFilters({})} clearLabel={t('clear')} testIdPrefix="hot-search" />
      </Form>
      <Auth perm="multishop:hotSearch:save">
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setDialogId(0)} data-testid="hot-search-create">
          {t('common:create')}
        </Button>
      </Auth>
      <Table<HotSearchVO>
        rowKey="hotSearchId"
        bordered
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: t('common:noData') }}
        onRow={(row) => ({ 'data-testid': 'hot-search-row', 'data-title': row.title }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('hotSearch.title'), dataIndex: 'title', align: 'center' },
          { title: t('hotSearch.content'), dataIndex: 'content', align: 'center' },
          { title: t('hotSearch.createTime'), dataIndex: 'createTime', align: 'center', width: 180 },
          { title: t('hotSearch.seq'), dataIndex: 'seq', align: 'center', width: 90 },
          {
            title: t('hotSearch.status'),
            dataIndex: 'status',
            align: 'center',
            width: 110,
            render: (status: number) =>
              status === 1 ? <Tag color="success">{t('hotSearch.enabled')}</Tag> : <Tag color="error">{t('hotSearch.disabled')}</Tag>,
          },
          {
            title: t('hotSearch.actions'),
            align: 'center',
            width: 160,
            render: (_value, row) => (
              <Space>
                <Auth perm="multishop:hotSearch:update">
                  <Button type="link" onClick={() => setDialogId(row.hotSearchId)} data-testid="hot-search-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                <Auth perm="multishop:hotSearch:delete">
                  <Button type="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.hotSearchId))} data-testid="hot-search-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
        pagination={paginationOf(query, page.data?.total ?? 0, (total) => t('total', { total }), setQuery)}
      />
      <HotSearchDialog hotSearchId={dialogId} onClose={() => setDialogId(null)} />
    </Card>
  );
}
