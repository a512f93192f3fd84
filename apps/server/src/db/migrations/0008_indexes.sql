-- Indexes the benchmark (npm run bench: 1,000 shops, 1M products, 1M orders) showed a need for.

-- Product list: a shop's products newest first (ORDER BY spu_id DESC LIMIT n). Without it the planner
-- walks the primary key backwards through every other shop's products to find ten of this shop's.
CREATE INDEX IF NOT EXISTS spu_shop_id ON spu (shop_id, spu_id);
--> statement-breakpoint
-- Substring filters (order consignee and mobile, product name and selling point) are ILIKE '%…%':
-- trigram indexes serve them where the pg_trgm extension is available (PostgreSQL's contrib). The
-- embedded PGlite has no pg_trgm; there the filters scan the shop's own rows, as before.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm not available: substring filters stay unindexed';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS orders_consignee_trgm ON orders USING gin (consignee gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS orders_mobile_trgm ON orders USING gin (mobile gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS spu_name_trgm ON spu USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS spu_selling_point_trgm ON spu USING gin (selling_point gin_trgm_ops);
  END IF;
END
$$;
