import type { MenuProps } from 'antd';
import type { NavNode } from '../../app-routes';
import type { TFunction } from 'i18next';
import { MenuIcon } from '../../../shared/widgets/menu-icons';
import { menuText } from '../../../shared/i18n/menu-texts';

type MenuItem = Required<MenuProps>['items'][number];

function menuLabel(node: NavNode, t?: TFunction) {
  if (!node.external) return menuText(node.title, t);
  return (
    <a href={node.key} target="_blank" rel="noopener noreferrer">
      {menuText(node.title, t)}
    </a>
  );
}

/** Directories become submenus (only their visible children); icons appear on the top level only. */
export function toMenuItems(nodes: NavNode[], topLevel = true, t?: TFunction): MenuItem[] {
  return nodes.map((node) => {
    const icon = topLevel ? <MenuIcon name={node.icon} /> : undefined;
    if (!node.children) return { key: node.key, label: menuLabel(node, t), icon };
    return { key: node.key, label: menuText(node.title, t), icon, children: toMenuItems(node.children, false, t) };
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
