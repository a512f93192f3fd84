// The signed-in staff member as the shell shows them, read from the database.
import { eq } from 'drizzle-orm';
import type { ShopUserSimpleVO } from '@caremall/contract';
import { shopDetail, shopUser } from '../../db/schema/index.ts';
import type { UserInfoInToken } from '../../platform/auth/tokens.ts';
import { roleIdsOf } from '../../platform/auth/permissions.ts';
import type { Db } from '../../platform/db/client.ts';
import { unauthorized } from '../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../platform/http/images.ts';

/**
 * Upstream answers the shop's name and logo; we answer the staff member's own nickname and avatar
 * (falling back to the shop's logo), which is what the navbar means to show. A staff member deleted
 * meanwhile is signed out.
 */
export async function currentShopUser(db: Db, user: UserInfoInToken, base: string): Promise<ShopUserSimpleVO> {
  const [staff] = await db.select().from(shopUser).where(eq(shopUser.shopUserId, user.userId)).limit(1);
  if (!staff) throw unauthorized();
  const [shop] = await db.select().from(shopDetail).where(eq(shopDetail.shopId, user.tenantId)).limit(1);
  return {
    nickName: staff.nickName,
    avatar: withResourcesUrl(base, staff.avatar ?? shop?.shopLogo ?? null),
    isAdmin: user.isAdmin === 1 ? 1 : 0,
    shopId: user.tenantId,
    shopType: shop?.type ?? null,
    tenantName: shop?.tenantName ?? null,
    roles: (await roleIdsOf(db, user.userId)).sort((a, b) => a - b),
  };
}
