import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageVO, ShopAccountVO, ShopUserVO } from '@caremall/contract';
import { http } from '../../shared/http';

export interface ShopUserQuery {
  pageNum: number;
  pageSize: number;
  nickName?: string;
}

export interface ShopUserBody {
  shopUserId?: number;
  nickName: string;
  avatar: string;
  code?: string;
  phoneNum?: string;
  roleIds: number[];
}

export interface ShopAccountBody {
  userId: number;
  username: string;
  /** Empty when modifying: the current password stays. */
  password?: string;
  status: number;
}

const keys = {
  all: ['shop-user'] as const,
  page: (query: ShopUserQuery) => [...keys.all, 'page', query] as const,
  detail: (shopUserId: number) => [...keys.all, 'detail', shopUserId] as const,
  account: (shopUserId: number) => [...keys.all, 'account', shopUserId] as const,
};

export const useShopUserPage = (query: ShopUserQuery) =>
  useQuery({
    queryKey: keys.page(query),
    queryFn: () => http.get<PageVO<ShopUserVO>>('/mall_multishop/m/shop_user/page', { ...query }),
    placeholderData: keepPreviousData,
  });

export const useShopUser = (shopUserId: number | null) =>
  useQuery({
    queryKey: keys.detail(shopUserId ?? 0),
    queryFn: () => http.get<ShopUserVO>('/mall_multishop/m/shop_user', { shopUserId: shopUserId! }),
    enabled: shopUserId !== null,
    gcTime: 0,
  });

export const useShopAccount = (shopUserId: number | null) =>
  useQuery({
    queryKey: keys.account(shopUserId ?? 0),
    queryFn: () => http.get<ShopAccountVO | null>('/mall_multishop/shop_user/account', { shopUserId: shopUserId! }),
    enabled: shopUserId !== null,
    gcTime: 0,
  });

function useInvalidatingMutation<T>(mutationFn: (value: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const useSaveShopUser = () =>
  useInvalidatingMutation((body: ShopUserBody) =>
    body.shopUserId ? http.put('/mall_multishop/m/shop_user', body) : http.post('/mall_multishop/m/shop_user', body),
  );

export const useDeleteShopUser = () =>
  useInvalidatingMutation((shopUserId: number) => http.delete('/mall_multishop/m/shop_user', { params: { shopUserId } }));

/** POST sets the first account; PUT modifies it. */
export const useSaveShopAccount = (hasAccount: boolean) =>
  useInvalidatingMutation((body: ShopAccountBody) =>
    hasAccount ? http.put('/mall_multishop/shop_user/account', body) : http.post('/mall_multishop/shop_user/account', body),
  );

/** The shop's roles, to give a staff member (names only: the grants are the role screen's to read). */
export const useRoleList = () =>
  useQuery({ queryKey: ['shop-user', 'roles'], queryFn: () => http.get<{ roleId: number; roleName: string }[]>('/mall_rbac/role/list') });
