/**
 * The one permission catalogue: every permission code the web app gates a button with, the menu it
 * belongs to and the request (method + path) the server refuses without it. The seed writes it into
 * menu_permission; the web app imports the codes; tests walk it.
 */
export const HttpMethod = { GET: 1, POST: 2, PUT: 3, DELETE: 4 } as const;
export type HttpMethodName = keyof typeof HttpMethod;

export interface MenuSeed {
  menuId: number;
  parentId: number;
  bizType: 0 | 1;
  path: string;
  component: string;
  name: string;
  title: string;
  icon?: string;
  seq: number;
  hidden?: boolean;
  activeMenu?: string;
}

export interface PermissionSeed<Code extends string = string> {
  menuPermissionId: number;
  menuId: number;
  bizType: 0 | 1;
  permission: Code;
  name: string;
  uri: string;
  method: HttpMethodName;
}

/** Shop menus (bizType 1): every merchant screen. */
export const SHOP_MENUS: MenuSeed[] = [
  {
    menuId: 147,
    parentId: 0,
    bizType: 1,
    path: '/order',
    component: 'Layout',
    name: 'orderRoot',
    title: '订单管理',
    icon: 'ProfileOutlined',
    seq: 0,
  },
  { menuId: 148, parentId: 147, bizType: 1, path: 'order', component: 'order/order', name: 'order', title: '订单管理', seq: 1 },
  {
    menuId: 141,
    parentId: 0,
    bizType: 1,
    path: '/product',
    component: 'Layout',
    name: 'product',
    title: '商品管理',
    icon: 'ShoppingOutlined',
    seq: 1,
  },
  { menuId: 152, parentId: 141, bizType: 1, path: 'list', component: 'product/list', name: 'productList', title: '商品列表', seq: 1 },
  {
    menuId: 142,
    parentId: 141,
    bizType: 1,
    path: 'prod_info',
    component: 'product/prod-info',
    name: 'prodInfo',
    title: '发布商品',
    seq: 2,
    activeMenu: '/product/list',
  },
  { menuId: 137, parentId: 141, bizType: 1, path: 'attr', component: 'product/attr', name: 'attr', title: '属性管理', seq: 3 },
  { menuId: 139, parentId: 141, bizType: 1, path: 'category', component: 'product/category', name: 'category', title: '分类管理', seq: 4 },
  { menuId: 153, parentId: 141, bizType: 1, path: 'spu', component: 'product/spu', name: 'spu', title: 'SPU管理', seq: 5 },
  { menuId: 154, parentId: 141, bizType: 1, path: 'spu_detail', component: 'product/spu-detail', name: 'spuDetail', title: 'SPU详情', seq: 6 },
  {
    menuId: 145,
    parentId: 0,
    bizType: 1,
    path: '/multishop',
    component: 'Layout',
    name: 'multishop',
    title: '店铺管理',
    icon: 'ShopOutlined',
    seq: 2,
  },
  { menuId: 258, parentId: 145, bizType: 1, path: 'hot-search', component: 'multishop/hot-search', name: 'hot-search', title: '热搜管理', seq: 0 },
  { menuId: 146, parentId: 145, bizType: 1, path: 'index_img', component: 'multishop/index-img', name: 'indexImg', title: '轮播图管理', seq: 1 },
  { menuId: 259, parentId: 145, bizType: 1, path: 'notice', component: 'multishop/notice', name: 'notice', title: '公告管理', seq: 2 },
  { menuId: 155, parentId: 145, bizType: 1, path: 'area', component: 'delivery/area', name: 'deliveryArea', title: '配送区域', seq: 3 },
  { menuId: 111, parentId: 0, bizType: 1, path: '/rbac', component: 'Layout', name: 'rbac', title: '权限管理', icon: 'SafetyOutlined', seq: 99 },
  { menuId: 112, parentId: 111, bizType: 1, path: 'shop_user', component: 'rbac/shop-user', name: 'shopUser', title: '用户管理', seq: 0 },
  { menuId: 134, parentId: 111, bizType: 1, path: 'role', component: 'rbac/role', name: 'role', title: '角色管理', seq: 1 },
];

