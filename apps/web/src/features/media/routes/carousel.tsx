import { useTranslation } from 'react-i18next';
import type { IndexImgPageQuery, IndexImgVO } from '@caremall/contract';
import { ListPage, SelectFilter, useCrudList, useDialogId } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { useResourcesUrl } from '../../../shared/widgets/image-src';
import { PreviewThumb } from '../../../shared/widgets/preview-thumb';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button, Tag } from '../../../shared/ui';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { carouselApi } from '../api';

const CarouselDialog = lazyInAntdScope(() => import('../components/carousel-dialog').then((m) => m.CarouselDialog));

/** Menu `multishop/index-img`: carousel images of the shop, with filters, paging, the edit dialog and delete. */
export default function CarouselScreen() {
  const { t } = useTranslation('media');
  const askDelete = useConfirmDelete();
  useResourcesUrl();
  const list = useCrudList<IndexImgPageQuery, IndexImgVO>(carouselApi.usePage, {}, { imgType: 'number', status: 'number' });
  const remove = carouselApi.useDelete();
  const [dialogId, setDialogId] = useDialogId('carousel');

  const platformOptions = [
    { value: 0, label: t('carousel.mobile') },
    { value: 1, label: t('carousel.pc') },
  ];
  const statusOptions = [
    { value: 1, label: t('carousel.normal') },
    { value: 0, label: t('carousel.disabled') },
  ];

  return (
    <ListPage<IndexImgPageQuery, IndexImgVO>
      list={list}
      testId="carousel"
      create={{ perm: 'multishop:indexImg:save', onClick: () => setDialogId(0) }}
      rowKey="imgId"
      rowName={(row) => t('carousel.pictureOf', { seq: row.seq })}
      rowData={(row) => ({ seq: row.seq })}
      filters={
        <>
          <SelectFilter
            name="imgType"
            label={t('carousel.filters.platform')}
            placeholder={t('carousel.filters.all')}
            options={platformOptions}
            data-testid="carousel-filter-type"
          />
          <SelectFilter
            name="status"
            label={t('carousel.filters.status')}
            placeholder={t('carousel.filters.all')}
            options={statusOptions}
            data-testid="carousel-filter-status"
          />
        </>
      }
      columns={[
        {
          title: t('carousel.columns.picture'),
          dataIndex: 'imgUrl',
          align: 'center',
          width: 300,
          render: (url: string, row) => (
            <PreviewThumb
              path={url}
              name={t('carousel.pictureOf', { seq: row.seq })}
              style={{ maxHeight: 150, maxWidth: '100%', width: 'auto' }}
              lazy
              data-testid="carousel-picture"
            />
          ),
        },
        { title: t('carousel.columns.seq'), dataIndex: 'seq', align: 'center' },
        {
          title: t('carousel.columns.status'),
          dataIndex: 'status',
          align: 'center',
          render: (status: number) =>
            status === 0 ? <Tag tone="error">{t('carousel.disabled')}</Tag> : <Tag tone="processing">{t('carousel.normal')}</Tag>,
        },
        {
          title: t('carousel.columns.platform'),
          dataIndex: 'imgType',
          align: 'center',
          render: (imgType: number) => (imgType === 1 ? t('carousel.pc') : t('carousel.mobile')),
        },
        {
          title: t('carousel.columns.actions'),
          align: 'center',
          render: (_value, row) => (
            <span className="ui-space">
              <Auth perm="multishop:indexImg:update">
                <Button variant="link" onClick={() => setDialogId(row.imgId)} data-testid="carousel-edit">
                  {t('common:edit')}
                </Button>
              </Auth>
              <Auth perm="multishop:indexImg:delete">
                <Button variant="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.imgId))} data-testid="carousel-delete">
                  {t('common:delete')}
                </Button>
              </Auth>
            </span>
          ),
        },
      ]}
    >
      <WhenOpened open={dialogId !== null}>
        <CarouselDialog imgId={dialogId} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </ListPage>
  );
}
