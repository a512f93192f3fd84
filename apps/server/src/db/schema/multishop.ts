import { index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** A shop (tenant). type: 1 self-run, 2 normal, 3 and 4 elderly-care service shops. */
export const shopDetail = pgTable('shop_detail', {
  shopId: id('shop_id').primaryKey().generatedByDefaultAsIdentity(),
  shopName: varchar('shop_name', { length: 50 }).notNull(),
  intro: varchar('intro', { length: 200 }),
  shopLogo: varchar('shop_logo', { length: 255 }),
  shopStatus: smallint('shop_status').notNull().default(1),
  type: smallint('type').notNull().default(2),
  tenantName: varchar('tenant_name', { length: 100 }),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/** A member of a shop's staff (or of the platform's, with shop id 0). */
export const shopUser = pgTable(
  'shop_user',
  {
    shopUserId: id('shop_user_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    nickName: varchar('nick_name', { length: 32 }).notNull(),
    avatar: varchar('avatar', { length: 255 }),
    code: varchar('code', { length: 255 }),
    phoneNum: varchar('phone_num', { length: 64 }),
    hasAccount: smallint('has_account').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('shop_user_shop').on(t.shopId, t.shopUserId)],
);
