import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageVO } from '@caremall/contract';
import { http } from '../../http';

/** What the dialog needs of a product (SpuVO fields; search rows say spuName instead of name). */
export interface ProductOption {
  spuId: number;
  name?: string | null;
  spuName?: string | null;
  mainImgUrl?: string | null;
  priceFee?: number | null;
}

export const productName = (p: ProductOption) => p.spuName ?? p.name ?? '';

const EMPTY: PageVO<ProductOption> = { pages: 0, total: 0, list: [] };

/**
 * On-sale products of the shop, 10 per page. The product service may be missing or refuse:
 * the dialog then simply has no rows (no toast), rather than an error.
 */
export function useProductPage(query: { pageNum: number; name: string }, enabled: boolean) {
  return useQuery({
    queryKey: ['product-select', query],
    queryFn: async () => {
      try {
        const page = await http.request<PageVO<ProductOption> | null>('GET', '/mall_product/admin/spu/page', {
          params: { pageNum: query.pageNum, pageSize: 10, name: query.name || undefined, status: 1 },
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
