import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryCompanyVO, OrderDeliveryBody, OrderListVO, OrderVO, PageVO } from '@caremall/contract';
import { http } from '../../shared/http';
import type { OrderFilters } from './order-query';

export interface OrderPageQuery extends OrderFilters {
  pageNum: number;
  pageSize: number;
}

const keys = {
  all: ['orders'] as const,
  page: (query: OrderPageQuery) => [...keys.all, 'page', query] as const,
  info: (orderId: number) => [...keys.all, 'info', orderId] as const,
  itemsAndAddress: (orderId: number) => [...keys.all, 'items-and-address', orderId] as const,
};

export const useOrderPage = (query: OrderPageQuery) =>
  useQuery({
    queryKey: keys.page(query),
    queryFn: () => http.get<PageVO<OrderListVO>>('/mall_order/m/order/page', { ...query }),
    placeholderData: keepPreviousData,
  });

export const useOrderInfo = (orderId: number | null) =>
  useQuery({
    queryKey: keys.info(orderId ?? 0),
    queryFn: () => http.get<OrderVO>(`/mall_order/m/order/order_info/${orderId}`),
    enabled: orderId !== null,
  });

/** What the ship dialog needs: items with their shipped counts, and the packages so far. */
export const useOrderItemsAndAddress = (orderId: number | null) =>
  useQuery({
    queryKey: keys.itemsAndAddress(orderId ?? 0),
    queryFn: () => http.get<OrderVO>(`/mall_order/m/order/order_item_and_address/${orderId}`),
    enabled: orderId !== null,
    gcTime: 0,
  });

export const useDeliveryCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: ['delivery-companies'],
    queryFn: () => http.get<DeliveryCompanyVO[]>('/mall_delivery/m/delivery_company/list'),
    enabled,
    staleTime: 5 * 60_000,
  });

export function useShipOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderDeliveryBody) => http.post('/mall_order/m/order/delivery', body),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
