import { useTranslation } from 'react-i18next';
import { NoticeStatus, type NoticePageQuery, type NoticeVO } from '@caremall/contract';
import { ListPage, SelectFilter, TextFilter, useCrudList, useDialogId } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button, Tag } from '../../../shared/ui';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { noticeApi } from '../api';

const NoticeDialog = lazyInAntdScope(() => import('../components/notice-dialog').then((m) => m.NoticeDialog));

/** Menu `multishop/notice`: the shop's notices, pinned first, with filters, paging, the rich-text dialog and delete. */
export default function NoticeScreen() {
  const { t } = useTranslation('shop-content');
  const askDelete = useConfirmDelete();
  const list = useCrudList<NoticePageQuery, NoticeVO>(noticeApi.usePage, {}, { title: 'text', status: 'number', isTop: 'number' });
  const remove = noticeApi.useDelete();
  const [dialogId, setDialogId] = useDialogId('notice');
  const statusOptions = [
    { value: NoticeStatus.PUBLISHED, label: t('notice.published') },
    { value: NoticeStatus.REVOKED, label: t('notice.revoked') },
  ];

  return (
    <ListPage<NoticePageQuery, NoticeVO>
      list={list}
      testId="notice"
      clearLabel={t('clear')}
      create={{ perm: 'multishop:notice:save', onClick: () => setDialogId(0) }}
      rowKey="id"
      rowName={(row) => row.title}
      rowData={(row) => ({ title: row.title })}
      filters={
        <>
          <TextFilter
            name="title"
            label={t('notice.title')}
            placeholder={t('notice.titlePlaceholder')}
            width={200}
            data-testid="notice-filter-title"
          />
          <SelectFilter name="status" label={t('notice.status')} placeholder={t('all')} options={statusOptions} data-testid="notice-filter-status" />
        </>
      }
      columns={[
        {
          title: t('notice.publishTime'),
          dataIndex: 'publishTime',
          align: 'center',
          width: 180,
          render: (time: string | null) => time ?? <span style={{ color: 'var(--ui-muted)' }}>{t('notice.notPublished')}</span>,
        },
        { title: t('notice.title'), dataIndex: 'title', align: 'center' },
        {
          title: t('notice.status'),
          dataIndex: 'status',
          align: 'center',
          width: 110,
          render: (status: number) =>
            status === NoticeStatus.PUBLISHED ? <Tag tone="success">{t('notice.published')}</Tag> : <Tag tone="default">{t('notice.revoked')}</Tag>,
        },
        {
          title: t('notice.isTop'),
          dataIndex: 'isTop',
          align: 'center',
          width: 100,
          render: (isTop: number) => (isTop === 1 ? <Tag tone="processing">{t('notice.top')}</Tag> : <Tag>{t('notice.notTop')}</Tag>),
        },
        {
          title: t('notice.actions'),
          align: 'center',
          width: 160,
          render: (_value, row) => (
            <span className="ui-space">
              <Auth perm="multishop:notice:update">
                <Button variant="link" onClick={() => setDialogId(row.id)} data-testid="notice-edit">
                  {t('common:edit')}
                </Button>
              </Auth>
              <Auth perm="multishop:notice:delete">
                <Button variant="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.id))} data-testid="notice-delete">
                  {t('common:delete')}
                </Button>
              </Auth>
            </span>
          ),
        },
      ]}
    >
      <WhenOpened open={dialogId !== null}>
        <NoticeDialog id={dialogId} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </ListPage>
  );
}
