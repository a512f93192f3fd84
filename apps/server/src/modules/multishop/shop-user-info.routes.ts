import { eq } from 'drizzle-orm';
import type { ShopUserSimpleVO } from '@caremall/contract';
import type { FastifyPluginAsync } from 'fastify';
import { shopDetail, shopUser } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { ok, unauthorized } from '../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../platform/http/images.ts';
import { forAnySignedIn } from '../../platform/auth/access.ts';

/**
 * Current user. Upstream answers the shop's name and logo; we answer the staff member's own
 * nickname and avatar (falling back to the shop's), which is what the navbar means to show.
 */
export const shopUserInfoRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  app.get('/m/shop_user/info', { config: forAnySignedIn("the shell shows the caller's own shop name and logo") }, async (request) => {
    const user = currentUser(request);
    const [staff] = await db.select().from(shopUser).where(eq(shopUser.shopUserId, user.userId)).limit(1);
    if (!staff) throw unauthorized();
    const [shop] = await db.select().from(shopDetail).where(eq(shopDetail.shopId, user.tenantId)).limit(1);
    const info: ShopUserSimpleVO = {
      nickName: staff.nickName,
      avatar: withResourcesUrl(config.resourcesUrl, staff.avatar ?? shop?.shopLogo ?? null),
      isAdmin: user.isAdmin === 1 ? 1 : 0,
      shopId: user.tenantId,
      shopType: shop?.type ?? null,
      tenantName: shop?.tenantName ?? null,
    };
    return ok(info);
  });
};
