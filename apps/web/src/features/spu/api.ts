import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityVO, OfflineHandleEventVO, PageVO, SpuAdminVO, SpuBody, SpuVO } from '@caremall/contract';
import { http, type QueryParams } from '../../shared/http';

export interface ProductSearch {
  pageNum: number;
  pageSize: number;
  dataType: number;
  spuId?: number;
  partyCode?: string;
  keyword?: string;
  shopPrimaryCategoryId?: number;
  shopSecondaryCategoryId?: number;
  minSaleNum?: number;
  maxSaleNum?: number;
  /** cents */
  minPrice?: number;
  maxPrice?: number;
  isCompose?: number;
  priceFeeSort?: number;
  marketPriceFeeSort?: number;
  saleNumSort?: number;
  stockSort?: number;
  seqSort?: number;
  createTimeSort?: number;
}

export interface CategoryVO {
  categoryId: number;
  parentId: number;
  name: string;
  level: number;
  status: number;
}

export interface AttrVO {
  attrId: number;
  name: string;
  searchType: number;
  attrType: number;
  attrValues: { attrValueId: number; attrId?: number; value: string }[];
}

export interface BrandVO {
  brandId: number;
  name: string;
  status: number;
  imgUrl?: string | null;
  firstLetter?: string | null;
}

export interface SpuDataChange {
  spuId: number;
  name?: string;
  seq?: number;
  priceFee?: number;
  changeStock?: number;
  skuList?: { skuId: number; priceFee?: number; changeStock?: number }[];
}

export const spuKeys = {
  all: ['spu'] as const,
  search: (q: ProductSearch) => ['spu', 'search', q] as const,
  detail: (spuId: number) => ['spu', 'detail', spuId] as const,
  page: (q: QueryParams) => ['spu', 'page', q] as const,
  details: (q: QueryParams) => ['spu', 'details', q] as const,
  offline: (spuId: number) => ['spu', 'offline', spuId] as const,
};

export const useProductSearch = (query: ProductSearch) =>
  useQuery({
    queryKey: spuKeys.search(query),
    queryFn: () => http.get<PageVO<SpuAdminVO>>('/mall_search/m/search/page', { ...query }),
    placeholderData: keepPreviousData,
  });

export const useSpu = (spuId: number | undefined) =>
  useQuery({
    queryKey: spuKeys.detail(spuId ?? 0),
    queryFn: () => http.get<SpuVO>('/mall_product/admin/spu', { spuId: spuId! }),
    enabled: spuId !== undefined,
    gcTime: 0,
  });

export const useSpuPage = (query: QueryParams) =>
  useQuery({
    queryKey: spuKeys.page(query),
    queryFn: () => http.get<PageVO<SpuVO>>('/mall_product/m/spu/page', query),
    placeholderData: keepPreviousData,
  });

export interface SpuDetailRow {
  spuId: number;
  spuName: string;
  detail: string;
  updateTime: string | null;
}

export const useSpuDetailPage = (query: QueryParams) =>
  useQuery({
    queryKey: spuKeys.details(query),
    queryFn: () => http.get<PageVO<SpuDetailRow>>('/mall_product/m/spu_detail/page', query),
    placeholderData: keepPreviousData,
  });

function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: spuKeys.all }) });
}

export const useSaveSpu = () =>
  useInvalidating((body: SpuBody) => (body.spuId ? http.put('/mall_product/admin/spu', body) : http.post('/mall_product/admin/spu', body)));
export const useDeleteSpu = () => useInvalidating((spuId: number) => http.delete('/mall_product/admin/spu', { params: { spuId } }));
export const useUpdateSpuData = () => useInvalidating((change: SpuDataChange) => http.put('/mall_product/admin/spu/update_spu_data', change));
export const useProdStatus = () =>
  useInvalidating((input: { status: 0 | 1; spuId?: number; spuIds?: number[] }) => http.put('/mall_product/admin/spu/prod_status', input));
export const useSaveSpuDetail = () => useInvalidating((body: { spuId: number; detail: string }) => http.put('/mall_product/m/spu_detail', body));
export const useAuditApply = () =>
  useInvalidating((body: { eventId: number; handleId: number; reapplyReason: string }) =>
    http.post('/mall_product/admin/product_offline_handle_event/audit_apply', body),
  );

export const useOfflineEvent = (spuId: number | null) =>
  useQuery({
    queryKey: spuKeys.offline(spuId ?? 0),
    queryFn: () =>
      http.get<OfflineHandleEventVO | null>(`/mall_product/admin/product_offline_handle_event/get_offline_handle_event_by_prodId/${spuId}`),
    enabled: spuId !== null,
    gcTime: 0,
  });

export const useCommunityList = (query: { pageNum: number; pageSize: number; communityName?: string; commType?: number }, enabled: boolean) =>
  useQuery({
    queryKey: ['spu', 'communities', query],
    queryFn: () => http.request<PageVO<CommunityVO>>('GET', '/mall_product/admin/spu/communityList', { params: { ...query } }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Catalogue lists the product screens read; an unavailable list reads as empty. */
async function quietList<T>(url: string, params?: QueryParams): Promise<T[]> {
  try {
    const list = await http.request<T[] | null>('GET', url, { params, silent: true });
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export const usePlatformCategories = () =>
  useQuery({
    queryKey: ['spu', 'platform-categories'],
    queryFn: () => quietList<CategoryVO>('/mall_product/admin/category/platform_categories'),
    staleTime: 60_000,
  });
export const useShopCategories = () =>
  useQuery({
    queryKey: ['spu', 'shop-categories'],
    queryFn: () => quietList<CategoryVO>('/mall_product/admin/category/shop_categories'),
    staleTime: 60_000,
  });
export const useBasicAttrs = (categoryId: number | undefined) =>
  useQuery({
    queryKey: ['spu', 'basic-attrs', categoryId],
    queryFn: () => quietList<AttrVO>('/mall_product/admin/attr/get_attrs_by_category_id', { categoryId: categoryId!, attrType: 1 }),
    enabled: categoryId !== undefined,
  });
export const useShopSalesAttrs = () =>
  useQuery({ queryKey: ['spu', 'sales-attrs'], queryFn: () => quietList<AttrVO>('/mall_product/admin/attr/get_shop_attrs'), staleTime: 60_000 });
export const useBrands = (categoryId: number | undefined) =>
  useQuery({
    queryKey: ['spu', 'brands', categoryId],
    queryFn: () => quietList<BrandVO>('/mall_product/admin/brand/get_brand_by_category_id', { categoryId: categoryId! }),
    enabled: categoryId !== undefined,
  });
