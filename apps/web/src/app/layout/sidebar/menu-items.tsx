import type { MenuProps } from 'antd';
import type { NavNode } from '../../app-routes';
import { MenuIcon } from '../../../shared/widgets/menu-icons';

type MenuItem = Required<MenuProps>['items'][number];

function menuLabel(node: NavNode) {
  if (!node.external) return node.title;
  return (
    <a href={node.key} target="_blank" rel="noopener noreferrer">
      {node.title}
    </a>
  );
}

/** Directories become submenus (only their visible children); icons appear on the top level only. */
export function toMenuItems(nodes: NavNode[], topLevel = true): MenuItem[] {
  return nodes.map((node) => {
    const icon = topLevel ? <MenuIcon name={node.icon} /> : undefined;
    if (!node.children) return { key: node.key, label: menuLabel(node), icon };
    return { key: node.key, label: node.title, icon, children: toMenuItems(node.children, false) };
  });
}

/** Keys of the directories enclosing `key`, outermost first. */
export function ancestorKeys(nodes: NavNode[], key: string, trail: string[] = []): string[] {
  for (const node of nodes) {
    if (node.key === key) return trail;
    if (node.children) {
      const found = ancestorKeys(node.children, key, [...trail, node.key]);
      if (found.length > 0) return found;
    }
  }
  return [];
}

export function findNavNode(nodes: NavNode[], key: string): NavNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children && findNavNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}
