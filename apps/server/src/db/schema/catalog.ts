import { char, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A category: shop_id 0 is the platform's tree (3 levels, products bind a level-2 leaf), any other
 * shop id is that shop's own tree (2 levels). path = ancestor ids joined by '-' ('' at level 0).
 * status: 1 normal, 0 off shelf, -1 deleted.
 */
export const category = pgTable(
  'category',
  {
    categoryId: id('category_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    parentId: id('parent_id').notNull().default(0),
    name: varchar('name', { length: 255 }).notNull(),
    desc: varchar('desc', { length: 255 }),
    path: varchar('path', { length: 255 }).notNull().default(''),
    icon: varchar('icon', { length: 255 }),
    imgUrl: varchar('img_url', { length: 255 }),
    level: integer('level').notNull().default(0),
    seq: integer('seq').notNull().default(1),
    status: smallint('status').notNull().default(1),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('category_shop_parent').on(t.shopId, t.parentId),
    // Names are unique among the siblings of one shop's tree.
    uniqueIndex('category_shop_parent_name').on(t.shopId, t.parentId, t.name),
  ],
);

/** A brand of the platform; linked to platform leaf categories through category_brand. */
export const brand = pgTable('brand', {
  brandId: id('brand_id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 50 }).notNull(),
  desc: varchar('desc', { length: 255 }),
  imgUrl: varchar('img_url', { length: 255 }),
  firstLetter: char('first_letter', { length: 1 }),
  seq: integer('seq').notNull().default(1),
  status: smallint('status').notNull().default(1),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

export const categoryBrand = pgTable(
  'category_brand',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    brandId: id('brand_id').notNull(),
    categoryId: id('category_id').notNull(),
  },
  (t) => [index('category_brand_category').on(t.categoryId), index('category_brand_brand').on(t.brandId)],
);
