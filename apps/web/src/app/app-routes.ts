import type { MenuNode } from '../shared/session/route-tree';
import type { PermissionRequirement } from '../shared/permission/can';
import { isExternalLink, normalizePath } from '../shared/routing/paths';

/** A routable page generated from a menu (or a fixed page such as product edit). */
export interface PageRoute {
  fullPath: string;
  component: string;
  /** Server menu title, shown as is; fixed pages use `titleKey` instead. */
  title: string | null;
  titleKey?: string;
  affix: boolean;
  activeMenu: string | null;
  /** Titles of the parent menus, outermost first. */
  ancestors: string[];
}

/** A sidebar entry; `key` is the full path (or the external URL). */
export interface NavNode {
  key: string;
  title: string;
  icon: string | null;
  external: boolean;
  children?: NavNode[];
}

export interface AppRoutes {
  pages: Map<string, PageRoute>;
  /** Directory path → where opening it leads. */
  redirects: Map<string, string>;
  nav: NavNode[];
}

export interface FixedPage {
  path: string;
  component: string;
  titleKey: string;
  activeMenu: string | null;
  /** Without its own menu, the page opens only for a user with its `activeMenu` screen (and one of these codes, if given). */
  permissions?: PermissionRequirement;
}

/** Fixed routes that exist only once their page file exists (no placeholders). */
export const FIXED_PAGES: FixedPage[] = [
  {
    path: '/product/prod_info',
    component: 'product/prod-info',
    titleKey: 'shell:routes.prodInfo',
    // Publish and edit are ungated (spec §6): whoever has the product list opens it.
    activeMenu: '/product/list',
  },
];

/** The first page of the sidebar, in menu order: where a user lands. */
export function firstPage(routes: AppRoutes): string | null {
  const visit = (nodes: NavNode[]): string | null => {
    for (const node of nodes) {
      if (routes.pages.has(node.key)) return node.key;
      const inside = node.children ? visit(node.children) : null;
      if (inside) return inside;
    }
    return null;
  };
  return visit(routes.nav);
}

/** A child path is parent + '/' + child unless it is absolute or an external link. */
export function resolveMenuPath(basePath: string, path: string): string {
  if (isExternalLink(path) || path.startsWith('/')) return path;
  if (isExternalLink(basePath)) return basePath;
  return `${basePath.replace(/\/+$/, '')}/${path}`;
}

export function buildAppRoutes(
  menus: MenuNode[],
  pageExists: (component: string) => boolean,
  fixedPages: FixedPage[] = FIXED_PAGES,
  holds: (required: PermissionRequirement) => boolean = () => true,
): AppRoutes {
  const routes: AppRoutes = { pages: new Map(), redirects: new Map(), nav: [] };

  const visit = (node: MenuNode, basePath: string, ancestors: string[]): NavNode | null => {
    const fullPath = resolveMenuPath(basePath, node.path);
    const external = isExternalLink(fullPath);
    const title = node.meta.title || node.name;
    const children = node.children.map((child) => visit(child, fullPath, [...ancestors, title])).filter((child): child is NavNode => child !== null);
    const isPage = !external && node.component !== 'Layout' && pageExists(node.component);

    if (isPage) {
      routes.pages.set(normalizePath(fullPath), {
        fullPath: normalizePath(fullPath),
        component: node.component,
        title,
        affix: node.meta.affix === true,
        activeMenu: node.meta.activeMenu || null,
        ancestors,
      });
    } else if (!external && node.children.length > 0) {
      const target = directoryTarget(node, fullPath, routes.pages);
      if (target) routes.redirects.set(normalizePath(fullPath), target);
    }

    if (node.hidden) return null;
    const base = { key: fullPath, title, icon: node.meta.icon || null, external };
    if (children.length > 0) return { ...base, children };
    return isPage || external ? base : null;
  };

  routes.nav = menus.map((menu) => visit(menu, '', [])).filter((node): node is NavNode => node !== null);

  for (const fixed of fixedPages) {
    if (routes.pages.has(fixed.path) || !pageExists(fixed.component) || (fixed.permissions && !holds(fixed.permissions))) continue;
    // A fixed page belongs to the screen it is opened from: without that screen it is not the user's.
    if (fixed.activeMenu && !routes.pages.has(fixed.activeMenu)) continue;
    routes.pages.set(fixed.path, {
      fullPath: fixed.path,
      component: fixed.component,
      title: null,
      titleKey: fixed.titleKey,
      affix: false,
      activeMenu: fixed.activeMenu,
      ancestors: [],
    });
  }
  return routes;
}

function directoryTarget(node: MenuNode, fullPath: string, pages: Map<string, PageRoute>): string | null {
  if (node.redirect && node.redirect !== 'noRedirect') return node.redirect;
  const prefix = `${normalizePath(fullPath)}/`;
  for (const path of pages.keys()) if (path.startsWith(prefix)) return path;
  return null;
}
