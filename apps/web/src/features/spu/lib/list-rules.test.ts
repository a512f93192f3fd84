import { describe, expect, it } from 'vitest';
import { batchActionsFor, rowActionsFor } from './list-rules';

describe('product list rules', () => {
  it('offers batch actions by tab', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((tab) => batchActionsFor(tab))).toEqual([
      { on: false, off: false },
      { on: false, off: true },
      { on: false, off: true },
      { on: true, off: false },
      { on: true, off: true },
      { on: true, off: true },
      { on: true, off: true },
    ]);
  });

  it('offers row actions by status', () => {
    expect(rowActionsFor(0)).toEqual({ shelfOn: true, shelfOff: false, edit: true, delete: true });
    expect(rowActionsFor(1)).toEqual({ shelfOn: false, shelfOff: true, edit: false, delete: false });
    expect(rowActionsFor(3)).toEqual({ shelfOn: false, shelfOff: false, edit: false, delete: false });
    expect(rowActionsFor(2)).toEqual({ shelfOn: false, shelfOff: false, edit: true, delete: true });
  });
});
