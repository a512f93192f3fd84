import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttrBodyInput, AttrVO, PageVO } from '@caremall/contract';
import { http } from '../../shared/http';

export interface AttrQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
}

const BASE = '/mall_product/admin/attr';
const keys = {
  all: ['attr'] as const,
  page: (query: AttrQuery) => [...keys.all, 'page', query] as const,
  detail: (attrId: number) => [...keys.all, 'detail', attrId] as const,
};
/** The product publish page caches the shop's sales attributes under this key. */
const PRODUCT_PAGE_SALES_ATTRS = ['spu', 'sales-attrs'] as const;

export const useAttrPage = (query: AttrQuery) =>
  useQuery({
    queryKey: keys.page(query),
    queryFn: () => http.get<PageVO<AttrVO>>(`${BASE}/page`, { ...query }),
    placeholderData: keepPreviousData,
  });

export const useAttr = (attrId: number | null) =>
  useQuery({
    queryKey: keys.detail(attrId ?? 0),
    queryFn: () => http.get<AttrVO>(BASE, { attrId: attrId! }),
    enabled: attrId !== null,
    gcTime: 0,
  });

function useInvalidateAttrs() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: keys.all }), client.invalidateQueries({ queryKey: PRODUCT_PAGE_SALES_ATTRS })]);
}

export function useSaveAttr() {
  const invalidate = useInvalidateAttrs();
  return useMutation({
    mutationFn: (body: AttrBodyInput) => (body.attrId ? http.put(BASE, body) : http.post(BASE, body)),
    onSuccess: invalidate,
  });
}

export function useDeleteAttr() {
  const invalidate = useInvalidateAttrs();
  return useMutation({
    mutationFn: (attrId: number) => http.delete(BASE, { params: { attrId } }),
    onSuccess: invalidate,
  });
}
