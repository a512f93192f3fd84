import { useTranslation } from 'react-i18next';
import { canDeliver, type OrderListVO } from '@caremall/contract';
import { imageSrc } from '../../../shared/widgets/image-src';
import { LazyImage } from '../../../shared/widgets/lazy-image';
import { Button, ItemName, Tag } from '../../../shared/ui';
import { STATUS_TONE, itemStatusText, statusText, yuan } from '../lib/order-labels';

export interface OrderCardProps {
  order: OrderListVO;
  onDetail: (orderId: number) => void;
  onDeliver: (orderId: number) => void;
  /** The card is on the first screen: its pictures load at once. */
  firstScreen?: boolean;
}

/** One order of the list: header, item lines, amount, buyer, status and actions. */
export function OrderCard({ order, onDetail, onDeliver, firstScreen = false }: OrderCardProps) {
  const { t } = useTranslation('order');
  const partly = order.status === 2 && order.orderItems.some((i) => i.deliveredCount > 0);
  return (
    <div className="order-card" data-testid="order-card" data-order-id={order.orderId} data-status={order.status}>
      <div className="order-card-head">
        <span data-testid="order-card-number">{t('list.orderNo', { orderId: order.orderId })}</span>
        <span data-testid="order-card-time">{t('list.createdAt', { time: order.createTime })}</span>
        <Tag>{t(`orderType.${order.orderType}`)}</Tag>
        <Tag tone="geekblue">{t(`deliveryType.${order.deliveryType}`)}</Tag>
        {order.stationName && <span>{order.stationName}</span>}
        {order.refundStatus !== null && <Tag tone="volcano">{t(`refundStatus.${order.refundStatus}`)}</Tag>}
      </div>
      <div className="order-card-body">
        <div className="order-card-items">
          {order.orderItems.map((item) => (
            <div className="order-card-item" key={item.orderItemId} data-testid="order-card-item">
              <LazyImage src={imageSrc(item.pic)} alt="" className="order-card-pic" eager={firstScreen} />
              <div className="order-card-name">
                <div className="order-card-spu" title={item.spuName}>
                  {item.spuName}
                </div>
                {item.skuName && <div className="order-card-sku">{item.skuName}</div>}
              </div>
              <div className="order-card-price">
                <div>¥{yuan(item.price)}</div>
                <div>×{item.count}</div>
              </div>
              <div className="order-card-item-status">{itemStatusText(t, order, item)}</div>
            </div>
          ))}
        </div>
        <div className="order-card-cell" data-testid="order-card-total">
          <div className="order-card-amount">¥{yuan(order.total)}</div>
          <div>{t('list.pieces', { count: order.allCount })}</div>
          <Tag tone={order.isPayed === 1 ? 'success' : 'default'} data-testid="order-card-paid">
            {order.isPayed === 1 ? t('list.paid') : t('list.unpaid')}
          </Tag>
          {order.payType !== null && <div className="order-card-muted">{t(`payType.${order.payType}`)}</div>}
        </div>
        <div className="order-card-cell" data-testid="order-card-buyer">
          <div>{order.nickName}</div>
          <div>{order.consignee}</div>
          <div className="order-card-muted">{order.mobile}</div>
        </div>
        <div className="order-card-cell">
          <Tag tone={STATUS_TONE[order.status]} data-testid="order-card-status">
            {statusText(t, order)}
          </Tag>
          {partly && <div className="order-card-muted">{t('list.partlyShipped')}</div>}
        </div>
        <div className="order-card-cell">
          <ItemName name={t('list.orderNo', { orderId: order.orderId })}>
            <Button variant="link" onClick={() => onDetail(order.orderId)} data-testid="order-card-detail">
              {t('list.detail')}
            </Button>
            {canDeliver(order) && (
              <Button
                variant="primary"
                small
                className="order-card-deliver"
                onClick={() => onDeliver(order.orderId)}
                data-testid="order-card-deliver"
              >
                {t('list.deliver')}
              </Button>
            )}
          </ItemName>
        </div>
      </div>
    </div>
  );
}
