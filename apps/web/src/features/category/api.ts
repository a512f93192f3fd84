import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryVO } from '@caremall/contract';
import { http } from '../../shared/http';

export interface CategoryBody {
  categoryId?: number;
  parentId: number;
  name: string;
  imgUrl: string;
  seq: number;
  status?: number;
  desc?: string | null;
}

const keys = {
  all: ['category'] as const,
  shop: ['category', 'shop'] as const,
  detail: (categoryId: number) => ['category', 'detail', categoryId] as const,
};

export const useShopCategoryList = () =>
  useQuery({ queryKey: keys.shop, queryFn: () => http.get<CategoryVO[]>('/mall_product/admin/category/shop_categories') });

export const useCategory = (categoryId: number | null) =>
  useQuery({
    queryKey: keys.detail(categoryId ?? 0),
    queryFn: () => http.get<CategoryVO>('/mall_product/admin/category', { categoryId: categoryId! }),
    enabled: categoryId !== null,
    gcTime: 0,
  });

/** Categories feed the product screens too (selectors, filters), and shelf-off changes products. */
function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: keys.all }), client.invalidateQueries({ queryKey: ['spu'] })]);
    },
  });
}

export const useSaveCategory = () =>
  useInvalidating((body: CategoryBody) =>
    body.categoryId ? http.put('/mall_product/admin/category', body) : http.post('/mall_product/admin/category', body),
  );
export const useDeleteCategory = () =>
  useInvalidating((categoryId: number) => http.delete('/mall_product/admin/category', { params: { categoryId } }));
export const useCategoryStatus = () =>
  useInvalidating((input: { categoryId: number; status: number }) =>
    http.put<boolean>('/mall_product/admin/category/category_enable_or_disable', input),
  );
