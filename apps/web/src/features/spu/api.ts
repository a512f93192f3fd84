// The calls of the product screens, on the contract's paths: the product list and its edits, the publish
// form and the catalogue lists it reads, communities, take-downs and the product details.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ATTR_PATHS,
  BRAND_PATHS,
  CATEGORY_PATHS,
  OFFLINE_EVENT_PATHS,
  SPU_DETAIL_PATHS,
  SPU_PATHS,
  SPU_SEARCH_PATHS,
  fillPath,
  type AttrVO,
  type AuditApplyBody,
  type BrandVO,
  type CategoryVO,
  type CommunityQuery,
  type CommunityVO,
  type OfflineHandleEventVO,
  type PageVO,
  type ProdStatusBody,
  type SpuAdminVO,
  type SpuBody,
  type SpuDetailBody,
  type SpuDetailPageQuery,
  type SpuDetailRowVO,
  type SpuSearchQuery,
  type SpuUpdateBody,
  type SpuVO,
  type SpuWithSkusVO,
  type UpdateSpuDataBody,
} from '@caremall/contract';
import { http, type QueryParams } from '../../shared/http';

export const spuKeys = {
  all: ['spu'] as const,
  search: (q: SpuSearchQuery) => ['spu', 'search', q] as const,
  detail: (spuId: number) => ['spu', 'detail', spuId] as const,
  page: (q: SpuSearchQuery) => ['spu', 'page', q] as const,
  allDetails: ['spu', 'details'] as const,
  details: (q: SpuDetailPageQuery) => ['spu', 'details', q] as const,
  offline: (spuId: number) => ['spu', 'offline', spuId] as const,
  communities: (q: CommunityQuery) => ['spu', 'communities', q] as const,
};

/** A query object as the query string takes it. */
const params = (query: object) => ({ ...query }) as QueryParams;

export const useProductSearch = (query: SpuSearchQuery) =>
  useQuery({
    queryKey: spuKeys.search(query),
    queryFn: () => http.get<PageVO<SpuAdminVO>>(SPU_SEARCH_PATHS.full.page, params(query)),
    placeholderData: keepPreviousData,
  });

export const useSpu = (spuId: number | undefined) =>
  useQuery({
    queryKey: spuKeys.detail(spuId ?? 0),
    queryFn: () => http.get<SpuVO>(SPU_PATHS.full.admin, { spuId: spuId! }),
    enabled: spuId !== undefined,
    gcTime: 0,
  });

export const useSpuPage = (query: SpuSearchQuery) =>
  useQuery({
    queryKey: spuKeys.page(query),
    queryFn: () => http.get<PageVO<SpuWithSkusVO>>(SPU_PATHS.full.mPage, params(query)),
    placeholderData: keepPreviousData,
  });

export const useSpuDetailPage = (query: SpuDetailPageQuery) =>
  useQuery({
    queryKey: spuKeys.details(query),
    queryFn: () => http.get<PageVO<SpuDetailRowVO>>(SPU_DETAIL_PATHS.full.page, params(query)),
    placeholderData: keepPreviousData,
  });

function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: spuKeys.all }) });
}

export const useSaveSpu = () =>
  useInvalidating((body: SpuBody & Pick<SpuUpdateBody, 'version'>) =>
    body.spuId ? http.put(SPU_PATHS.full.admin, body) : http.post(SPU_PATHS.full.admin, body),
  );
export const useDeleteSpu = () => useInvalidating((spuId: number) => http.delete(SPU_PATHS.full.admin, { params: { spuId } }));
export const useUpdateSpuData = () => useInvalidating((change: UpdateSpuDataBody) => http.put(SPU_PATHS.full.updateSpuData, change));
export const useProdStatus = () => useInvalidating((input: ProdStatusBody) => http.put(SPU_PATHS.full.prodStatus, input));
export function useSaveSpuDetail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SpuDetailBody) => http.put(SPU_DETAIL_PATHS.full.one, body),
    onSuccess: () => client.invalidateQueries({ queryKey: spuKeys.all }),
    // Reopened from the list, the dialog shows the detail (and the version) as it is now.
    onError: () => client.invalidateQueries({ queryKey: spuKeys.allDetails }),
  });
}
export const useAuditApply = () => useInvalidating((body: AuditApplyBody) => http.post(OFFLINE_EVENT_PATHS.full.auditApply, body));

export const useOfflineEvent = (spuId: number | null) =>
  useQuery({
    queryKey: spuKeys.offline(spuId ?? 0),
    queryFn: () => http.get<OfflineHandleEventVO | null>(fillPath(OFFLINE_EVENT_PATHS.full.byProdId, { prodId: spuId! })),
    enabled: spuId !== null,
    gcTime: 0,
  });

export const useCommunityList = (query: CommunityQuery, enabled: boolean) =>
  useQuery({
    queryKey: spuKeys.communities(query),
    queryFn: () => http.request<PageVO<CommunityVO>>('GET', SPU_PATHS.full.communityList, { params: params(query) }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Catalogue lists the product screens read; an unavailable list reads as empty. */
async function quietList<T>(url: string, query?: QueryParams): Promise<T[]> {
  try {
    const list = await http.request<T[] | null>('GET', url, { params: query, silent: true });
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export const usePlatformCategories = () =>
  useQuery({
    queryKey: ['spu', 'platform-categories'],
    queryFn: () => quietList<CategoryVO>(CATEGORY_PATHS.full.platformCategories),
    staleTime: 60_000,
  });
export const useShopCategories = () =>
  useQuery({
    queryKey: ['spu', 'shop-categories'],
    queryFn: () => quietList<CategoryVO>(CATEGORY_PATHS.full.shopCategories),
    staleTime: 60_000,
  });
export const useBasicAttrs = (categoryId: number | undefined) =>
  useQuery({
    queryKey: ['spu', 'basic-attrs', categoryId],
    queryFn: () => quietList<AttrVO>(ATTR_PATHS.full.byCategory, { categoryId: categoryId!, attrType: 1 }),
    enabled: categoryId !== undefined,
  });
/** Cached under the key the attribute screen refreshes after a change. */
export const useShopSalesAttrs = () =>
  useQuery({ queryKey: ['spu', 'sales-attrs'], queryFn: () => quietList<AttrVO>(ATTR_PATHS.full.shopAttrs), staleTime: 60_000 });
export const useBrands = (categoryId: number | undefined) =>
  useQuery({
    queryKey: ['spu', 'brands', categoryId],
    queryFn: () => quietList<BrandVO>(BRAND_PATHS.full.byCategory, { categoryId: categoryId! }),
    enabled: categoryId !== undefined,
  });
