// Menus as a tree: nested by parent for the menu table and the pickers, and which of them are directories.
export interface TreeItem {
  menuId: number;
  parentId: number;
}

export type Nested<T> = T & { children?: Nested<T>[] };

/** Rows nested by parentId, keeping the given order; rows whose parent is missing become roots. */
export function nestMenus<T extends TreeItem>(rows: readonly T[]): Nested<T>[] {
  const nodes = new Map<number, Nested<T>>(rows.map((row) => [row.menuId, { ...row }]));
  const roots: Nested<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === 0 ? undefined : nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** A menu whose component is empty or "Layout" is a directory; otherwise it shows a page. */
export const isDirectory = (component: string | null | undefined) => !component || component === 'Layout';

/** A row of the tree as a flat table shows it: its depth and whether it has children. */
export type TreeRow<T> = T & { depth: number; hasChildren: boolean };

/** The rows a tree table shows, parents before their children, without the children of collapsed rows. */
export function visibleRows<T extends TreeItem>(tree: readonly Nested<T>[], collapsed: ReadonlySet<number>, depth = 0): TreeRow<T>[] {
  return tree.flatMap(({ children, ...node }) => {
    const row = { ...(node as unknown as T), depth, hasChildren: (children?.length ?? 0) > 0 };
    return [row, ...(children && !collapsed.has(node.menuId) ? visibleRows(children, collapsed, depth + 1) : [])];
  });
}
