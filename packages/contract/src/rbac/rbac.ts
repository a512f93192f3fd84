// Roles, menus and menu permissions (spec §3, §9; contract §4.3): bodies, queries, answers and every text
// /mall_rbac answers. The paths are in rbac-paths.ts; the permission catalogue in catalogue.ts.
import { z } from 'zod';
import { PageOf, PageQuery, requiredId, saveId, updateBodyOf, updateShape, WireTime, readVersion, RecordVersion } from '../common/wire.ts';
import { RouteVO } from '../auth/auth.ts';
export * from './rbac-paths.ts';

export const ROLE_LIMITS = { nameMax: 100, remarkMax: 100, grantsMax: 2000 } as const;
export const MENU_LIMITS = {
  titleMax: 32,
  nameMax: 32,
  pathMax: 255,
  componentMax: 255,
  iconMax: 64,
  activeMenuMax: 255,
  permissionMax: 255,
  seqMax: 32767,
} as const;
export const MENU_PERMISSION_LIMITS = { nameMax: 32, uriMax: 255, permissionMax: 255 } as const;

/** Platform-only writes refused to a shop (the gateway refuses them first; this is the handler's own check). */
const NO_RIGHT = '无权限操作！';

export const ROLE_MESSAGES = {
  nameRequired: '角色名称不能为空',
  nameTooLong: `角色名称不能超过${ROLE_LIMITS.nameMax}个字符`,
  remarkTooLong: `备注不能超过${ROLE_LIMITS.remarkMax}个字符`,
  idRequired: 'roleId不能为空',
  notFound: '角色不存在或已删除',
  badMenus: '所选菜单或权限不存在',
} as const;

export const MENU_MESSAGES = {
  noRight: NO_RIGHT,
  idRequired: 'menuId不能为空',
  notFound: '菜单不存在或已删除',
  hasChildren: '该菜单下还有子菜单，请先删除子菜单',
  inUse: '该菜单已被角色或权限使用，不能删除',
  badParent: '上级菜单不正确',
  typeInvalid: '菜单类型不正确',
  titleRequired: '菜单名称不能为空',
  titleTooLong: `菜单名称不能超过${MENU_LIMITS.titleMax}个字符`,
  nameTooLong: `路由名称不能超过${MENU_LIMITS.nameMax}个字符`,
  pathRequired: '菜单URL不能为空',
  pathTooLong: `菜单URL不能超过${MENU_LIMITS.pathMax}个字符`,
  componentRequired: '组件路径不能为空',
  componentTooLong: `组件路径不能超过${MENU_LIMITS.componentMax}个字符`,
  iconTooLong: `图标不能超过${MENU_LIMITS.iconMax}个字符`,
  seqNumber: '排序必须为数字',
  seqInteger: '排序必须为整数',
  seqMin: '排序不能小于0',
  seqMax: `排序不能大于${MENU_LIMITS.seqMax}`,
  hiddenInvalid: '是否隐藏不正确',
  activeMenuTooLong: `高亮菜单不能超过${MENU_LIMITS.activeMenuMax}个字符`,
  permissionTooLong: `权限标识不能超过${MENU_LIMITS.permissionMax}个字符`,
  sysTypeInvalid: '系统类型不正确',
} as const;

export const MENU_PERMISSION_MESSAGES = {
  noRight: NO_RIGHT,
  idRequired: 'menuPermissionId不能为空',
  notFound: '菜单权限不存在或已删除',
  exists: '权限编码已存在，请勿重复添加',
  menuMissing: '所属菜单不存在',
  menuRequired: '所属菜单不能为空',
  menuIdRequired: 'menuId不能为空',
  nameRequired: '权限名称不能为空',
  nameTooLong: `权限名称不能超过${MENU_PERMISSION_LIMITS.nameMax}个字符`,
  methodRequired: '请求方法不能为空',
  methodInvalid: '请求方法不正确',
  uriRequired: '资源路径不能为空',
  uriTooLong: `资源路径不能超过${MENU_PERMISSION_LIMITS.uriMax}个字符`,
  uriLeadingSlash: '资源路径必须以/开头',
  permissionRequired: '权限标识不能为空',
  permissionTooLong: `权限标识不能超过${MENU_PERMISSION_LIMITS.permissionMax}个字符`,
  sysTypeInvalid: '系统类型不正确',
} as const;

/** Refusals of grants beyond the grantor's own (a caller who is not the administrator). */
export const GRANT_MESSAGES = {
  beyondOwnGrants: '只能授予自己拥有的菜单和权限',
  ownRole: '不能修改自己所属角色的权限',
  beyondOwnRoles: '只能分配权限不超过自己的角色',
  strongerStaff: '无权管理权限高于自己的员工',
  strongerRole: '无权管理权限高于自己的角色',
} as const;

