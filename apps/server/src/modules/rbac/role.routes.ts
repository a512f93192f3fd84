import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { RoleBody } from '@caremall/contract';
import { menu, menuPermission, role, roleMenu, userRole } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import type { UserInfoInToken } from '../../platform/auth/tokens.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { PageQuery, pageOf } from '../../platform/http/page.ts';
import { formatTime } from '../../platform/http/time.ts';
import { forMenus } from '../../platform/auth/access.ts';
import { checkNotOwnRole, checkWithinOwnGrants } from '../../platform/auth/grants.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';

export const MSG_ROLE_NOT_FOUND = '角色不存在或已删除';
export const MSG_BAD_MENUS = '所选菜单或权限不存在';
const RoleIdQuery = z.object({ roleId: z.coerce.number({ error: 'roleId不能为空' }).int().positive() });

type RoleRow = typeof role.$inferSelect;
const toRoleVO = (r: RoleRow) => ({
  roleId: r.roleId,
  roleName: r.roleName,
  remark: r.remark,
  createUserId: r.createUserId,
  tenantId: r.tenantId,
  bizType: r.bizType,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

/** A role is visible only inside its tenant and biz type; anything else reads as not found. */
const ownedBy = (user: UserInfoInToken) => and(eq(role.tenantId, user.tenantId), eq(role.bizType, bizTypeOf(user)));

async function findOwnedRole(db: Db, user: UserInfoInToken, roleId: number) {
  const [row] = await db
    .select()
    .from(role)
    .where(and(eq(role.roleId, roleId), ownedBy(user)))
    .limit(1);
  if (!row) throw showFail(MSG_ROLE_NOT_FOUND);
  return row;
}

/** Only menus and permissions of the caller's biz type may be granted. */
async function checkGrantable(db: Db, bizType: number, body: RoleBody): Promise<void> {
  const menuIds = [...new Set(body.menuIds)];
  const permissionIds = [...new Set(body.menuPermissionIds)];
  if (menuIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(menu)
      .where(and(inArray(menu.menuId, menuIds), eq(menu.bizType, bizType)));
    if (found!.n !== menuIds.length) throw showFail(MSG_BAD_MENUS);
  }
  if (permissionIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(menuPermission)
      .where(and(inArray(menuPermission.menuPermissionId, permissionIds), eq(menuPermission.bizType, bizType)));
    if (found!.n !== permissionIds.length) throw showFail(MSG_BAD_MENUS);
  }
}

async function writeGrants(db: Db, roleId: number, body: RoleBody): Promise<void> {
  await db.delete(roleMenu).where(eq(roleMenu.roleId, roleId));
  const rows = [
    ...[...new Set(body.menuIds)].map((menuId) => ({ roleId, menuId })),
    ...[...new Set(body.menuPermissionIds)].map((menuPermissionId) => ({ roleId, menuPermissionId })),
  ];
  // A menu or permission deleted since checkGrantable read it fails its foreign key: the same answer.
  const badMenus = () => showFail(MSG_BAD_MENUS);
  if (rows.length)
    await refuseOnViolation({ role_menu_menu_fk: badMenus, role_menu_permission_fk: badMenus }, () => db.insert(roleMenu).values(rows));
}

export const roleRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/role/page', { config: forMenus('role', 'platformRole'), schema: { querystring: PageQuery } }, async (request) => {
    const user = currentUser(request);
    const { pageNum, pageSize } = request.query as PageQuery;
    const [total] = await db.select({ n: count() }).from(role).where(ownedBy(user));
    const rows = await db
      .select()
      .from(role)
      .where(ownedBy(user))
      .orderBy(desc(role.roleId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return ok(pageOf(rows.map(toRoleVO), total!.n, pageSize));
  });

  app.get('/role/list', { config: forMenus('role', 'platformRole', 'shopUser') }, async (request) => {
    const rows = await db
      .select()
      .from(role)
      .where(ownedBy(currentUser(request)))
      .orderBy(desc(role.roleId));
    return ok(rows.map(toRoleVO));
  });

  app.get('/role', { config: forMenus('role', 'platformRole'), schema: { querystring: RoleIdQuery } }, async (request) => {
    const { roleId } = request.query as z.infer<typeof RoleIdQuery>;
    const row = await findOwnedRole(db, currentUser(request), roleId);
    const grants = await db.select().from(roleMenu).where(eq(roleMenu.roleId, roleId));
    return ok({
      ...toRoleVO(row),
      menuIds: grants.filter((g) => g.menuId !== null).map((g) => g.menuId!),
      menuPermissionIds: grants.filter((g) => g.menuPermissionId !== null).map((g) => g.menuPermissionId!),
    });
  });

  app.post('/role', { schema: { body: RoleBody } }, async (request) => {
    const user = currentUser(request);
    const body = request.body as RoleBody;
    const bizType = bizTypeOf(user);
    await checkGrantable(db, bizType, body);
    await checkWithinOwnGrants(db, user, body);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(role)
        .values({ roleName: body.roleName, remark: body.remark ?? null, bizType, tenantId: user.tenantId, createUserId: user.userId })
        .returning({ roleId: role.roleId });
      await writeGrants(tx, created!.roleId, body);
    });
    return ok(null);
  });

  app.put('/role', { schema: { body: RoleBody } }, async (request) => {
    const user = currentUser(request);
    const body = request.body as RoleBody;
    if (!body.roleId) throw showFail(MSG_ROLE_NOT_FOUND);
    await findOwnedRole(db, user, body.roleId);
    await checkGrantable(db, bizTypeOf(user), body);
    await checkNotOwnRole(db, user, body.roleId);
    await checkWithinOwnGrants(db, user, body);
    await db.transaction(async (tx) => {
      // The update locks the role: a delete that came first leaves nothing to update, one that comes later waits.
      const updated = await tx
        .update(role)
        .set({ roleName: body.roleName, remark: body.remark ?? null })
        .where(and(eq(role.roleId, body.roleId!), ownedBy(user)))
        .returning({ roleId: role.roleId });
      if (!updated.length) throw showFail(MSG_ROLE_NOT_FOUND);
      await writeGrants(tx, body.roleId!, body);
    });
    return ok(null);
  });

  app.delete('/role', { schema: { querystring: RoleIdQuery } }, async (request) => {
    const { roleId } = request.query as z.infer<typeof RoleIdQuery>;
    const user = currentUser(request);
    await findOwnedRole(db, user, roleId);
    await db.transaction(async (tx) => {
      await tx.delete(roleMenu).where(eq(roleMenu.roleId, roleId));
      await tx.delete(userRole).where(eq(userRole.roleId, roleId));
      // Grants and assignments written meanwhile go with the role (foreign keys cascade).
      const deleted = await tx
        .delete(role)
        .where(and(eq(role.roleId, roleId), ownedBy(user)))
        .returning({ roleId: role.roleId });
      if (!deleted.length) throw showFail(MSG_ROLE_NOT_FOUND);
    });
    return ok(null);
  });
};
