// How an order, its status and its item lines read on the screen (labels, tones, amounts in yuan).
import type { TFunction } from 'i18next';
import { DeliveryType, OrderStatus, type OrderItemVO, type OrderListVO } from '@caremall/contract';

export const yuan = (cents: number | null | undefined) => ((cents ?? 0) / 100).toFixed(2);

/** An item line's name: the product's, then its SKU's when it has one. */
export const itemName = (item: { spuName: string; skuName?: string | null }) => (item.skuName ? `${item.spuName} ${item.skuName}` : item.spuName);

/** Status 3 reads differently for pickup orders. */
const statusKey = (order: Pick<OrderListVO, 'status' | 'deliveryType'>) =>
  order.status === OrderStatus.WAIT_RECEIPT && order.deliveryType === DeliveryType.PICKUP ? '3pickup' : String(order.status);

export const statusText = (t: TFunction, order: Pick<OrderListVO, 'status' | 'deliveryType'>) => t(`status.${statusKey(order)}`, { ns: 'order' });
export const statusHint = (t: TFunction, order: Pick<OrderListVO, 'status' | 'deliveryType'>) => t(`hint.${statusKey(order)}`, { ns: 'order' });

/**
 * What an item line shows: its refund stage when one is running (returnMoneySts 1..5),
 * "awaiting receipt" for a line already shipped while the order still waits for shipment,
 * otherwise the order's status.
 */
export function itemStatusText(
  t: TFunction,
  order: Pick<OrderListVO, 'status' | 'deliveryType'>,
  item: Pick<OrderItemVO, 'status' | 'returnMoneySts'>,
) {
  const sts = item.returnMoneySts;
  if (sts !== null && sts !== undefined && sts >= 1 && sts <= 5) return t(`returnMoney.${sts}`, { ns: 'order' });
  if (order.status === OrderStatus.WAIT_DELIVERY && item.status === 0) return t('status.3', { ns: 'order' });
  return statusText(t, order);
}

export const STATUS_TONE: Record<number, string> = { 1: 'warning', 2: 'processing', 3: 'cyan', 4: 'blue', 5: 'success', 6: 'default', 7: 'default' };
