import { index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A product attribute. attrType 0: a shop's sales attribute (sku axis); attrType 1: a basic
 * attribute owned by the platform (shop 0) and linked to platform categories. searchType 1 marks
 * an important basic attribute that every product of those categories must fill in.
 */
export const attr = pgTable(
  'attr',
  {
    attrId: id('attr_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    desc: varchar('desc', { length: 30 }),
    searchType: smallint('search_type').notNull().default(1),
    attrType: smallint('attr_type').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('attr_shop_type').on(t.shopId, t.attrType, t.attrId)],
);

export const attrValue = pgTable(
  'attr_value',
  {
    attrValueId: id('attr_value_id').primaryKey().generatedByDefaultAsIdentity(),
    attrId: id('attr_id').notNull(),
    value: varchar('value', { length: 20 }).notNull(),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('attr_value_attr').on(t.attrId, t.attrValueId)],
);

/** Links a basic attribute to a platform category (no foreign key: the catalogue owns categories). */
export const attrCategory = pgTable(
  'attr_category',
  {
    attrCategoryId: id('attr_category_id').primaryKey().generatedByDefaultAsIdentity(),
    attrId: id('attr_id').notNull(),
    categoryId: id('category_id').notNull(),
  },
  (t) => [uniqueIndex('attr_category_attr_category').on(t.attrId, t.categoryId), index('attr_category_category').on(t.categoryId)],
);