const R = ROLE_MESSAGES;
const M = MENU_MESSAGES;
const P = MENU_PERMISSION_MESSAGES;

/** 0 platform menus, 1 shop menus; platform staff may pick either. */
const sysTypeOf = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(1, message);
/** A 0/1 choice sent as a number. */
const zeroOrOne = (message: string) => z.union([z.literal(0), z.literal(1)], { error: message });

// Roles ------------------------------------------------------------------------------------------

const grantIds = z
  .array(z.coerce.number({ error: R.badMenus }).int(R.badMenus).nonnegative(R.badMenus).max(Number.MAX_SAFE_INTEGER, R.badMenus), {
    error: R.badMenus,
  })
  .max(ROLE_LIMITS.grantsMax, R.badMenus)
  .default([]);

export const RoleBody = z.object({
  roleId: saveId(R.notFound),
  roleName: z.string({ error: R.nameRequired }).trim().min(1, R.nameRequired).max(ROLE_LIMITS.nameMax, R.nameTooLong),
  remark: z.string({ error: R.remarkTooLong }).max(ROLE_LIMITS.remarkMax, R.remarkTooLong).nullish(),
  menuIds: grantIds,
  menuPermissionIds: grantIds,
});
export type RoleBody = z.infer<typeof RoleBody>;
export const RoleUpdateBody = updateBodyOf(RoleBody);
export type RoleUpdateBody = z.infer<typeof RoleUpdateBody>;

export const RoleIdQuery = z.object({ roleId: requiredId(R.idRequired) });
export type RoleIdQuery = z.infer<typeof RoleIdQuery>;

export const RolePageQuery = PageQuery;
export type RolePageQuery = z.infer<typeof RolePageQuery>;

export const RoleVO = z.object({
  roleId: z.number(),
  roleName: z.string(),
  remark: z.string().nullable(),
  createUserId: z.number().nullable(),
  tenantId: z.number(),
  bizType: z.number(),
  createTime: WireTime,
  updateTime: WireTime,
  /** The role page only: how many users hold the role, for the delete question. */
  userCount: z.number().optional(),
  version: RecordVersion,
});
export type RoleVO = z.infer<typeof RoleVO>;
export const RolePage = PageOf(RoleVO);

/** One role with the menus and permissions it grants. */
export const RoleDetailVO = RoleVO.extend({ menuIds: z.array(z.number()), menuPermissionIds: z.array(z.number()) });
export type RoleDetailVO = z.infer<typeof RoleDetailVO>;

// Menus ------------------------------------------------------------------------------------------

