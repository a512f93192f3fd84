import { useState } from 'react';
import { Card, Empty, Pagination, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_TABS } from '@caremall/contract';
import { Auth } from '../../../shared/permission';
import { useResourcesUrl } from '../../../shared/widgets/image-src';
import { useOrderPage, type OrderPageQuery } from '../api';
import { ExportOrdersButton } from '../components/export-button';
import { OrderCard } from '../components/order-card';
import { OrderDeliveryDialog } from '../components/order-delivery-dialog';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { OrderFiltersForm } from '../components/order-filters';
import { filtersFromSearch, type OrderFilters } from '../order-query';
import '../components/order.css';

const PAGE_SIZES = [10, 20, 30, 50];

/** Menu 148 `order/order` (the home route): filters, status tabs, order cards, detail and ship dialogs. */
export default function OrderListPage() {
  const { t } = useTranslation('order');
  useResourcesUrl();
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilters>(() => filtersFromSearch(searchParams));
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [detailId, setDetailId] = useState<number | null>(null);
  const [deliverId, setDeliverId] = useState<number | null>(null);
  const query: OrderPageQuery = { ...filters, ...paging };
  const page = useOrderPage(query);

  const search = (next: OrderFilters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const tab = filters.status && (ORDER_STATUS_TABS as readonly (number | null)[]).includes(filters.status) ? String(filters.status) : 'all';
  const list = page.data?.list ?? [];

  return (
    <Card data-testid="order-page">
      <OrderFiltersForm
        value={filters}
        onSearch={search}
        extra={
          <Auth perm="order:order:exportCsv">
            <ExportOrdersButton filters={filters} />
          </Auth>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => search({ ...filters, status: key === 'all' ? undefined : Number(key) })}
        data-testid="order-status-tabs"
        items={ORDER_STATUS_TABS.map((status) => ({
          key: status === null ? 'all' : String(status),
          label: <span data-testid={`order-tab-${status ?? 'all'}`}>{status === null ? t('tabs.all') : t(`status.${status}`)}</span>,
        }))}
      />
      <div className="order-list-head">
        <span>{t('list.product')}</span>
        <span>{t('list.total')}</span>
        <span>{t('list.buyer')}</span>
        <span>{t('list.state')}</span>
        <span>{t('list.actions')}</span>
      </div>
      <Spin spinning={page.isFetching}>
        <div data-testid="order-list" data-loading={page.isFetching ? 'true' : 'false'} style={{ minHeight: 120 }}>
          {list.map((order) => (
            <OrderCard key={order.orderId} order={order} onDetail={setDetailId} onDeliver={setDeliverId} />
          ))}
          {!page.isFetching && list.length === 0 && <Empty description={t('list.empty')} data-testid="order-empty" />}
        </div>
      </Spin>
      <Pagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={paging.pageNum}
        pageSize={paging.pageSize}
        total={page.data?.total ?? 0}
        pageSizeOptions={PAGE_SIZES}
        showSizeChanger
        showTotal={(total) => <span data-testid="order-total">{t('list.totalText', { total })}</span>}
        onChange={(pageNum, pageSize) => setPaging((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize }))}
      />
      <OrderDetailDialog orderId={detailId} onClose={() => setDetailId(null)} />
      <OrderDeliveryDialog orderId={deliverId} onClose={() => setDeliverId(null)} />
    </Card>
  );
}
