// The calls of the category screen (contract CATEGORY_PATHS): the shop's categories, one category, and
// the writes, which also refresh the product screens' copies of the categories and their products.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_PATHS, type CategoryBody, type CategoryStatusBody, type CategoryUpdateBody, type CategoryVO } from '@caremall/contract';
import { readListsAgain } from '../../shared/crud';
import { http } from '../../shared/http';

const P = CATEGORY_PATHS.full;
const keys = {
  all: ['category'] as const,
  shop: ['category', 'shop'] as const,
  detail: (categoryId: number) => ['category', 'detail', categoryId] as const,
};
/** The product screens cache categories and products under this key; shelf-off changes products too. */
const PRODUCT_SCREENS = ['spu'] as const;

export const useShopCategoryList = () => useQuery({ queryKey: keys.shop, queryFn: () => http.get<CategoryVO[]>(P.shopCategories) });

/** The record of the edit dialog: `null` (closed) and `0` (create) load nothing. */
export const useCategory = (categoryId: number | null) =>
  useQuery({
    queryKey: keys.detail(categoryId ?? 0),
    queryFn: () => http.get<CategoryVO>(P.one, { categoryId: categoryId! }),
    enabled: categoryId !== null && categoryId > 0,
    gcTime: 0,
    meta: { listsOnRefusal: keys.all },
  });

function useInvalidating<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: keys.all }), client.invalidateQueries({ queryKey: PRODUCT_SCREENS })]);
    },
    onError: () => readListsAgain(client, keys.all, 'detail'),
  });
}

export const useSaveCategory = () =>
  useInvalidating((body: CategoryBody & Pick<CategoryUpdateBody, 'version'>) => (body.categoryId ? http.put(P.one, body) : http.post(P.one, body)));
export const useDeleteCategory = () => useInvalidating((categoryId: number) => http.delete(P.one, { params: { categoryId } }));
export const useCategoryStatus = () => useInvalidating((input: CategoryStatusBody) => http.put<boolean>(P.status, input));
