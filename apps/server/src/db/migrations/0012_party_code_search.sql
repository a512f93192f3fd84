-- The product list's party-code filter (a substring of any of the product's SKU codes) read every SKU of the
-- shop's products, one EXISTS per product (about 50 s for a shop of 100,000 products on the benchmark). The SKUs'
-- codes get the same per-shop piece index as the other substring filters (migration 0010), so the filter finds
-- the matching SKUs first and then their products.
CREATE INDEX IF NOT EXISTS sku_party_code_search ON sku USING gin (caremall_shop_pieces(shop_id, party_code)) WITH (fastupdate = off);
