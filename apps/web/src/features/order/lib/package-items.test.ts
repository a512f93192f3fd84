import { describe, expect, it } from 'vitest';
import type { OrderItemVO } from '@caremall/contract';
import { everythingLeft, packageItems } from './package-items';

const item = (orderItemId: number, count: number, deliveredCount: number) => ({ orderItemId, count, deliveredCount }) as OrderItemVO;
// Item 1: 3 of 5 left; item 2: all shipped; item 3: 2 left.
const ITEMS = [item(1, 5, 2), item(2, 4, 4), item(3, 2, 0)];
const sent = (choice: Parameters<typeof packageItems>[1]) => packageItems(ITEMS, choice).map(({ item: i, count }) => [i.orderItemId, count]);

describe('the package of a ship dialog', () => {
  it('starts with every item that has something left, all of what is left', () => {
    expect(everythingLeft(ITEMS)).toEqual({ selected: [1, 3], counts: { 1: 3, 3: 2 } });
    expect(sent(everythingLeft(ITEMS))).toEqual([
      [1, 3],
      [3, 2],
    ]);
  });

  it('holds only the items chosen, at their counts', () => {
    expect(sent({ selected: [3], counts: { 1: 1, 3: 1 } })).toEqual([[3, 1]]);
  });

  it('drops an item shipped since the choice was kept (a draft from before 重新登录), and caps a count at what is left now', () => {
    const keptBefore = { selected: [1, 2, 3], counts: { 1: 5, 2: 4, 3: 2 } };
    expect(sent(keptBefore)).toEqual([
      [1, 3],
      [3, 2],
    ]);
  });
});
