import type { OrderItemVO } from '@caremall/contract';

// The package a ship dialog sends: which of the order's items, and how many of each.

/** The items chosen, and a count for each item with something left (kept when one is unchosen: choosing it again keeps it). */
export interface ItemsChoice {
  selected: number[];
  counts: Record<number, number>;
}

export const remainingOf = (item: OrderItemVO) => item.count - item.deliveredCount;

/** Every item with something left to ship, all of what is left. */
export const everythingLeft = (items: OrderItemVO[]): ItemsChoice => {
  const open = items.filter((i) => remainingOf(i) > 0);
  return { selected: open.map((i) => i.orderItemId), counts: Object.fromEntries(open.map((i) => [i.orderItemId, remainingOf(i)])) };
};

/** How many of an item the choice ships if chosen: its count, at most what is left (all of it when it has none). */
export const countOf = (item: OrderItemVO, choice: ItemsChoice) => Math.min(remainingOf(item), choice.counts[item.orderItemId] ?? remainingOf(item));

/**
 * What the package holds: the items chosen that still have something left (a draft kept from before 重新登录 may name
 * one shipped since), each at most what is left.
 */
export const packageItems = (items: OrderItemVO[], choice: ItemsChoice) =>
  items.filter((i) => remainingOf(i) > 0 && choice.selected.includes(i.orderItemId)).map((i) => ({ item: i, count: countOf(i, choice) }));
