// The order screen's calls on the contract's paths and answer types: list, one order, shipping, companies, CSV export.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELIVERY_COMPANY_PATHS,
  ORDER_PATHS,
  fillPath,
  type DeliveryCompanyVO,
  type OrderDeliveryBody,
  type OrderExportLang,
  type OrderListVO,
  type OrderVO,
  type PageVO,
} from '@caremall/contract';
import { getToken } from '../../shared/auth/token';
import type { Paged } from '../../shared/crud';
import { http, toQueryString } from '../../shared/http';
import { cleanFilters, type OrderFilters } from './lib/order-query';

/** What the list sends: the filters as the screen keeps them, and the page. */
export type OrderListQuery = OrderFilters & Paged;

const P = ORDER_PATHS.full;

const keys = {
  all: ['orders'] as const,
  page: (query: OrderListQuery) => [...keys.all, 'page', query] as const,
  info: (orderId: number) => [...keys.all, 'info', orderId] as const,
  itemsAndAddress: (orderId: number) => [...keys.all, 'items-and-address', orderId] as const,
};

/** A page of the list; `silent` for a read started before the screen shows (its own read reports failures). */
export const orderPageQuery = (query: OrderListQuery, { silent = false } = {}) =>
  queryOptions({
    queryKey: keys.page(query),
    queryFn: () => http.request<PageVO<OrderListVO>>('GET', P.page, { params: { ...query }, silent }),
  });

/**
 * A page read this long before the screen mounts (its early read) is shown without reading it again. Only
 * mounting waits for it: a search, a page or a filter always reads, even back to one read a moment ago.
 */
const JUST_READ_MS = 2_000;

export const useOrderPage = (query: OrderListQuery) =>
  useQuery({
    ...orderPageQuery(query),
    placeholderData: keepPreviousData,
    refetchOnMount: (cached) => Date.now() - cached.state.dataUpdatedAt > JUST_READ_MS,
  });

export const useOrderInfo = (orderId: number | null) =>
  useQuery({
    queryKey: keys.info(orderId ?? 0),
    queryFn: () => http.get<OrderVO>(fillPath(P.info, { orderId: orderId! })),
    enabled: orderId !== null,
  });

/** What the ship dialog needs: items with their shipped counts, and the packages so far. */
export const useOrderItemsAndAddress = (orderId: number | null) =>
  useQuery({
    queryKey: keys.itemsAndAddress(orderId ?? 0),
    queryFn: () => http.get<OrderVO>(fillPath(P.itemsAndAddress, { orderId: orderId! })),
    enabled: orderId !== null,
    gcTime: 0,
    meta: { listsOnRefusal: keys.all },
  });

export const useDeliveryCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: ['delivery-companies'],
    queryFn: () => http.get<DeliveryCompanyVO[]>(DELIVERY_COMPANY_PATHS.full.list),
    enabled,
    staleTime: 5 * 60_000,
  });

export function useShipOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderDeliveryBody) => http.post(P.delivery, body),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The export's answer: the CSV file, or the first message of the envelope the server refused it with. */
export type OrderExport = { file: Blob; name: string } | { error: string };

/** Reads the filtered list as CSV (a download, so not through the JSON client). */
export async function exportOrders(filters: OrderFilters, lang: OrderExportLang): Promise<OrderExport> {
  const query = toQueryString({ ...cleanFilters(filters), lang });
  const response = await fetch(`${P.export}?${query}`, { headers: { Authorization: getToken() ?? '' } });
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await response.json()) as { msg?: string | null; data?: unknown };
    const messages = Array.isArray(body.data) ? body.data.map(String) : [];
    return { error: messages[0] ?? body.msg ?? 'Error' };
  }
  const file = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
  return { file, name };
}
