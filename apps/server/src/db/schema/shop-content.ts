import { index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** A search term a shop promotes in the app's search box. status: 1 on, 0 off. */
export const hotSearch = pgTable(
  'hot_search',
  {
    hotSearchId: id('hot_search_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    content: varchar('content', { length: 255 }).notNull(),
    seq: smallint('seq').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('hot_search_shop').on(t.shopId, t.hotSearchId)],
);

/** A shop notice; content is sanitised rich text. status: 0 revoked, 1 published. */
export const notice = pgTable(
  'notice',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    title: text('title').notNull(),
    content: text('content'),
    type: smallint('type').notNull().default(2),
    status: smallint('status').notNull().default(1),
    isTop: smallint('is_top').notNull().default(0),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('notice_shop_top').on(t.shopId, t.isTop, t.publishTime)],
);
