import type { MenuVO } from '@caremall/contract';

/** Test helper: the shop menu of hot search, as the server answers it. */
export const HOT_SEARCH_MENU: MenuVO = {
  menuId: 300,
  parentId: 0,
  bizType: 1,
  permission: null,
  path: '/hot-search',
  component: 'multishop/hot-search',
  redirect: null,
  alwaysShow: null,
  hidden: 0,
  name: 'HotSearch',
  title: '热搜管理',
  icon: null,
  noCache: null,
  breadcrumb: null,
  affix: null,
  activeMenu: null,
  seq: 3,
  version: 1,
};
