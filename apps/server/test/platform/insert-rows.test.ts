// insertRows sends rows as one JSON parameter instead of drizzle's parameter per value: it must store what
// drizzle's insert stores, value for value, and refuse what drizzle's insert refuses, with the same SQLSTATE
// (the error handler answers 22xxx as "out of range"). Checked over each column type the tables use, at and
// past the edges of its range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { captchaChallenge, sku, spuDetail } from '../../src/db/schema/index.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { sqlStateOf } from '../../src/platform/http/error-handler.ts';
import { insertRows } from '../../src/platform/db/insert-rows.ts';
import { openTestDatabase } from '../database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const TEXTS = [
  '',
  'plain',
  `quote ' and "double"`,
  'back\\slash \\u0041',
  'line\nbreak\ttab\r',
  '中文・日本語・español ñ',
  '😀 𠀀',
  '\u2028\u2029',
  '%_*',
  'x'.repeat(255),
];
const INTEGERS = [0, 1, -1, 2 ** 31 - 1, -(2 ** 31)];
const BIGINTS = [0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 53 - 2];
const SMALLINTS = [0, 32_767, -32_768];

/** Each path writes `rows` in a transaction it rolls back, and reads back what it stored (or the error's SQLSTATE). */
async function written<T extends PgTable>(table: T, rows: T['$inferInsert'][], read: (db: Database['db']) => Promise<unknown[]>) {
  const attempt = async (write: (db: Database['db']) => Promise<unknown>) => {
    let outcome: unknown;
    await database.db
      .transaction(async (tx) => {
        await write(tx);
        outcome = await read(tx);
        throw new Error('rollback');
      })
      .catch((error: unknown) => {
        if (outcome === undefined) outcome = { refused: sqlStateOf(error) ?? String(error) };
      });
    return outcome;
  };
  return {
    json: await attempt((db) => insertRows(db, table, rows)),
    drizzle: await attempt((db) => db.insert(table).values(rows as never)),
  };
}

const skuRow = (n: number, values: Partial<typeof sku.$inferInsert> = {}): typeof sku.$inferInsert => ({
  skuId: 990_000 + n,
  spuId: 1,
  shopId: 1,
  skuName: TEXTS[n % TEXTS.length],
  priceFee: BIGINTS[n % BIGINTS.length],
  stock: INTEGERS[n % INTEGERS.length],
  status: SMALLINTS[n % SMALLINTS.length],
  partyCode: null,
  ...values,
});
const readSkus = (db: Database['db']) =>
  db
    .select()
    .from(sku)
    .where(inArray(sku.spuId, [1]))
    .then((rows) => rows.filter((r) => r.skuId >= 990_000).map(({ createTime: _c, updateTime: _u, ...rest }) => rest));

describe('insertRows', () => {
  it('stores every text, integer, bigint and smallint at the edges of its range as drizzle does; a value left out takes its default', async () => {
    const rows = Array.from({ length: 20 }, (_, n) => skuRow(n));
    // Left out: the column's default (stock 0, status 1), in a row beside rows that give it.
    rows.push({ skuId: 990_100, spuId: 1, shopId: 1 });
    const { json, drizzle } = await written(sku, rows, readSkus);
    expect(json).toEqual(drizzle);
    expect(json).toContainEqual(expect.objectContaining({ skuId: 990_100, stock: 0, status: 1, skuName: null }));
  });

  it('stores dates, JSON and long texts as drizzle does', async () => {
    const expiresAt = new Date('2026-02-28T23:59:59.123Z');
    const answers = [{ x: 1, y: [1.5, 'two', null, { nested: '"quoted"' }] }, [], { text: '中文\n' }, 'a string', 42];
    const rows = answers.map((answer, n) => ({
      token: `insert-rows-${n}`,
      kind: 'k',
      captchaType: 'blockPuzzle',
      secretKey: 's',
      answer,
      expiresAt,
    }));
    const { json, drizzle } = await written(captchaChallenge, rows, (db) =>
      db
        .select()
        .from(captchaChallenge)
        .where(inArray(captchaChallenge.kind, ['k']))
        .then((found) => found.map(({ createTime: _c, ...rest }) => rest).sort((a, b) => a.token.localeCompare(b.token))),
    );
    expect(json).toEqual(drizzle);
    expect((json as { expiresAt: Date }[])[0]!.expiresAt.toISOString()).toBe(expiresAt.toISOString());
    const detail = '<p>' + '长'.repeat(200_000) + '</p>';
    const details = await written(spuDetail, [{ spuId: 990_000, detail }], (db) =>
      db.select({ spuId: spuDetail.spuId, detail: spuDetail.detail }).from(spuDetail).where(eq(spuDetail.spuId, 990_000)),
    );
    expect(details.json).toEqual(details.drizzle);
  });

  it.each([
    ['an integer past its range', { stock: 2 ** 31 }],
    ['an integer below its range', { stock: -(2 ** 31) - 1 }],
    ['a smallint past its range', { status: 32_768 }],
    ['a text past its length', { skuName: 'x'.repeat(256) }],
    ['a required column given as null', { spuId: null as unknown as number }],
    ['a key already taken', { skuId: 1 }],
  ])('refuses %s with the SQLSTATE drizzle gets, writing nothing', async (_name, values) => {
    const { json, drizzle } = await written(sku, [skuRow(0), skuRow(1, values)], readSkus);
    expect(json).toMatchObject({ refused: expect.stringMatching(/^[0-9A-Z]{5}$/) });
    expect(json).toEqual(drizzle);
  });

  it('writes nothing for no rows', async () => {
    const { json } = await written(sku, [], readSkus);
    expect(json).toEqual([]);
  });
});
