import { useState } from 'react';
import { Button, Card, Form, Image, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { IndexImgVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { imageSrc, useResourcesUrl } from '../../../shared/widgets/image-src';
import { LIST_PAGE_SIZES, paginationOf, useLastPageAfterDelete } from '../../../shared/widgets/list-paging';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { useCarouselPage, useDeleteCarousel, type CarouselQuery } from '../carousel/api';
import { CarouselDialog } from '../carousel/carousel-dialog';
import { FilterActions } from '../../../shared/widgets/filter-actions';

interface Filters {
  imgType?: number;
  status?: number;
}

/** Carousel images of the shop: filters, list, paging, create/edit dialog and delete. */
export default function CarouselPage() {
  const { t } = useTranslation('media');
  const askDelete = useConfirmDelete();
  useResourcesUrl();
  const [filterForm] = Form.useForm<Filters>();
  const [query, setQuery] = useState<CarouselQuery>({ pageNum: 1, pageSize: LIST_PAGE_SIZES.default });
  const [dialogId, setDialogId] = useState<number | null>(null);
  const page = useCarouselPage(query);
  useLastPageAfterDelete(query, page.data, setQuery);
  const remove = useDeleteCarousel();

  const applyFilters = (filters: Filters) => setQuery((q) => ({ ...q, pageNum: 1, imgType: filters.imgType, status: filters.status }));

  const confirmDelete = (row: IndexImgVO) => askDelete(() => remove.mutateAsync(row.imgId));

  const platformOptions = [
    { value: 0, label: t('carousel.mobile') },
    { value: 1, label: t('carousel.pc') },
  ];
  const statusOptions = [
    { value: 1, label: t('carousel.normal') },
    { value: 0, label: t('carousel.disabled') },
  ];

  return (
    <Card>
      <Form form={filterForm} layout="inline" onFinish={applyFilters} style={{ marginBottom: 16, rowGap: 8 }}>
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
        <FilterActions form={filterForm} onClear={() => applyFilters({})} testIdPrefix="carousel" />
      </Form>
      <Auth perm="multishop:indexImg:save">
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setDialogId(0)} data-testid="carousel-create">
          {t('common:create')}
        </Button>
      </Auth>
      <Table<IndexImgVO>
        rowKey="imgId"
        bordered
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: t('common:noData') }}
        onRow={(row) => ({ 'data-testid': 'carousel-row', 'data-seq': row.seq }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('carousel.columns.picture'),
            dataIndex: 'imgUrl',
            align: 'center',
            width: 300,
            render: (url: string) => <Image src={imageSrc(url)} style={{ maxHeight: 150, maxWidth: '100%', width: 'auto' }} />,
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
                  <Button type="link" danger onClick={() => confirmDelete(row)} data-testid="carousel-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
        pagination={paginationOf(query, page.data?.total ?? 0, (total) => t('carousel.total', { total }), setQuery)}
      />
      <CarouselDialog imgId={dialogId} onClose={() => setDialogId(null)} />
    </Card>
  );
}
