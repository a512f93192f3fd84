// The role dialog's tree: menus and their permissions in one tree, and the role's grants in and out of it.
import { PERMISSION_TREE_OFFSET, type MenuWithPermissionsVO } from '@caremall/contract';
import { menuText, permissionText } from '../../../shared/i18n/menu-texts';

export interface PermissionTreeNode {
  key: number;
  title: string;
  children: PermissionTreeNode[];
  /** What a screen reader calls the node where its title alone is not enough (every view leaf has the same title). */
  'aria-label'?: string;
}

/**
 * The key of a menu's "view" leaf: a menu with buttons gets one, so a role can hold the menu alone (to view) with none
 * of its buttons ticked; without it, unticking the last button would untick the menu too.
 */
export const viewKey = (menuId: number) => -menuId;

/** Menus nested by parentId, each followed by its view leaf (named with its menu) and its own permissions as leaves. */
export function buildPermissionTree(menus: MenuWithPermissionsVO[], viewTitle: string): PermissionTreeNode[] {
  const nodes = new Map<number, PermissionTreeNode>(menus.map((m) => [m.menuId, { key: m.menuId, title: menuText(m.title), children: [] }]));
  const roots: PermissionTreeNode[] = [];
  for (const m of menus) {
    const node = nodes.get(m.menuId)!;
    const parent = m.parentId === 0 ? undefined : nodes.get(m.parentId);
    (parent ? parent.children : roots).push(node);
  }
  for (const m of menus) {
    const node = nodes.get(m.menuId)!;
    if (m.menuPermissions.length > 0)
      node.children.push({ key: viewKey(m.menuId), title: viewTitle, children: [], 'aria-label': `${node.title} ${viewTitle}` });
    for (const p of m.menuPermissions)
      node.children.push({ key: p.menuPermissionId + PERMISSION_TREE_OFFSET, title: permissionText(p.name), children: [] });
  }
  return roots;
}

/** Splits the tree's checked + half-checked keys back into menu ids and permission ids. */
export function splitKeys(keys: readonly number[]): { menuIds: number[]; menuPermissionIds: number[] } {
  // A view leaf stands for its menu, which the tree also reports (checked or half-checked) as its parent.
  const unique = [...new Set(keys.map((k) => (k < 0 ? -k : k)))];
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
  const granted = new Set([...menuIds, ...menuIds.map(viewKey), ...menuPermissionIds.map((id) => id + PERMISSION_TREE_OFFSET)]);
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
