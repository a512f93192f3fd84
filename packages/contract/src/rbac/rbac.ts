import { z } from 'zod';

const id = z.coerce.number().int().positive();
const idList = z.array(z.coerce.number().int().nonnegative()).max(2000).default([]);

export const RoleBody = z.object({
  roleId: id.optional(),
  roleName: z.string({ error: '角色名称不能为空' }).trim().min(1, '角色名称不能为空').max(100, '角色名称不能超过100个字符'),
  remark: z.string().max(100, '备注不能超过100个字符').nullish(),
  menuIds: idList,
  menuPermissionIds: idList,
});
export type RoleBody = z.infer<typeof RoleBody>;

/** type 0 directory (component "Layout"), 1 menu (component is a page path). */
export const MenuBody = z
  .object({
    menuId: id.optional(),
    parentId: z.coerce.number().int().nonnegative().default(0),
    type: z.union([z.literal(0), z.literal(1)]).optional(),
    title: z.string({ error: '菜单名称不能为空' }).trim().min(1, '菜单名称不能为空').max(32, '菜单名称不能超过32个字符'),
    name: z.string().trim().max(32).nullish(),
    path: z.string({ error: '菜单URL不能为空' }).trim().min(1, '菜单URL不能为空').max(255),
    component: z.string().trim().max(255).nullish(),
    icon: z.string().trim().max(64).nullish(),
    seq: z.coerce.number({ error: '排序必须为数字' }).int('排序必须为整数').min(0, '排序不能小于0').max(32767).default(0),
    hidden: z.union([z.literal(0), z.literal(1), z.boolean()]).nullish(),
    activeMenu: z.string().max(255).nullish(),
    permission: z.string().max(255).nullish(),
    sysType: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  // `when` runs the rule even when other fields failed, so every message is reported at once.
  .refine((menu) => menu.type !== 1 || Boolean(menu.component), {
    path: ['component'],
    message: '组件路径不能为空',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type MenuBody = z.infer<typeof MenuBody>;

export const MenuPermissionBody = z.object({
  menuPermissionId: id.optional(),
  menuId: z.coerce.number({ error: '所属菜单不能为空' }).int().positive('所属菜单不能为空'),
  name: z.string({ error: '权限名称不能为空' }).trim().min(1, '权限名称不能为空').max(32, '权限名称不能超过32个字符'),
  method: z.coerce.number({ error: '请求方法不能为空' }).int().min(1, '请求方法不能为空').max(4, '请求方法不正确'),
  uri: z.string({ error: '资源路径不能为空' }).trim().min(1, '资源路径不能为空').max(255),
  permission: z.string({ error: '权限标识不能为空' }).trim().min(1, '权限标识不能为空').max(255),
});
export type MenuPermissionBody = z.infer<typeof MenuPermissionBody>;

export const AreaBody = z.object({
  areaId: id.optional(),
  areaName: z.string({ error: '地区名称不能为空' }).trim().min(1, '地区名称不能为空').max(50, '地区名称不能超过50个字符'),
  parentId: z.coerce.number().int().nonnegative().default(0),
});
export type AreaBody = z.infer<typeof AreaBody>;

/** Refusals of grants beyond the grantor's own (a caller who is not the administrator). */
export const GrantMessage = {
  beyondOwnGrants: '只能授予自己拥有的菜单和权限',
  ownRole: '不能修改自己所属角色的权限',
  beyondOwnRoles: '只能分配权限不超过自己的角色',
  strongerStaff: '无权管理权限高于自己的员工',
} as const;
