import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index.ts';
import { countRows, ESTIMATE_REUSE_MS } from '../../src/platform/db/count-rows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('list totals', () => {
  it('counts exactly up to the limit', async () => {
    const [exact] = await t.db.select({ n: count() }).from(orders).where(eq(orders.shopId, 1));
    expect(await countRows(t.db, orders, eq(orders.shopId, 1))).toBe(Number(exact!.n));
    expect(await countRows(t.db, orders, eq(orders.shopId, 999))).toBe(0);
  });

  it('past the limit reports the estimate, never less than the limit', async () => {
    const [exact] = await t.db.select({ n: count() }).from(orders).where(eq(orders.shopId, 1));
    expect(Number(exact!.n)).toBeGreaterThan(50);
    const total = await countRows(t.db, orders, eq(orders.shopId, 1), 50);
    expect(total).toBeGreaterThan(50);
    expect(Number.isInteger(total)).toBe(true);
  });

  describe('reuse of an estimate', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('reuses a total past the limit for the same list for a few seconds, then asks the planner again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // The planner is asked through `execute` (EXPLAIN), once per total it estimates.
      const explains = vi.spyOn(t.db, 'execute');
      const shopOne = eq(orders.shopId, 1);
      const first = await countRows(t.db, orders, shopOne, 40);
      expect(explains).toHaveBeenCalledTimes(1);
      expect(await countRows(t.db, orders, shopOne, 40)).toBe(first);
      expect(explains).toHaveBeenCalledTimes(1);
      // Another limit is another list.
      await countRows(t.db, orders, shopOne, 41);
      expect(explains).toHaveBeenCalledTimes(2);
      vi.setSystemTime(Date.now() + ESTIMATE_REUSE_MS + 1);
      expect(await countRows(t.db, orders, shopOne, 40)).toBeGreaterThan(40);
      expect(explains).toHaveBeenCalledTimes(3);
    });
  });
});
