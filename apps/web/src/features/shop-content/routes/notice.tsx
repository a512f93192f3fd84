import { useState } from 'react';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoticeStatus, type NoticePageQuery, type NoticeVO } from '@caremall/contract';
import { ListPage, useCrudList } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { noticeApi } from '../api';
import { NoticeDialog } from '../components/notice-dialog';

/** Menu `multishop/notice`: the shop's notices, pinned first, with filters, paging, the rich-text dialog and delete. */
export default function NoticeScreen() {
  const { t } = useTranslation('shop-content');
  const askDelete = useConfirmDelete();
  const list = useCrudList<NoticePageQuery, NoticeVO>(noticeApi.usePage, {});
  const remove = noticeApi.useDelete();
  const [dialogId, setDialogId] = useState<number | null>(null);
  const statusOptions = [
    { value: NoticeStatus.PUBLISHED, label: t('notice.published') },
    { value: NoticeStatus.REVOKED, label: t('notice.revoked') },
  ];

  return (
    <ListPage<NoticePageQuery, NoticeVO>
      list={list}
      testId="notice"
      clearLabel={t('clear')}
      totalText={(total) => t('total', { total })}
      create={{ perm: 'multishop:notice:save', onClick: () => setDialogId(0) }}
      rowKey="id"
      rowData={(row) => ({ title: row.title })}
      filters={
        <>
          <Form.Item name="title" label={t('notice.title')}>
            <Input allowClear placeholder={t('notice.titlePlaceholder')} style={{ width: 200 }} data-testid="notice-filter-title" />
          </Form.Item>
          <Form.Item name="status" label={t('notice.status')}>
            <Select allowClear style={{ width: 140 }} placeholder={t('all')} options={statusOptions} data-testid="notice-filter-status" />
          </Form.Item>
        </>
      }
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
            status === NoticeStatus.PUBLISHED ? <Tag color="success">{t('notice.published')}</Tag> : <Tag color="default">{t('notice.revoked')}</Tag>,
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
    >
      <NoticeDialog id={dialogId} onClose={() => setDialogId(null)} />
    </ListPage>
  );
}
