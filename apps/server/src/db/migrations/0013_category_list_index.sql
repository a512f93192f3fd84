-- The product list filtered by platform category counted its rows from the heap (21 ms for a shop of 100,000
-- products in one category on the benchmark): the shop, the category and the id in one index, with the status
-- carried along, let the count and the page be read from the index alone, like the other list indexes of 0010.
CREATE INDEX IF NOT EXISTS spu_shop_platform_category ON spu (shop_id, category_id, spu_id) INCLUDE (status);
