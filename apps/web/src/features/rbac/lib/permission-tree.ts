// The role dialog's tree: menus and their permissions in one tree, and the role's grants in and out of it.
import { PERMISSION_TREE_OFFSET, type MenuWithPermissionsVO } from '@caremall/contract';

export interface PermissionTreeNode {
  key: number;
  title: string;
  children: PermissionTreeNode[];
}

/** Menus nested by parentId, each followed by its own permissions as leaves. */
export function buildPermissionTree(menus: MenuWithPermissionsVO[]): PermissionTreeNode[] {
  const nodes = new Map<number, PermissionTreeNode>(menus.map((m) => [m.menuId, { key: m.menuId, title: m.title, children: [] }]));
  const roots: PermissionTreeNode[] = [];
  for (const m of menus) {
    const node = nodes.get(m.menuId)!;
    const parent = m.parentId === 0 ? undefined : nodes.get(m.parentId);
    (parent ? parent.children : roots).push(node);
  }
  for (const m of menus) {
    const node = nodes.get(m.menuId)!;
    for (const p of m.menuPermissions) node.children.push({ key: p.menuPermissionId + PERMISSION_TREE_OFFSET, title: p.name, children: [] });
  }
  return roots;
}

/** Splits the tree's checked + half-checked keys back into menu ids and permission ids. */
export function splitKeys(keys: readonly number[]): { menuIds: number[]; menuPermissionIds: number[] } {
  const unique = [...new Set(keys)];
  return {
    menuIds: unique.filter((k) => k < PERMISSION_TREE_OFFSET),
    menuPermissionIds: unique.filter((k) => k >= PERMISSION_TREE_OFFSET).map((k) => k - PERMISSION_TREE_OFFSET),
  };
}

/**
 * The keys to show as checked for a stored role. Only leaves are given to the tree: a parent
 * stored because it was half-checked would otherwise check all of its children.
 */
export function checkedLeafKeys(tree: PermissionTreeNode[], menuIds: readonly number[], menuPermissionIds: readonly number[]): number[] {
  const granted = new Set([...menuIds, ...menuPermissionIds.map((id) => id + PERMISSION_TREE_OFFSET)]);
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
