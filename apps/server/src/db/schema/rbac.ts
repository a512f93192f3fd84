import { bigint, check, foreignKey, index, pgTable, smallint, uniqueIndex, varchar, integer } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns.ts';

export const menu = pgTable(
  'menu',
  {
    menuId: id('menu_id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: id('parent_id').notNull().default(0),
    bizType: smallint('biz_type').notNull(),
    permission: varchar('permission', { length: 255 }),
    path: varchar('path', { length: 255 }).notNull().default(''),
    component: varchar('component', { length: 255 }).notNull().default(''),
    redirect: varchar('redirect', { length: 255 }),
    alwaysShow: smallint('always_show'),
    hidden: smallint('hidden').notNull().default(0),
    name: varchar('name', { length: 32 }).notNull(),
    title: varchar('title', { length: 32 }).notNull(),
    icon: varchar('icon', { length: 64 }),
    noCache: smallint('no_cache'),
    breadcrumb: smallint('breadcrumb'),
    affix: smallint('affix'),
    activeMenu: varchar('active_menu', { length: 255 }),
    seq: integer('seq').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('menu_biz_type').on(t.bizType, t.parentId)],
);

export const menuPermission = pgTable(
  'menu_permission',
  {
    menuPermissionId: id('menu_permission_id').primaryKey().generatedByDefaultAsIdentity(),
    menuId: id('menu_id').notNull(),
    bizType: smallint('biz_type').notNull(),
    permission: varchar('permission', { length: 255 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    uri: varchar('uri', { length: 255 }).notNull(),
    method: smallint('method').notNull(),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    uniqueIndex('menu_permission_code').on(t.bizType, t.permission),
    index('menu_permission_menu').on(t.menuId),
    // NOT VALID in the migration: rows already without their menu are kept (see 0009_integrity.sql).
    foreignKey({ name: 'menu_permission_menu_fk', columns: [t.menuId], foreignColumns: [menu.menuId] }),
  ],
);

export const role = pgTable(
  'role',
  {
    roleId: id('role_id').primaryKey().generatedByDefaultAsIdentity(),
    roleName: varchar('role_name', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 100 }),
    createUserId: id('create_user_id'),
    bizType: smallint('biz_type').notNull(),
    tenantId: id('tenant_id').notNull(),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('role_tenant').on(t.tenantId, t.bizType)],
);

/** One row per menu id or per menu permission id of a role (the other column null). */
export const roleMenu = pgTable(
  'role_menu',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    roleId: id('role_id').notNull(),
    menuId: id('menu_id'),
    menuPermissionId: id('menu_permission_id'),
  },
  (t) => [
    index('role_menu_role').on(t.roleId),
    uniqueIndex('role_menu_unique').on(t.roleId, sql`coalesce(menu_id, 0)`, sql`coalesce(menu_permission_id, 0)`),
    index('role_menu_menu').on(t.menuId),
    index('role_menu_menu_permission').on(t.menuPermissionId),
    foreignKey({ name: 'role_menu_role_fk', columns: [t.roleId], foreignColumns: [role.roleId] }).onDelete('cascade'),
    foreignKey({ name: 'role_menu_menu_fk', columns: [t.menuId], foreignColumns: [menu.menuId] }),
    foreignKey({ name: 'role_menu_permission_fk', columns: [t.menuPermissionId], foreignColumns: [menuPermission.menuPermissionId] }).onDelete(
      'cascade',
    ),
  ],
);

export const userRole = pgTable(
  'user_role',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: id('user_id').notNull(),
    roleId: id('role_id').notNull(),
  },
  (t) => [
    uniqueIndex('user_role_unique').on(t.userId, t.roleId),
    index('user_role_role').on(t.roleId),
    foreignKey({ name: 'user_role_role_fk', columns: [t.roleId], foreignColumns: [role.roleId] }).onDelete('cascade'),
  ],
);

/**
 * One row counting committed changes to what decides access (menu, menu_permission, role_menu, user_role):
 * triggers bump it at commit, and every process drops its cached permissions when it reads a newer count.
 */
export const authEpoch = pgTable(
  'auth_epoch',
  {
    id: smallint('id').primaryKey().default(1),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('auth_epoch_one_row', sql`${t.id} = 1`)],
);
