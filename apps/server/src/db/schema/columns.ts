import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Ids are JSON numbers on the wire (Java Long upstream): read them as numbers from both drivers. */
export const id = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

/**
 * The time of a row's next change: now, or a millisecond past its last change should the clock not have moved on
 * since (two changes within a millisecond, or a clock set back), so that a `version` read before never matches again.
 */
export const nextChangeTime = sql`greatest(clock_timestamp(), "update_time" + interval '1 millisecond')`;

export const updatedAt = () =>
  timestamp('update_time', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => nextChangeTime);
