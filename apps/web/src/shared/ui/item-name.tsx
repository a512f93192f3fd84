import { createContext, useContext, type ReactNode } from 'react';

// The name of the list item (a table's row, a column's item, an order's card) a control sits in.
const ItemNameContext = createContext<string | undefined>(undefined);

export interface ItemNameProps {
  /** The item's name as a screen reader should add it to each of the item's controls ("编辑 热搜一"); none: as they are. */
  name: string | undefined;
  children: ReactNode;
}

/**
 * The item's buttons and switches are named after what they do and then the item they do it to, so a screen
 * reader's list of buttons tells one row's "编辑" from another's. Their names start with the words they show (WCAG
 * 2.5.3, a spoken command finds them by those).
 */
export function ItemName({ name, children }: ItemNameProps) {
  return <ItemNameContext.Provider value={name}>{children}</ItemNameContext.Provider>;
}

/**
 * The `aria-label` of a control in an item: its own name (its label, else the text it shows), then the item's. A
 * control named by other elements (`aria-labelledby`), or showing more than text, keeps its own.
 */
export function useItemLabel(shown: ReactNode, label: string | undefined, labelledBy: string | undefined): string | undefined {
  const item = useContext(ItemNameContext);
  const own = label ?? (typeof shown === 'string' ? shown : undefined);
  return item && !labelledBy && own ? `${own} ${item}` : label;
}
