// The order filters as the screen keeps them: kept in the page's address, and cleaned before sending.
import { listQueryAt, type ListAddress } from '../../../shared/crud/list-address';
import type { Paged } from '../../../shared/crud/use-crud-list';
import { firstPageQuery } from '../../../shared/widgets/list-paging';

/** The list filters as the page keeps them and sends them (spec section 7, order page). */
export interface OrderFilters {
  orderId?: string;
  orderType?: number;
  payType?: number;
  consignee?: string;
  mobile?: string;
  status?: number;
  deliveryType?: number;
  stationName?: string;
  refundStatus?: number;
  startTime?: string;
  endTime?: string;
}

/** Digits as typed: the order number and phone hold nothing else (the form drops anything else as it is typed). */
const digits = (text: string) => (/^\d+$/.test(text) ? text : undefined);
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** A time as the wire writes it (2026-11-29 08:00:00) that is a real one; read without a date library, which the first read at boot must not load. */
export function wireTime(text: string): string | undefined {
  const parts = WIRE_TIME.exec(text)?.slice(1).map(Number);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const same = [time.getUTCFullYear(), time.getUTCMonth() + 1, time.getUTCDate(), time.getUTCHours(), time.getUTCMinutes(), time.getUTCSeconds()];
  return same.every((value, index) => value === parts[index]) ? text : undefined;
}
/** One of a choice's values, which are all whole numbers from 0. */
const choice = (text: string) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
};

/**
 * The list's filters in its address (spec: "A route query may prefill the filters"), read as the form can hold them:
 * junk is ignored, and status 0 is every status (the 全部 tab).
 */
export const ORDER_LIST_ADDRESS: ListAddress<OrderFilters & Paged> = {
  orderId: digits,
  orderType: choice,
  payType: choice,
  consignee: 'text',
  mobile: digits,
  status: (text) => choice(text) || undefined,
  deliveryType: choice,
  stationName: 'text',
  refundStatus: choice,
  startTime: wireTime,
  endTime: wireTime,
};

/** The list's query at an address (its first read, on the server too): the filters and page it names, else page 1 at the default size. */
export const firstOrderPage = (search: URLSearchParams) => listQueryAt(search, firstPageQuery<OrderFilters & Paged>({}), ORDER_LIST_ADDRESS);

/** Drops empty values so they are not sent and do not count as a filter. */
export function cleanFilters(filters: OrderFilters): OrderFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')) as OrderFilters;
}
