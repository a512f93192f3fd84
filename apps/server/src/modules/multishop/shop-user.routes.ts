import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AccountStatus, ShopUserBody, ShopUserMessage, type ShopUserVO } from '@caremall/contract';
import { authAccount, shopUser, userRole } from '../../db/schema/index.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { roleIdsOf } from '../../platform/auth/permissions.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../platform/http/images.ts';
import { likePattern } from '../../platform/http/like.ts';
import { PageQuery, pageOf } from '../../platform/http/page.ts';
import { MSG_BAD_PICTURE, storedPicture } from '../../platform/storage/picture-paths.ts';
import {
  adminUserIds,
  checkMayChange,
  checkRoles,
  findOwnedStaff,
  liveAccountOf,
  replaceRoles,
  revokeSessions,
  type ShopUserRow,
} from './shop-user-store.ts';
import { forMenus } from '../../platform/auth/access.ts';
import { checkAssignable, checkMayManage } from '../../platform/auth/grants.ts';

const M = ShopUserMessage;
const ShopUserIdQuery = z.object({ shopUserId: z.coerce.number({ error: 'shopUserId不能为空' }).int().positive().max(Number.MAX_SAFE_INTEGER) });
const ShopUserPageQuery = PageQuery.extend({ nickName: z.string().max(64).optional() });

/** Shop staff: each shop sees and changes only its own; roles come only from the shop's own roles. */
export const shopUserRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;

  const toVO = (r: ShopUserRow, isAdmin: boolean, roleIds: number[] | null): ShopUserVO => ({
    shopUserId: r.shopUserId,
    shopId: r.shopId,
    nickName: r.nickName,
    avatar: withResourcesUrl(config.resourcesUrl, r.avatar),
    code: r.code,
    phoneNum: r.phoneNum,
    hasAccount: r.hasAccount === 1 ? 1 : 0,
    isAdmin: isAdmin ? 1 : 0,
    roleIds,
  });

  const pictures = { base: config.resourcesUrl, keySecret: () => app.media.keySecret() };
  /** The avatar must be a picture of the shop's own library (the field's own rule makes it required). */
  const avatarOf = (shopId: number, value: string) => {
    const path = storedPicture(pictures, shopId, value);
    if (path === null) throw showFail(MSG_BAD_PICTURE);
    return path;
  };
  const fieldsOf = (shopId: number, body: ShopUserBody) => ({
    nickName: body.nickName,
    avatar: avatarOf(shopId, body.avatar),
    code: body.code ?? null,
    phoneNum: body.phoneNum ?? null,
  });

  app.get('/m/shop_user/page', { config: forMenus('shopUser'), schema: { querystring: ShopUserPageQuery } }, async (request) => {
    const user = currentUser(request);
    const { pageNum, pageSize, nickName } = request.query as z.infer<typeof ShopUserPageQuery>;
    const conditions: SQL[] = [eq(shopUser.shopId, user.tenantId)];
    if (nickName?.trim()) conditions.push(ilike(shopUser.nickName, likePattern(nickName.trim())));
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(shopUser).where(where);
    const rows = await db
      .select()
      .from(shopUser)
      .where(where)
      .orderBy(desc(shopUser.shopUserId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const admins = await adminUserIds(
      db,
      user,
      rows.map((r) => r.shopUserId),
    );
    return ok(
      pageOf(
        rows.map((r) => toVO(r, admins.has(r.shopUserId), null)),
        total!.n,
        pageSize,
      ),
    );
  });

  app.get('/m/shop_user', { config: forMenus('shopUser'), schema: { querystring: ShopUserIdQuery } }, async (request) => {
    const user = currentUser(request);
    const { shopUserId } = request.query as z.infer<typeof ShopUserIdQuery>;
    const row = await findOwnedStaff(db, user, shopUserId, M.shopUserNotFound);
    const admins = await adminUserIds(db, user, [shopUserId]);
    return ok(toVO(row, admins.has(shopUserId), await roleIdsOf(db, shopUserId)));
  });

  app.post('/m/shop_user', { schema: { body: ShopUserBody } }, async (request) => {
    const user = currentUser(request);
    const body = request.body as ShopUserBody;
    const roleIds = await checkRoles(db, user, body.roleIds ?? []);
    await checkAssignable(db, user, roleIds);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(shopUser)
        .values({ ...fieldsOf(user.tenantId, body), shopId: user.tenantId, hasAccount: 0 })
        .returning({ id: shopUser.shopUserId });
      await replaceRoles(tx, created!.id, roleIds);
    });
    return ok(null);
  });

  app.put('/m/shop_user', { schema: { body: ShopUserBody } }, async (request) => {
    const user = currentUser(request);
    const body = request.body as ShopUserBody;
    if (!body.shopUserId) throw showFail(M.shopUserNotFound);
    const shopUserId = body.shopUserId;
    await findOwnedStaff(db, user, shopUserId, M.shopUserNotFound);
    checkMayChange(user, (await adminUserIds(db, user, [shopUserId])).has(shopUserId));
    await checkMayManage(db, user, shopUserId);
    const roleIds = body.roleIds === undefined ? undefined : await checkRoles(db, user, body.roleIds);
    if (roleIds) await checkAssignable(db, user, roleIds, await roleIdsOf(db, shopUserId));
    await db.transaction(async (tx) => {
      await findOwnedStaff(tx, user, shopUserId, M.shopUserNotFound, true);
      await tx.update(shopUser).set(fieldsOf(user.tenantId, body)).where(eq(shopUser.shopUserId, shopUserId));
      if (roleIds) await replaceRoles(tx, shopUserId, roleIds);
    });
    return ok(null);
  });

  /** Deletes the staff member, their roles and account (marked deleted), and ends their sessions. */
  app.delete('/m/shop_user', { schema: { querystring: ShopUserIdQuery } }, async (request) => {
    const user = currentUser(request);
    const { shopUserId } = request.query as z.infer<typeof ShopUserIdQuery>;
    await findOwnedStaff(db, user, shopUserId, M.shopUserNotFound);
    if (shopUserId === user.userId) throw showFail(M.cannotDeleteSelf);
    const account = await liveAccountOf(db, user, shopUserId);
    if (account?.isAdmin === 1) throw showFail(M.cannotDeleteAdmin);
    await checkMayManage(db, user, shopUserId);
    await db.transaction(async (tx) => {
      // Under the staff row's lock the account is read again: one set or re-enabled meanwhile is deleted too.
      await findOwnedStaff(tx, user, shopUserId, M.shopUserNotFound, true);
      const current = await liveAccountOf(tx, user, shopUserId);
      if (current?.isAdmin === 1) throw showFail(M.cannotDeleteAdmin);
      if (current) {
        await tx.update(authAccount).set({ status: AccountStatus.DELETED }).where(eq(authAccount.uid, current.uid));
        await revokeSessions(tx, current.uid);
      }
      await tx.delete(userRole).where(eq(userRole.userId, shopUserId));
      await tx.delete(shopUser).where(and(eq(shopUser.shopUserId, shopUserId), eq(shopUser.shopId, user.tenantId)));
    });
    return ok(null);
  });
};
