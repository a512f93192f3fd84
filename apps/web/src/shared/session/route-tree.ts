import type { RouteVO } from '@caremall/contract';

export interface MenuNode extends RouteVO {
  children: MenuNode[];
}

/** Non-admins only reach the menus their roles grant (a flat filter: parent ids must be granted too). */
export function filterByMenuIds(routes: RouteVO[], menuIds: number[]): RouteVO[] {
  const granted = new Set(menuIds);
  return routes.filter((route) => granted.has(route.id));
}

/** Builds the menu tree by id/parentId; children whose parent is missing are dropped. */
export function buildRouteTree(routes: RouteVO[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const route of routes) nodes.set(route.id, { ...route, children: [] });

  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) {
      roots.push(withLeadingSlash(node));
      continue;
    }
    nodes.get(node.parentId)?.children.push(node);
  }
  return sortBySeq(roots);
}

function withLeadingSlash(node: MenuNode): MenuNode {
  if (node.path.startsWith('/') || /^[a-z]+:/i.test(node.path)) return node;
  node.path = `/${node.path}`;
  return node;
}

function sortBySeq(nodes: MenuNode[]): MenuNode[] {
  // Array.prototype.sort is stable, so equal seq keeps the server's order.
  nodes.sort((a, b) => a.seq - b.seq);
  for (const node of nodes) sortBySeq(node.children);
  return nodes;
}
