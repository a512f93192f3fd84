import { useTranslation } from 'react-i18next';
import type { HotSearchPageQuery, HotSearchVO } from '@caremall/contract';
import { ListPage, SelectFilter, TextFilter, useCrudList, useDialogId } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button, Tag } from '../../../shared/ui';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { hotSearchApi } from '../api';

const HotSearchDialog = lazyInAntdScope(() => import('../components/hot-search-dialog').then((m) => m.HotSearchDialog));

/** Menu `multishop/hot-search`: the shop's hot-search terms, with filters, paging, the edit dialog and delete. */
export default function HotSearchScreen() {
  const { t } = useTranslation('shop-content');
  const askDelete = useConfirmDelete();
  const list = useCrudList<HotSearchPageQuery, HotSearchVO>(hotSearchApi.usePage, {}, { title: 'text', content: 'text', status: 'number' });
  const remove = hotSearchApi.useDelete();
  const [dialogId, setDialogId] = useDialogId('hot-search');
  const statusOptions = [
    { value: 1, label: t('hotSearch.enabled') },
    { value: 0, label: t('hotSearch.disabled') },
  ];

  return (
    <ListPage<HotSearchPageQuery, HotSearchVO>
      list={list}
      testId="hot-search"
      clearLabel={t('clear')}
      create={{ perm: 'multishop:hotSearch:save', onClick: () => setDialogId(0) }}
      rowKey="hotSearchId"
      rowName={(row) => row.title}
      rowData={(row) => ({ title: row.title })}
      filters={
        <>
          <TextFilter name="title" label={t('hotSearch.title')} placeholder={t('hotSearch.titlePlaceholder')} data-testid="hot-search-filter-title" />
          <TextFilter
            name="content"
            label={t('hotSearch.content')}
            placeholder={t('hotSearch.contentPlaceholder')}
            data-testid="hot-search-filter-content"
          />
          <SelectFilter
            name="status"
            label={t('hotSearch.status')}
            placeholder={t('all')}
            options={statusOptions}
            data-testid="hot-search-filter-status"
          />
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
          render: (status) => (status === 1 ? <Tag tone="success">{t('hotSearch.enabled')}</Tag> : <Tag tone="error">{t('hotSearch.disabled')}</Tag>),
        },
        {
          title: t('hotSearch.actions'),
          align: 'center',
          width: 160,
          render: (_value, row) => (
            <span className="ui-space">
              <Auth perm="multishop:hotSearch:update">
                <Button variant="link" onClick={() => setDialogId(row.hotSearchId)} data-testid="hot-search-edit">
                  {t('common:edit')}
                </Button>
              </Auth>
              <Auth perm="multishop:hotSearch:delete">
                <Button variant="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.hotSearchId))} data-testid="hot-search-delete">
                  {t('common:delete')}
                </Button>
              </Auth>
            </span>
          ),
        },
      ]}
    >
      <WhenOpened open={dialogId !== null}>
        <HotSearchDialog hotSearchId={dialogId} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </ListPage>
  );
}
