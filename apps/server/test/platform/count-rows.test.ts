import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index.ts';
import { countRows } from '../../src/platform/db/count-rows.ts';
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
});
