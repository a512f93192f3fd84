import { useMemo, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_TABS, type OrderListVO } from '@caremall/contract';
import { filtersOf, retryOf, useCrudList } from '../../../shared/crud/use-crud-list';
import { Auth } from '../../../shared/permission';
import { Busy, Empty, LoadFailed, Pagination, Tabs } from '../../../shared/ui';
import { useItemFocus } from '../../../shared/ui/item-focus';
import { resourcesUrlQuery, useResourcesUrl } from '../../../shared/widgets/image-src';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { useDialogId } from '../../../shared/crud/dialog-drafts';
import { orderPageQuery, useOrderPage, type OrderListQuery } from '../api';
import { ExportOrdersButton } from '../components/export-button';
import { OrderCard } from '../components/order-card';
import { OrderFiltersForm } from '../components/order-filters';
import { firstOrderPage, ORDER_LIST_ADDRESS, type OrderFilters } from '../lib/order-query';
import { useFirstPaintTakeOver } from '../../../first-paint/take-over';
import '../components/order.css';

// The screen is drawn without antd; its dialogs (tables, steps, timeline, the ship form) are antd's and load with
// it when an order is first opened or shipped.
const OrderDetailDialog = lazyInAntdScope(() => import('../components/order-detail-dialog').then((m) => m.OrderDetailDialog));
const OrderDeliveryDialog = lazyInAntdScope(() => import('../components/order-delivery-dialog').then((m) => m.OrderDeliveryDialog));

/** About how many order cards a laptop's first screen shows. */
const FIRST_SCREEN_CARDS = 4;

/** Every filter unset: a search sends the form's filters and only those. */
const NO_FILTERS: Record<keyof OrderFilters, undefined> = {
  orderId: undefined,
  orderType: undefined,
  payType: undefined,
  consignee: undefined,
  mobile: undefined,
  status: undefined,
  deliveryType: undefined,
  stationName: undefined,
  refundStatus: undefined,
  startTime: undefined,
  endTime: undefined,
};

/** The filters the list was read with, the same object while they stay the same (so paging keeps the form's unsent edits). */
function useAppliedFilters(query: OrderListQuery): OrderFilters {
  const key = JSON.stringify(filtersOf(query));
  return useMemo(() => JSON.parse(key) as OrderFilters, [key]);
}

/** The home screen's first reads start while the session loads: its first page and the pictures' address. */
export function prefetch(client: QueryClient, url: URL): void {
  void client.prefetchQuery(orderPageQuery(firstOrderPage(url.searchParams), { silent: true }));
  void client.prefetchQuery(resourcesUrlQuery);
}

/** Menu 148 `order/order` (the home route): filters, status tabs, order cards, detail and ship dialogs. */
export default function OrderListPage() {
  const { t } = useTranslation('order');
  useResourcesUrl();
  const list = useCrudList<OrderListQuery, OrderListVO>(useOrderPage, {}, ORDER_LIST_ADDRESS);
  const filters = useAppliedFilters(list.query);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [deliverId, setDeliverId] = useDialogId('delivery');
  const page = list.page;
  const listElement = useRef<HTMLDivElement>(null);
  // A fully shipped order leaves a 待发货 list with the button that had focus: the card in its place takes it.
  useItemFocus(listElement, page.isFetching);

  const search = (next: OrderFilters) => list.search({ ...NO_FILTERS, ...next });
  const tab = filters.status && (ORDER_STATUS_TABS as readonly (number | null)[]).includes(filters.status) ? String(filters.status) : 'all';
  const items = page.data?.list ?? [];
  const retry = retryOf(page);
  // The page the server drew (the first page's cards) goes in the frame that draws them here.
  useFirstPaintTakeOver(!page.isFetching);

  return (
    <div className="ui-card" data-testid="order-page">
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
        controls="order-list"
        aria-label={t('filters.status')}
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
      <Busy busy={page.isFetching}>
        <div
          id="order-list"
          ref={listElement}
          tabIndex={-1}
          data-testid="order-list"
          data-loading={page.isFetching ? 'true' : 'false'}
          style={{ minHeight: 120 }}
        >
          {items.map((order, index) => (
            <OrderCard key={order.orderId} order={order} onDetail={setDetailId} onDeliver={setDeliverId} firstScreen={index < FIRST_SCREEN_CARDS} />
          ))}
          {!page.isFetching &&
            items.length === 0 &&
            (retry ? <LoadFailed onRetry={retry} /> : <Empty description={t('list.empty')} data-testid="order-empty" />)}
        </div>
      </Busy>
      <Pagination {...list.pagination()} showTotal={(total) => <span data-testid="order-total">{t('list.totalText', { count: total })}</span>} />
      <WhenOpened open={detailId !== null}>
        <OrderDetailDialog orderId={detailId} onClose={() => setDetailId(null)} />
      </WhenOpened>
      <WhenOpened open={deliverId !== null}>
        <OrderDeliveryDialog orderId={deliverId} onClose={() => setDeliverId(null)} />
      </WhenOpened>
    </div>
  );
}
