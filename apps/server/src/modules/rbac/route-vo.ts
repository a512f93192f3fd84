import type { RouteVO } from '@caremall/contract';
import type { menu } from '../../db/schema/index.ts';

type MenuRow = typeof menu.$inferSelect;

export function toRouteVO(row: MenuRow): RouteVO {
  return {
    id: row.menuId,
    parentId: row.parentId,
    path: row.path,
    component: row.component,
    redirect: row.redirect,
    alwaysShow: row.alwaysShow === 1,
    hidden: row.hidden === 1,
    name: row.name,
    seq: row.seq,
    meta: {
      title: row.title,
      icon: row.icon,
      noCache: row.noCache === 1,
      breadcrumb: row.breadcrumb === 1,
      affix: row.affix === 1,
      activeMenu: row.activeMenu,
      roles: [row.permission],
    },
  };
}
