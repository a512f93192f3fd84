import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { NoticeStatus, type NoticeVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { useDeleteNotice, useNoticePage, type NoticeQuery } from '../api';
import { NoticeDialog } from '../components/notice-dialog';
import { LIST_PAGE_SIZES, paginationOf, useLastPageAfterDelete } from '../../../shared/widgets/list-paging';
import { FilterActions } from '../../../shared/widgets/filter-actions';

interface Filters {
  title?: string;
  status?: number;
}

/** The shop's notices, pinned first: list, paging, create/edit dialog with rich text, delete. */
export default function NoticePage() {
  const { t } = useTranslation('shop-content');
  const askDelete = useConfirmDelete();
  const [filterForm] = Form.useForm<Filters>();
  const [query, setQuery] = useState<NoticeQuery>({ pageNum: 1, pageSize: LIST_PAGE_SIZES.default });
  const [dialogId, setDialogId] = useState<number | null>(null);
  const page = useNoticePage(query);
  useLastPageAfterDelete(query, page.data, setQuery);
  const remove = useDeleteNotice();

  const applyFilters = (filters: Filters) =>
    setQuery((q) => ({ ...q, pageNum: 1, title: filters.title?.trim() || undefined, status: filters.status }));

  const statusOptions = [
    { value: NoticeStatus.PUBLISHED, label: t('notice.published') },
    { value: NoticeStatus.REVOKED, label: t('notice.revoked') },
  ];

  return (
    <Card>
      <Form form={filterForm} layout="inline" onFinish={applyFilters} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="title" label={t('notice.title')}>
          <Input allowClear placeholder={t('notice.titlePlaceholder')} style={{ width: 200 }} data-testid="notice-filter-title" />
        </Form.Item>
        <Form.Item name="status" label={t('notice.status')}>
          <Select allowClear style={{ width: 140 }} placeholder={t('all')} options={statusOptions} data-testid="notice-filter-status" />
        </Form.Item>
        <FilterActions form={filterForm} onClear={() => applyFilters({})} clearLabel={t('clear')} testIdPrefix="notice" />
      </Form>
      <Auth perm="multishop:notice:save">
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setDialogId(0)} data-testid="notice-create">
          {t('common:create')}
        </Button>
      </Auth>
      <Table<NoticeVO>
        rowKey="id"
        bordered
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: t('common:noData') }}
        onRow={(row) => ({ 'data-testid': 'notice-row', 'data-title': row.title }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('notice.publishTime'),
            dataIndex: 'publishTime',
            align: 'center',
            width: 180,
            render: (time: string | null) => time ?? <span style={{ color: '#999' }}>{t('notice.notPublished')}</span>,
          },
          { title: t('notice.title'), dataIndex: 'title', align: 'center' },
          {
            title: t('notice.status'),
            dataIndex: 'status',
            align: 'center',
            width: 110,
            render: (status: number) =>
              status === NoticeStatus.PUBLISHED ? (
                <Tag color="success">{t('notice.published')}</Tag>
              ) : (
                <Tag color="default">{t('notice.revoked')}</Tag>
              ),
          },
          {
            title: t('notice.isTop'),
            dataIndex: 'isTop',
            align: 'center',
            width: 100,
            render: (isTop: number) => (isTop === 1 ? <Tag color="processing">{t('notice.top')}</Tag> : <Tag>{t('notice.notTop')}</Tag>),
          },
          {
            title: t('notice.actions'),
            align: 'center',
            width: 160,
            render: (_value, row) => (
              <Space>
                <Auth perm="multishop:notice:update">
                  <Button type="link" onClick={() => setDialogId(row.id)} data-testid="notice-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                <Auth perm="multishop:notice:delete">
                  <Button type="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.id))} data-testid="notice-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
        pagination={paginationOf(query, page.data?.total ?? 0, (total) => t('total', { total }), setQuery)}
      />
      <NoticeDialog id={dialogId} onClose={() => setDialogId(null)} />
    </Card>
  );
}
