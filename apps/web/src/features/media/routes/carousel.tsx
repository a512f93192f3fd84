import { useState } from 'react';
import { Button, Form, Image, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IndexImgPageQuery, IndexImgVO } from '@caremall/contract';
import { ListPage, useCrudList } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { imageSrc, useResourcesUrl } from '../../../shared/widgets/image-src';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { carouselApi } from '../api';
import { CarouselDialog } from '../components/carousel-dialog';

/** Menu `multishop/index-img`: carousel images of the shop, with filters, paging, the edit dialog and delete. */
export default function CarouselScreen() {
  const { t } = useTranslation('media');
  const askDelete = useConfirmDelete();
  useResourcesUrl();
  const list = useCrudList<IndexImgPageQuery, IndexImgVO>(carouselApi.usePage, {});
  const remove = carouselApi.useDelete();
  const [dialogId, setDialogId] = useState<number | null>(null);

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
      totalText={(total) => t('carousel.total', { total })}
      create={{ perm: 'multishop:indexImg:save', onClick: () => setDialogId(0) }}
      rowKey="imgId"
      rowData={(row) => ({ seq: row.seq })}
      filters={
        <>
          <Form.Item name="imgType" label={t('carousel.filters.platform')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('carousel.filters.all')}
              options={platformOptions}
              data-testid="carousel-filter-type"
            />
          </Form.Item>
          <Form.Item name="status" label={t('carousel.filters.status')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('carousel.filters.all')}
              options={statusOptions}
              data-testid="carousel-filter-status"
            />
          </Form.Item>
        </>
      }
      columns={[
        {
          title: t('carousel.columns.picture'),
          dataIndex: 'imgUrl',
          align: 'center',
          width: 300,
          render: (url: string) => (
            <Image src={imageSrc(url)} alt={t('carousel.columns.picture')} style={{ maxHeight: 150, maxWidth: '100%', width: 'auto' }} />
          ),
        },
        { title: t('carousel.columns.seq'), dataIndex: 'seq', align: 'center' },
        {
          title: t('carousel.columns.status'),
          dataIndex: 'status',
          align: 'center',
          render: (status: number) =>
            status === 0 ? <Tag color="error">{t('carousel.disabled')}</Tag> : <Tag color="processing">{t('carousel.normal')}</Tag>,
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
            <Space>
              <Auth perm="multishop:indexImg:update">
                <Button type="link" onClick={() => setDialogId(row.imgId)} data-testid="carousel-edit">
                  {t('common:edit')}
                </Button>
              </Auth>
              <Auth perm="multishop:indexImg:delete">
                <Button type="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.imgId))} data-testid="carousel-delete">
                  {t('common:delete')}
                </Button>
              </Auth>
            </Space>
          ),
        },
      ]}
    >
      <CarouselDialog imgId={dialogId} onClose={() => setDialogId(null)} />
    </ListPage>
  );
}
