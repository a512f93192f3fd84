// The staff calls (contract §4.2): staff members as a CRUD resource, their sign-in accounts, and the shop's roles to give them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ROLE_PATHS,
  SHOP_USER_PATHS,
  type RoleVO,
  type ShopAccountCreateBody,
  type ShopAccountUpdateBody,
  type ShopAccountVO,
  type ShopUserBody,
  type ShopUserPageQuery,
  type ShopUserVO,
} from '@caremall/contract';
import { crudApi } from '../../shared/crud';
import { http } from '../../shared/http';

/** Staff of the shop, newest first. */
export const shopUserApi = crudApi<ShopUserPageQuery, ShopUserVO, ShopUserBody>({
  key: 'shop-user',
  paths: SHOP_USER_PATHS.full,
  idParam: 'shopUserId',
  idOf: (body) => body.shopUserId,
});

const accountKey = (shopUserId: number) => [...shopUserApi.keys.all, 'account', shopUserId] as const;

/** A staff member's account (null when they have none); `null` loads nothing. */
export const useShopAccount = (shopUserId: number | null) =>
  useQuery({
    queryKey: accountKey(shopUserId ?? 0),
    queryFn: () => http.get<ShopAccountVO | null>(SHOP_USER_PATHS.full.account, { shopUserId: shopUserId! }),
    enabled: shopUserId !== null,
    gcTime: 0,
    meta: { listsOnRefusal: shopUserApi.keys.all },
  });

/** POST sets the first account (a password is required); PUT modifies it (an empty password keeps the current one). */
export function useSaveShopAccount(hasAccount: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopAccountCreateBody | ShopAccountUpdateBody) =>
      hasAccount ? http.put(SHOP_USER_PATHS.full.account, body) : http.post(SHOP_USER_PATHS.full.account, body),
    onSuccess: () => client.invalidateQueries({ queryKey: shopUserApi.keys.all }),
  });
}

/** The shop's roles, to give a staff member (names only: the grants are the role screen's to read). */
export const useRoleList = () => useQuery({ queryKey: [...shopUserApi.keys.all, 'roles'], queryFn: () => http.get<RoleVO[]>(ROLE_PATHS.full.list) });
