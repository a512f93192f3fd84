import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Ids are JSON numbers on the wire (Java Long upstream): read them as numbers from both drivers. */
export const id = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('update_time', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
