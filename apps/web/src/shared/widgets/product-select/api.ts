// The product select dialog's source (spec §7: /prod/prod/page with spuStatus, name and categoryId): the shop's
// on-sale products, quietly.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PRODUCT_SELECT_PATHS, SpuStatus, type PageVO, type SpuWithSkusVO } from '@caremall/contract';
import { http } from '../../http';

/** What the dialog shows and hands back of a product. */
export type ProductOption = Pick<SpuWithSkusVO, 'spuId' | 'name' | 'spuName' | 'mainImgUrl' | 'priceFee'>;

export const productName = (p: ProductOption) => p.spuName || p.name;

const EMPTY: PageVO<ProductOption> = { pages: 0, total: 0, list: [] };

/**
 * On-sale products of the shop, 10 per page. The product service may be missing or refuse:
 * the dialog then simply has no rows (no toast), rather than an error.
 */
export function useProductPage(query: { pageNum: number; name: string; categoryId?: number }, enabled: boolean) {
  return useQuery({
    queryKey: ['product-select', query],
    queryFn: async () => {
      try {
        const page = await http.request<PageVO<ProductOption> | null>('GET', PRODUCT_SELECT_PATHS.full.page, {
          params: {
            pageNum: query.pageNum,
            pageSize: 10,
            spuStatus: SpuStatus.ON_SHELF,
            name: query.name || undefined,
            categoryId: query.categoryId,
          },
          silent: true,
        });
        return page && Array.isArray(page.list) ? page : EMPTY;
      } catch {
        return EMPTY;
      }
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
