import { useState } from 'react';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotSearchPageQuery, HotSearchVO } from '@caremall/contract';
import { ListPage, useCrudList } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { hotSearchApi } from '../api';
import { HotSearchDialog } from '../components/hot-search-dialog';

/** Menu `multishop/hot-search`: the shop's hot-search terms, with filters, paging, the edit dialog and delete. */
export default function HotSearchScreen() {
  const { t } = useTranslation('shop-content');
  const askDelete = useConfirmDelete();
  const list = useCrudList<HotSearchPageQuery, HotSearchVO>(hotSearchApi.usePage, {});
  const remove = hotSearchApi.useDelete();
  const [dialogId, setDialogId] = useState<number | null>(null);
  const statusOptions = [
    { value: 1, label: t('hotSearch.enabled') },
    { value: 0, label: t('hotSearch.disabled') },
  ];

  return (
    <ListPage<HotSearchPageQuery, HotSearchVO>
      list={list}
      testId="hot-search"
      clearLabel={t('clear')}
      totalText={(total) => t('total', { total })}
      create={{ perm: 'multishop:hotSearch:save', onClick: () => setDialogId(0) }}
      rowKey="hotSearchId"
      rowData={(row) => ({ title: row.title })}
      filters={
        <>
          <Form.Item name="title" label={t('hotSearch.title')}>
            <Input allowClear placeholder={t('hotSearch.titlePlaceholder')} style={{ width: 180 }} data-testid="hot-search-filter-title" />
          </Form.Item>
          <Form.Item name="content" label={t('hotSearch.content')}>
            <Input allowClear placeholder={t('hotSearch.contentPlaceholder')} style={{ width: 180 }} data-testid="hot-search-filter-content" />
          </Form.Item>
          <Form.Item name="status" label={t('hotSearch.status')}>
            <Select allowClear style={{ width: 140 }} placeholder={t('all')} options={statusOptions} data-testid="hot-search-filter-status" />
          </Form.Item>
        </>
      }
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
    >
      <HotSearchDialog hotSearchId={dialogId} onClose={() => setDialogId(null)} />
    </ListPage>
  );
}
