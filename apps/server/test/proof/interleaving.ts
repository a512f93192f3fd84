// Two requests made to meet inside the database (PostgreSQL only: PGlite runs one transaction at a time): a third
// connection holds a lock that stops the first request inside its transaction, the second is sent then, and the
// lock is let go once the second has finished or is waiting too.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/client.ts';
import { rows } from './actors.ts';

/** How many of this database's connections wait on a lock. */
export async function waitingOnLocks(db: Db): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(row!.n);
}

export async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Runs `hold` in a transaction of its own and keeps it open until the answer is called. */
export async function holding(db: Db, hold: ReturnType<typeof sql>): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const locked = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction(async (tx) => {
    await tx.execute(hold);
    held();
    await released;
  });
  await locked;
  return async () => {
    release();
    await done;
  };
}

/** A request in flight, and whether it has answered yet. */
export function tracked<T>(promise: Promise<T>): { settled: boolean; promise: Promise<T> } {
  const state = { settled: false, promise };
  void promise.finally(() => (state.settled = true));
  return state;
}

/**
 * Sends `first`, stopped inside its transaction by `hold`, then `second` while it waits; lets both go once the
 * second has answered or waits too. Answers both answers, in the order sent.
 */
export async function interleave<A, B>(db: Db, hold: ReturnType<typeof sql>, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const release = await holding(db, hold);
  const one = tracked(first());
  await until(async () => (await waitingOnLocks(db)) >= 1);
  const two = tracked(second());
  await until(async () => two.settled || (await waitingOnLocks(db)) >= 2);
  await release();
  return [await one.promise, await two.promise];
}
