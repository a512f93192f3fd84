// The order filters as the screen keeps them: read from the route query, and cleaned before sending.
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

const TEXT_KEYS = ['orderId', 'consignee', 'mobile', 'stationName', 'startTime', 'endTime'] as const;
const NUMBER_KEYS = ['orderType', 'payType', 'status', 'deliveryType', 'refundStatus'] as const;
/** Fields that take digits only (the form drops anything else as it is typed). */
const DIGIT_KEYS: readonly string[] = ['orderId', 'mobile'];

/** Filters prefilled from the route query (e.g. `/order/order?status=2&consignee=张`); junk is ignored. */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim();
    if (value && (!DIGIT_KEYS.includes(key) || /^\d+$/.test(value))) filters[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= 0) filters[key] = value;
  }
  if (filters.status === 0) delete filters.status;
  return filters;
}

/** The list's first read for an address: the filters its query names, page 1 at the default size. */
export const firstOrderPage = (search: URLSearchParams) =>
  firstPageQuery<OrderFilters & { pageNum: number; pageSize: number }>(filtersFromSearch(search));

/** Drops empty values so they are not sent and do not count as a filter. */
export function cleanFilters(filters: OrderFilters): OrderFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')) as OrderFilters;
}
