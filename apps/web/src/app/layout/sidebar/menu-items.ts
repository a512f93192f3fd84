import type { NavNode } from '../../app-routes';

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