/** type 0 directory (component "Layout"), 1 menu (component is a page path). */
const menuShape = {
  menuId: saveId(M.notFound),
  parentId: z.coerce.number({ error: M.badParent }).int(M.badParent).nonnegative(M.badParent).max(Number.MAX_SAFE_INTEGER, M.badParent).default(0),
  type: zeroOrOne(M.typeInvalid).optional(),
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(MENU_LIMITS.titleMax, M.titleTooLong),
  name: z.string({ error: M.nameTooLong }).trim().max(MENU_LIMITS.nameMax, M.nameTooLong).nullish(),
  path: z.string({ error: M.pathRequired }).trim().min(1, M.pathRequired).max(MENU_LIMITS.pathMax, M.pathTooLong),
  component: z.string({ error: M.componentRequired }).trim().max(MENU_LIMITS.componentMax, M.componentTooLong).nullish(),
  icon: z.string({ error: M.iconTooLong }).trim().max(MENU_LIMITS.iconMax, M.iconTooLong).nullish(),
  seq: z.coerce.number({ error: M.seqNumber }).int(M.seqInteger).min(0, M.seqMin).max(MENU_LIMITS.seqMax, M.seqMax).default(0),
  hidden: z.union([z.literal(0), z.literal(1), z.boolean()], { error: M.hiddenInvalid }).nullish(),
  activeMenu: z.string({ error: M.activeMenuTooLong }).max(MENU_LIMITS.activeMenuMax, M.activeMenuTooLong).nullish(),
  permission: z.string({ error: M.permissionTooLong }).max(MENU_LIMITS.permissionMax, M.permissionTooLong).nullish(),
  sysType: zeroOrOne(M.sysTypeInvalid).optional(),
};
/** A page menu (type 1) names its page. */
const withComponentRule = <T extends z.ZodType<{ type?: 0 | 1; component?: string | null }>>(schema: T) =>
  schema.refine((menu) => menu.type !== 1 || Boolean(menu.component), {
    path: ['component'],
    message: M.componentRequired,
    // `when` runs the rule even when other fields failed, so every message is reported at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export const MenuBody = withComponentRule(z.object(menuShape));
export type MenuBody = z.infer<typeof MenuBody>;
export const MenuUpdateBody = withComponentRule(z.object({ ...updateShape(menuShape), version: readVersion() }));
export type MenuUpdateBody = z.infer<typeof MenuUpdateBody>;

export const MenuIdQuery = z.object({ menuId: requiredId(M.idRequired) });
export type MenuIdQuery = z.infer<typeof MenuIdQuery>;

export const MenuListQuery = z.object({ sysType: sysTypeOf(M.sysTypeInvalid).optional() });
export type MenuListQuery = z.infer<typeof MenuListQuery>;

/** One row of the menu tree table: the menu as a route, plus what the table shows. */
export const MenuListItemVO = RouteVO.extend({ menuId: z.number(), title: z.string(), icon: z.string().nullable(), bizType: z.number() });
export type MenuListItemVO = z.infer<typeof MenuListItemVO>;

/** One menu as stored, for the edit dialog. */
export const MenuVO = z.object({
  menuId: z.number(),
  parentId: z.number(),
  bizType: z.number(),
  permission: z.string().nullable(),
  path: z.string(),
  component: z.string(),
  redirect: z.string().nullable(),
  alwaysShow: z.number().nullable(),
  hidden: z.number(),
  name: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  noCache: z.number().nullable(),
  breadcrumb: z.number().nullable(),
  affix: z.number().nullable(),
  activeMenu: z.string().nullable(),
  seq: z.number(),
  version: RecordVersion,
});
export type MenuVO = z.infer<typeof MenuVO>;

/** A menu with its permissions, for the role dialog's tree. */
export const MenuWithPermissionsVO = z.object({
  menuId: z.number(),
  parentId: z.number(),
  title: z.string(),
  menuPermissions: z.array(z.object({ menuPermissionId: z.number(), menuId: z.number(), name: z.string(), permission: z.string() })),
});
export type MenuWithPermissionsVO = z.infer<typeof MenuWithPermissionsVO>;

// Menu permissions -------------------------------------------------------------------------------

export const MenuPermissionBody = z.object({
  menuPermissionId: saveId(P.notFound),
  menuId: requiredId(P.menuRequired),
  name: z.string({ error: P.nameRequired }).trim().min(1, P.nameRequired).max(MENU_PERMISSION_LIMITS.nameMax, P.nameTooLong),
  method: z.coerce.number({ error: P.methodRequired }).int(P.methodInvalid).min(1, P.methodRequired).max(4, P.methodInvalid),
  uri: z
    .string({ error: P.uriRequired })
    .trim()
    .min(1, P.uriRequired)
    .max(MENU_PERMISSION_LIMITS.uriMax, P.uriTooLong)
    .startsWith('/', P.uriLeadingSlash),
  permission: z
    .string({ error: P.permissionRequired })
    .trim()
    .min(1, P.permissionRequired)
    .max(MENU_PERMISSION_LIMITS.permissionMax, P.permissionTooLong),
  version: readVersion(),
});
export type MenuPermissionBody = z.infer<typeof MenuPermissionBody>;

export const MenuPermissionIdQuery = z.object({ menuPermissionId: requiredId(P.idRequired) });
export type MenuPermissionIdQuery = z.infer<typeof MenuPermissionIdQuery>;

export const MenuPermissionPageQuery = PageQuery.extend({ sysType: sysTypeOf(P.sysTypeInvalid).optional() });
export type MenuPermissionPageQuery = z.infer<typeof MenuPermissionPageQuery>;

/** The permissions of one menu. */
export const MenuPermissionsOfMenuQuery = z.object({ menuId: requiredId(P.menuIdRequired) });
export type MenuPermissionsOfMenuQuery = z.infer<typeof MenuPermissionsOfMenuQuery>;

export const MenuPermissionVO = z.object({
  menuPermissionId: z.number(),
  menuId: z.number(),
  /** The menu's title; null when the menu is gone. */
  menuTitle: z.string().nullable(),
  bizType: z.number(),
  permission: z.string(),
  name: z.string(),
  uri: z.string(),
  method: z.number(),
  version: RecordVersion,
});
export type MenuPermissionVO = z.infer<typeof MenuPermissionVO>;
export const MenuPermissionPage = PageOf(MenuPermissionVO);