/** Platform menus (bizType 0): roles, menus, menu permissions, address areas. */
export const PLATFORM_MENUS: MenuSeed[] = [
  {
    menuId: 300,
    parentId: 0,
    bizType: 0,
    path: '/platform',
    component: 'Layout',
    name: 'platformRbac',
    title: '权限管理',
    icon: 'SafetyOutlined',
    seq: 0,
  },
  { menuId: 301, parentId: 300, bizType: 0, path: 'role', component: 'rbac/role', name: 'platformRole', title: '角色管理', seq: 0 },
  { menuId: 302, parentId: 300, bizType: 0, path: 'menu', component: 'rbac/menu', name: 'menu', title: '菜单管理', seq: 1 },
  {
    menuId: 303,
    parentId: 300,
    bizType: 0,
    path: 'menu_permission',
    component: 'rbac/menu-permission',
    name: 'menuPermission',
    title: '菜单权限',
    seq: 2,
  },
  { menuId: 310, parentId: 0, bizType: 0, path: '/system', component: 'Layout', name: 'system', title: '系统管理', icon: 'SettingOutlined', seq: 1 },
  { menuId: 311, parentId: 310, bizType: 0, path: 'area', component: 'delivery/area', name: 'area', title: '地址管理', seq: 0 },
];

const CRUD = [
  ['save', 'POST', '新增'],
  ['update', 'PUT', '修改'],
  ['delete', 'DELETE', '删除'],
] as const;
type CrudSuffix = (typeof CRUD)[number][0];

let nextId = 1;
function crud<const P extends string>(menuId: number, bizType: 0 | 1, prefix: P, uri: string, label: string): PermissionSeed<`${P}:${CrudSuffix}`>[] {
  return CRUD.map(([suffix, method, name]) => ({
    menuPermissionId: nextId++,
    menuId,
    bizType,
    permission: `${prefix}:${suffix}` as const,
    name: `${label}${name}`,
    uri,
    method,
  }));
}
function one<const C extends string>(
  menuId: number,
  bizType: 0 | 1,
  permission: C,
  name: string,
  uri: string,
  method: HttpMethodName,
): PermissionSeed<C> {
  return { menuPermissionId: nextId++, menuId, bizType, permission, name, uri, method };
}

/**
 * Ids of retired entries stay taken: each entry's id is its place in the list, and databases keep the
 * ids they were given. Retired: codes the spec never names, whose buttons show to whoever has the
 * screen (the route then declares its menus, see the server's `forMenus`).
 */
function retired(...codes: string[]): [] {
  nextId += codes.length;
  retiredCodes.push(...codes);
  return [];
}

const retiredCodes: string[] = [];
/** The codes retired from the catalogue (migration 0011 removed them and their grants). */
export const RETIRED_PERMISSION_CODES: readonly string[] = retiredCodes;

export const PERMISSIONS = [
  ...crud(258, 1, 'multishop:hotSearch', '/mall_multishop/admin/hot_search', '热搜'),
  ...crud(146, 1, 'multishop:indexImg', '/mall_multishop/admin/index_img', '轮播图'),
  ...crud(259, 1, 'multishop:notice', '/mall_multishop/admin/notice', '公告'),
  ...crud(112, 1, 'multishop:shopUser', '/mall_multishop/m/shop_user', '用户'),
  one(112, 1, 'account:authAccount:shopSave', '设置账号', '/mall_multishop/shop_user/account', 'POST'),
  one(112, 1, 'account:authAccount:shopUpdate', '修改账号', '/mall_multishop/shop_user/account', 'PUT'),
  ...crud(134, 1, 'rbac:role', '/mall_rbac/role', '角色'),
  ...crud(137, 1, 'product:attr', '/mall_product/admin/attr', '属性'),
  ...retired('product:category:enableOrDisable'),
  ...crud(139, 1, 'product:category', '/mall_product/admin/category', '分类'),
  ...retired(
    'product:product:status',
    'product:product:updateData',
    'product:product:save',
    'product:product:update',
    'product:product:delete',
    'order:order:delivery',
  ),
  ...crud(301, 0, 'rbac:role', '/mall_rbac/role', '角色'),
  ...crud(302, 0, 'rbac:menu', '/mall_rbac/menu', '菜单'),
  ...crud(303, 0, 'rbac:menuPermission', '/mall_rbac/menu_permission', '菜单权限'),
  ...crud(311, 0, 'system:addrManage', '/mall_delivery/m/area', '地址'),
  ...retired(
    'product:product:auditApply',
    'product:spu:save',
    'product:spu:update',
    'product:spu:delete',
    'product:spuDetail:save',
    'product:spuDetail:update',
    'product:spuDetail:delete',
  ),
  one(148, 1, 'order:order:exportCsv', '订单导出', '/mall_order/m/order/export', 'GET'),
  ...crud(155, 1, 'system:addrManage', '/mall_delivery/m/area', '配送区域'),
];

/** Every permission code of the catalogue: a code that is not one is a type error where buttons are gated. */
export type PermissionCode = (typeof PERMISSIONS)[number]['permission'];
