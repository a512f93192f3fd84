import { useEffect, useId, useState } from 'react';
import { Descriptions, Divider, Empty, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { Tabs } from '../../../shared/ui';
import { Modal } from '../../../shared/widgets/modal';
import { useTranslation } from 'react-i18next';
import { DeliveryType, type DeliveryExpressVO, type OrderItemVO, type OrderVO } from '@caremall/contract';
import { useOrderInfo } from '../api';
import { STATUS_TONE, statusHint, statusText, yuan } from '../lib/order-labels';
import { OrderProgress } from './order-progress';
import { PackageCarousel } from './package-carousel';
import { itemColumns } from './item-columns';

/** Three pairs a line; two on a tablet, one on a phone, where three left each value a letter wide. */
const DETAIL_COLUMNS = { xs: 1, sm: 2, md: 3 };

/** Spec section 9: the detail header sticks once the body scrolled past 400 px. */
const STICKY_AFTER_PX = 400;

export interface OrderDetailDialogProps {
  orderId: number | null;
  onClose: () => void;
}

function PackagePanel({ pkg }: { pkg: DeliveryExpressVO }) {
  const { t } = useTranslation('order');
  const express = pkg.deliveryType === DeliveryType.EXPRESS && pkg.deliveryNo;
  return (
    <div data-testid="order-package" data-package-no={pkg.packageNo}>
      <Descriptions size="small" column={DETAIL_COLUMNS}>
        <Descriptions.Item label={t('detail.deliveryMethod')}>{express ? t('deliveryType.1') : t('detail.noLogistics')}</Descriptions.Item>
        {express && <Descriptions.Item label={t('detail.company')}>{pkg.deliveryCompanyName}</Descriptions.Item>}
        {express && (
          <Descriptions.Item label={t('detail.deliveryNo')}>
            <span data-testid="order-package-no">{pkg.deliveryNo}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('detail.shippedAt')}>{pkg.createTime}</Descriptions.Item>
      </Descriptions>
      <PackageCarousel items={pkg.orderItems} />
    </div>
  );
}

/** One tab per package (the app's tabs: antd's read "Tab 2 of 2" into each tab's name, in English whatever the language). */
function PackageTabs({ packages }: { packages: DeliveryExpressVO[] }) {
  const { t } = useTranslation('order');
  const panelId = useId();
  const [activeKey, setActiveKey] = useState(String(packages[0]!.deliveryId));
  const active = packages.find((pkg) => String(pkg.deliveryId) === activeKey) ?? packages[0]!;
  const labelOf = (pkg: DeliveryExpressVO) => t('detail.package', { no: pkg.packageNo });
  return (
    <>
      <Tabs
        data-testid="order-package-tabs"
        aria-label={t('detail.packages')}
        items={packages.map((pkg) => ({ key: String(pkg.deliveryId), label: labelOf(pkg) }))}
        activeKey={String(active.deliveryId)}
        onChange={setActiveKey}
        controls={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={labelOf(active)} style={{ marginTop: 12 }}>
        <PackagePanel key={active.deliveryId} pkg={active} />
      </div>
    </>
  );
}

function Packages({ packages }: { packages: DeliveryExpressVO[] }) {
  const { t } = useTranslation('order');
  if (!packages.length) return null;
  return (
    <>
      <Divider titlePlacement="start">{t('detail.packages')}</Divider>
      {packages.length === 1 ? <PackagePanel pkg={packages[0]!} /> : <PackageTabs packages={packages} />}
    </>
  );
}

function EventLog({ order }: { order: OrderVO }) {
  const { t } = useTranslation('order');
  const events = (
    [
      ['create', order.createTime],
      ['pay', order.payTime],
      ['delivery', order.deliveryTime],
      ['complete', order.finallyTime],
      ['cancel', order.cancelTime],
      ['update', order.updateTime],
    ] as const
  ).filter(([, time]) => time);
  return (
    <Timeline
      data-testid="order-event-log"
      items={[...events]
        .sort((a, b) => String(a[1]).localeCompare(String(b[1])))
        .map(([kind, time]) => ({ content: `${t(`detail.events.${kind}`)}  ${time}` }))}
    />
  );
}

function DetailBody({ order, sticky }: { order: OrderVO; sticky: boolean }) {
  const { t } = useTranslation('order');
  const pickup = order.deliveryType === DeliveryType.PICKUP;
  const addr = order.orderAddr;
  const itemsTotal = order.orderItems.reduce((sum, i) => sum + i.spuTotalAmount, 0);
  return (
    <>
      <div className={`order-detail-head${sticky ? ' is-sticky' : ''}`} data-testid="order-detail-head" data-sticky={sticky ? 'true' : 'false'}>
        <Descriptions size="small" column={DETAIL_COLUMNS}>
          <Descriptions.Item label={t('detail.orderNo')}>
            <span data-testid="order-detail-number">{order.orderId}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.createTime')}>{order.createTime}</Descriptions.Item>
          <Descriptions.Item label={t('detail.orderType')}>{t(`orderType.${order.orderType}`)}</Descriptions.Item>
        </Descriptions>
        <div>
          <Tag color={STATUS_TONE[order.status]} data-testid="order-detail-status">
            {statusText(t, order)}
          </Tag>
          <Typography.Text type="secondary" data-testid="order-detail-hint">
            {statusHint(t, order)}
          </Typography.Text>
        </div>
      </div>
      <div style={{ margin: '16px 0' }}>
        <OrderProgress order={order} />
      </div>
      <Packages packages={order.deliveryExpresses} />
      <Divider titlePlacement="start">{t('detail.recipient')}</Divider>
      <Descriptions size="small" column={DETAIL_COLUMNS} data-testid="order-detail-recipient">
        <Descriptions.Item label={pickup ? t('detail.pickupPerson') : t('detail.consignee')}>{addr.consignee}</Descriptions.Item>
        <Descriptions.Item label={t('detail.mobile')}>{addr.mobile}</Descriptions.Item>
        {/* Spec §2: province, city, area and address for every delivery type; a pickup order names its station too. */}
        <Descriptions.Item label={t('detail.province')}>{addr.province}</Descriptions.Item>
        <Descriptions.Item label={t('detail.city')}>{addr.city}</Descriptions.Item>
        <Descriptions.Item label={t('detail.district')}>{addr.area}</Descriptions.Item>
        <Descriptions.Item label={t('detail.address')}>{addr.addr}</Descriptions.Item>
        {pickup && <Descriptions.Item label={t('detail.station')}>{order.stationName}</Descriptions.Item>}
      </Descriptions>
      <Divider titlePlacement="start">{t('detail.shipping')}</Divider>
      <Descriptions size="small" column={DETAIL_COLUMNS}>
        <Descriptions.Item label={t('detail.shippingType')}>{t(`deliveryType.${order.deliveryType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.payType')}>{order.payType === null ? '-' : t(`payType.${order.payType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.payTime')}>{order.payTime ?? '-'}</Descriptions.Item>
        {order.remarks && <Descriptions.Item label={t('detail.remarks')}>{order.remarks}</Descriptions.Item>}
      </Descriptions>
      <Divider titlePlacement="start">{t('detail.items')}</Divider>
      <Table<OrderItemVO>
        rowKey="orderItemId"
        size="small"
        pagination={false}
        dataSource={order.orderItems}
        data-testid="order-detail-items"
        columns={[
          ...itemColumns(t, { size: 50, column: 80 }),
          { title: t('detail.count'), dataIndex: 'count', align: 'right' },
          { title: t('detail.lineTotal'), dataIndex: 'spuTotalAmount', align: 'right', render: (v: number) => `¥${yuan(v)}` },
        ]}
      />
      <Descriptions size="small" column={DETAIL_COLUMNS} style={{ marginTop: 12 }} data-testid="order-detail-totals">
        <Descriptions.Item label={t('detail.itemsTotal')}>¥{yuan(itemsTotal)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.allCount')}>{order.allCount}</Descriptions.Item>
        <Descriptions.Item label={t('detail.orderTotal')}>
          <Typography.Text type="danger" strong data-testid="order-detail-total">
            ¥{yuan(order.total)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Divider titlePlacement="start">{t('detail.log')}</Divider>
      <EventLog order={order} />
    </>
  );
}

/** Order details (80 % wide): header, progress, packages, recipient, items, totals, log. */
export function OrderDetailDialog({ orderId, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation('order');
  const info = useOrderInfo(orderId);
  const [sticky, setSticky] = useState(false);
  useEffect(() => setSticky(false), [orderId]);
  return (
    <Modal open={orderId !== null} title={t('detail.title')} width="80%" footer={null} onCancel={onClose} destroyOnHidden>
      {/* Focusable, so keyboard users can scroll it too. */}
      <div
        className="order-detail-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('detail.title')}
        data-testid="order-detail"
        onScroll={(e) => setSticky(e.currentTarget.scrollTop > STICKY_AFTER_PX)}
      >
        {info.isLoading ? (
          <div style={{ textAlign: 'center', padding: 48 }}>
            <Spin />
          </div>
        ) : info.data ? (
          <DetailBody order={info.data} sticky={sticky} />
        ) : (
          <Empty description={t('common:noData')} />
        )}
      </div>
    </Modal>
  );
}
