import { and, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES, type OrderFilterQuery } from '@caremall/contract';
import { orders } from '../../db/schema/index.ts';
import { invalid } from '../../platform/http/envelope.ts';
import { likePattern } from '../../platform/http/like.ts';
import { parseTime } from '../../platform/http/time.ts';

function timeOf(field: string, value: string): Date {
  const parsed = parseTime(value);
  if (!parsed) throw invalid([`${field}:${ORDER_MESSAGES.timeFormat}`]);
  return parsed;
}

/** The shop's orders matching the list filters (text filters by substring, codes exactly). */
export function orderConditions(shopId: number, q: OrderFilterQuery): SQL {
  const conditions: SQL[] = [eq(orders.shopId, shopId)];
  if (q.orderId !== undefined) conditions.push(eq(orders.orderId, q.orderId));
  if (q.orderType !== undefined) conditions.push(eq(orders.orderType, q.orderType));
  if (q.payType !== undefined) conditions.push(eq(orders.payType, q.payType));
  if (q.status) conditions.push(eq(orders.status, q.status));
  if (q.deliveryType !== undefined) conditions.push(eq(orders.deliveryType, q.deliveryType));
  if (q.refundStatus !== undefined) conditions.push(eq(orders.refundStatus, q.refundStatus));
  if (q.consignee) conditions.push(ilike(orders.consignee, likePattern(q.consignee)));
  if (q.mobile) conditions.push(ilike(orders.mobile, likePattern(q.mobile)));
  if (q.stationName) conditions.push(ilike(orders.stationName, likePattern(q.stationName)));
  if (q.startTime) conditions.push(gte(orders.createTime, timeOf('startTime', q.startTime)));
  // endTime is inclusive to the second: anything before the next second matches.
  if (q.endTime) conditions.push(lt(orders.createTime, new Date(timeOf('endTime', q.endTime).getTime() + 1000)));
  return and(...conditions)!;
}
