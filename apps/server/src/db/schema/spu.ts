import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A product (spu). status: -1 deleted, 0 off shelf, 1 on shelf, 2 taken down for a violation,
 * 3 pending review, 4 review rejected. Category, shop category and brand ids point at the
 * catalogue tables without foreign keys (the catalogue owns them). Stock and sales live on the
 * row (mall4cloud keeps them in spu_extension) so stock changes are single-row increments.
 */
export const spu = pgTable(
  'spu',
  {
    spuId: id('spu_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    categoryId: id('category_id').notNull(),
    shopCategoryId: id('shop_category_id').notNull().default(0),
    brandId: id('brand_id').notNull().default(0),
    name: varchar('name', { length: 255 }).notNull(),
    sellingPoint: varchar('selling_point', { length: 255 }),
    mainImgUrl: varchar('main_img_url', { length: 255 }),
    imgUrls: varchar('img_urls', { length: 2600 }),
    priceFee: bigint('price_fee', { mode: 'number' }).notNull().default(0),
    marketPriceFee: bigint('market_price_fee', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(0),
    hasSkuImg: smallint('has_sku_img').notNull().default(0),
    seq: integer('seq').notNull().default(0),
    publicationType: smallint('publication_type').notNull().default(0),
    productsType: smallint('products_type'),
    serveType: smallint('serve_type'),
    isCompose: smallint('is_compose').notNull().default(0),
    deliveryMode: varchar('delivery_mode', { length: 255 }),
    /** Review opinion (set when the platform rejects) and violation take-down reason. */
    opinion: varchar('opinion', { length: 500 }),
    wgOpinion: varchar('wg_opinion', { length: 500 }),
    saleNum: integer('sale_num').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('spu_shop_status').on(t.shopId, t.status, t.spuId),
    index('spu_shop_category').on(t.shopId, t.shopCategoryId),
    index('spu_category').on(t.categoryId),
    // Migration 0013 (with INCLUDE (status)): the list by platform category, read from the index alone.
    index('spu_shop_platform_category').on(t.shopId, t.categoryId, t.spuId),
    // Migration 0010 (the first three with INCLUDE (status)): deep pages, the price and sales sorts and
    // ranges, the on-sale and sold-out tabs, and the name or selling-point search's per-shop pieces.
    index('spu_shop_list').on(t.shopId, t.spuId),
    index('spu_shop_price').on(t.shopId, t.priceFee, t.spuId),
    index('spu_shop_sales').on(t.shopId, t.saleNum, t.spuId),
    index('spu_shop_status_stock').on(t.shopId, t.status, t.stock, t.spuId),
    index('spu_text_search')
      .using('gin', sql`caremall_shop_pieces(${t.shopId}, ${t.name} || chr(10) || coalesce(${t.sellingPoint}, ''))`)
      .with({ fastupdate: false }),
  ],
);

export const spuDetail = pgTable('spu_detail', {
  spuId: id('spu_id').primaryKey(),
  detail: text('detail'),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/** A sellable variant. status: -1 deleted, 0 disabled, 1 enabled. */
export const sku = pgTable(
  'sku',
  {
    skuId: id('sku_id').primaryKey().generatedByDefaultAsIdentity(),
    spuId: id('spu_id').notNull(),
    shopId: id('shop_id').notNull(),
    skuName: varchar('sku_name', { length: 255 }),
    attrs: varchar('attrs', { length: 255 }),
    imgUrl: varchar('img_url', { length: 1000 }),
    priceFee: bigint('price_fee', { mode: 'number' }).notNull().default(0),
    marketPriceFee: bigint('market_price_fee', { mode: 'number' }).notNull().default(0),
    partyCode: varchar('party_code', { length: 100 }),
    modelId: varchar('model_id', { length: 100 }),
    status: smallint('status').notNull().default(1),
    stock: integer('stock').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('sku_spu').on(t.spuId),
    index('sku_shop_party_code').on(t.shopId, t.partyCode),
    // Migration 0012: the party-code filter's per-shop pieces (platform/db/shop-text-search.ts).
    index('sku_party_code_search')
      .using('gin', sql`caremall_shop_pieces(${t.shopId}, ${t.partyCode})`)
      .with({ fastupdate: false }),
  ],
);

/** Basic (category) attribute values of a product; attrValueId 0 means free text. */
export const spuAttrValue = pgTable(
  'spu_attr_value',
  {
    spuAttrValueId: id('spu_attr_value_id').primaryKey().generatedByDefaultAsIdentity(),
    spuId: id('spu_id').notNull(),
    attrId: id('attr_id').notNull(),
    attrName: varchar('attr_name', { length: 20 }),
    attrValueId: id('attr_value_id').notNull().default(0),
    attrValueName: varchar('attr_value_name', { length: 255 }),
  },
  (t) => [index('spu_attr_value_spu').on(t.spuId)],
);

/** The sales attribute values one sku is made of; ids are 0 for names typed on the form. */
export const spuSkuAttrValue = pgTable(
  'spu_sku_attr_value',
  {
    spuSkuAttrId: id('spu_sku_attr_id').primaryKey().generatedByDefaultAsIdentity(),
    spuId: id('spu_id').notNull(),
    skuId: id('sku_id').notNull(),
    attrId: id('attr_id').notNull().default(0),
    attrName: varchar('attr_name', { length: 20 }).notNull(),
    attrValueId: id('attr_value_id').notNull().default(0),
    attrValueName: varchar('attr_value_name', { length: 40 }).notNull(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('spu_sku_attr_value_sku').on(t.skuId), index('spu_sku_attr_value_spu').on(t.spuId)],
);

export const spuKeyword = pgTable(
  'spu_keyword',
  {
    spuKeywordId: id('spu_keyword_id').primaryKey().generatedByDefaultAsIdentity(),
    spuId: id('spu_id').notNull(),
    keyword: varchar('keyword', { length: 10 }).notNull(),
  },
  (t) => [index('spu_keyword_spu').on(t.spuId)],
);

/** Communities (communityType 1) or stations (2) a service product is offered in. */
export const spuCommunity = pgTable(
  'spu_community',
  {
    spuCommunityId: id('spu_community_id').primaryKey().generatedByDefaultAsIdentity(),
    spuId: id('spu_id').notNull(),
    communityType: smallint('community_type').notNull(),
    communityId: id('community_id').notNull(),
    communityName: varchar('community_name', { length: 100 }),
  },
  (t) => [index('spu_community_spu').on(t.spuId)],
);

/** A community (commType 1) or station (2) of an elderly-care operator (affiliation = tenant name). */
export const community = pgTable(
  'community',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    communityName: varchar('community_name', { length: 100 }).notNull(),
    communityAddress: varchar('community_address', { length: 255 }),
    commType: smallint('comm_type').notNull().default(1),
    affiliation: varchar('affiliation', { length: 100 }).notNull(),
    createTime: createdAt(),
  },
  (t) => [index('community_affiliation').on(t.affiliation, t.commType)],
);

/** A platform take-down of a product. status: 1 offline, 2 waiting for review, 3 passed, 4 failed. */
export const offlineHandleEvent = pgTable(
  'offline_handle_event',
  {
    eventId: id('event_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: id('shop_id').notNull(),
    spuId: id('spu_id').notNull(),
    handler: varchar('handler', { length: 50 }),
    offlineReason: varchar('offline_reason', { length: 500 }).notNull(),
    status: smallint('status').notNull().default(1),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('offline_handle_event_spu').on(t.spuId, t.eventId)],
);

/** One reapplication by the merchant, and the platform's answer to it. */
export const offlineHandleEventItem = pgTable(
  'offline_handle_event_item',
  {
    eventItemId: id('event_item_id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: id('event_id').notNull(),
    reapplyReason: varchar('reapply_reason', { length: 500 }).notNull(),
    reapplyTime: timestamp('reapply_time', { withTimezone: true }).notNull().defaultNow(),
    refuseReason: varchar('refuse_reason', { length: 500 }),
    auditTime: timestamp('audit_time', { withTimezone: true }),
  },
  (t) => [index('offline_handle_event_item_event').on(t.eventId)],
);
