import type { MenuWithPermissions } from '../api';

/** Inside the role tree permission ids are shifted by this so they never collide with menu ids. */
export const PERMISSION_KEY_OFFSET = 5498415864;

export interface PermissionTreeNode {
  key: number;
  title: string;
  children: PermissionTreeNode[];
}

/** Menus nested by parentId, each followed by its own permissions as leaves. */
export function buildPermissionTree(menus: MenuWithPermissions[]): PermissionTreeNode[] {
  const nodes = new Map<number, PermissionTreeNode>(menus.map((m) => [m.menuId, { key: m.menuId, title: m.title, children: [] }]));
  const roots: PermissionTreeNode[] = [];
  for (const m of menus) {
    const node = nodes.get(m.menuId)!;
    const parent = m.parentId === 0 ? undefined : nodes.get(m.parentId);
    (parent ? parent.children : roots).push(node);
  }
  for (const m of menus) {
    const node = nodes.get(m.menuId)!;
    for (const p of m.menuPermissions) node.children.push({ key: p.menuPermissionId + PERMISSION_KEY_OFFSET, title: p.name, children: [] });
  }
  return roots;
}

/** Splits the tree's checked + half-checked keys back into menu ids and permission ids. */
export function splitKeys(keys: readonly number[]): { menuIds: number[]; menuPermissionIds: number[] } {
  const unique = [...new Set(keys)];
  return {
    menuIds: unique.filter((k) => k < PERMISSION_KEY_OFFSET),
    menuPermissionIds: unique.filter((k) => k >= PERMISSION_KEY_OFFSET).map((k) => k - PERMISSION_KEY_OFFSET),
  };
}

/**
 * The keys to show as checked for a stored role. Only leaves are given to the tree: a parent
 * stored because it was half-checked would otherwise check all of its children.
 */
export function checkedLeafKeys(tree: PermissionTreeNode[], menuIds: readonly number[], menuPermissionIds: readonly number[]): number[] {
  const granted = new Set([...menuIds, ...menuPermissionIds.map((id) => id + PERMISSION_KEY_OFFSET)]);
  const leaves: number[] = [];
  const walk = (nodes: PermissionTreeNode[]) => {
    for (const node of nodes) {
      if (node.children.length) walk(node.children);
      else if (granted.has(node.key)) leaves.push(node.key);
    }
  };
  walk(tree);
  return leaves;
}
