import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** Address and delivery areas: level 0 region, 1 province, 2 city, 3 district. shopId 0: the shared address areas; otherwise a shop's own delivery area. */
export const area = pgTable(
  'area',
  {
    areaId: id('area_id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: id('parent_id').notNull().default(0),
    areaName: varchar('area_name', { length: 50 }).notNull(),
    level: integer('level').notNull(),
    shopId: id('shop_id').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('area_parent').on(t.parentId), index('area_shop_parent').on(t.shopId, t.parentId)],
);
