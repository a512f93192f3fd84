import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/** A shop's picture-library folder. type: 1 images, 2 videos, 3 files. */
export const attachFileGroup = pgTable(
  'attach_file_group',
  {
    attachFileGroupId: id('attach_file_group_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    name: varchar('name', { length: 6 }).notNull(),
    type: smallint('type').notNull().default(1),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('attach_file_group_shop').on(t.shopId, t.attachFileGroupId)],
);

/** One stored picture; filePath is the object key with a leading "/"; group 0 means no group. */
export const attachFile = pgTable(
  'attach_file',
  {
    fileId: id('file_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    filePath: varchar('file_path', { length: 255 }).notNull(),
    fileType: varchar('file_type', { length: 20 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: integer('file_size').notNull(),
    type: smallint('type').notNull().default(1),
    attachFileGroupId: id('attach_file_group_id').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('attach_file_shop_group').on(t.shopId, t.attachFileGroupId), uniqueIndex('attach_file_path').on(t.filePath)],
);

/** A home-page carousel image. imgType 0 mobile, 1 PC; status 0 disabled, 1 normal. */
export const indexImg = pgTable(
  'index_img',
  {
    imgId: id('img_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    imgUrl: varchar('img_url', { length: 255 }).notNull(),
    status: smallint('status').notNull().default(1),
    seq: integer('seq').notNull().default(0),
    spuId: id('spu_id'),
    imgType: smallint('img_type').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('index_img_shop_seq').on(t.shopId, t.seq)],
);

/**
 * A picture deleted from a shop's library: its path is never recorded again. `fileKept` while something the shop saved
 * still shows it; the sweep removes the file once nothing does.
 */
export const deletedPicture = pgTable(
  'deleted_picture',
  {
    filePath: varchar('file_path', { length: 255 }).primaryKey(),
    shopId: id('shop_id').notNull(),
    fileKept: boolean('file_kept').notNull(),
    createTime: createdAt(),
  },
  (t) => [
    index('deleted_picture_kept')
      .on(t.filePath)
      .where(sql`${t.fileKept}`),
  ],
);
