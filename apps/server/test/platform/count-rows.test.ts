import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index.ts';
import { countRows, ESTIMATE_REUSE_MS } from '../../src/platform/db/count-rows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Statistics, as a live database has them: the estimates below are the planner's.
  await t.db.execute(sql`analyze orders`);
});
afterAll(() => t.close());

describe('list totals', () => {
  it('counts exactly up to the limit', async () => {
    const [exact] = await t.db.select({ n: count() }).from(orders).where(eq(orders.shopId, 1));
    expect(await countRows(t.db, orders, eq(orders.shopId, 1))).toBe(Number(exact!.n));
    expect(await countRows(t.db, orders, eq(orders.shopId, 999))).toBe(0);
  });

  it("past the limit reports the planner's estimate of every row, never less than the limit", async () => {
    const shopOne = eq(orders.shopId, 1);
    const [exact] = await t.db.select({ n: count() }).from(orders).where(shopOne);
    expect(Number(exact!.n)).toBeGreaterThan(50);
    const total = await countRows(t.db, orders, shopOne, 50);
    const explained = await t.db.execute(
      sql`explain (format json) ${t.db
        .select({ one: sql`1` })
        .from(orders)
        .where(shopOne)
        .getSQL()}`,
    );
    const cell = Object.values((explained as unknown as { rows: Record<string, unknown>[] }).rows[0]!)[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
    expect(total).toBe(Math.max(51, Math.round(plan[0]!.Plan['Plan Rows'])));
  });

  it('estimates a list of thousands at thousands, not at the limit', async () => {
    // A merchant's 100,000 products read "10,001" while the estimate was taken of the capped count.
    const [exact] = await t.db.select({ n: count() }).from(orders);
    const total = await countRows(t.db, orders, undefined, 10);
    expect(total).toBeGreaterThan(exact!.n / 2);
    expect(total).toBeLessThan(exact!.n * 2);
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
