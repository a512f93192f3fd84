-- What the gateway caches, and the indexes the benchmark (1M products and orders, a shop of 100,000) chose.

-- auth_epoch counts committed changes to what decides access. The trigger runs at commit (deferred) and
-- bumps the one row once per transaction, so processes that read a newer count drop their cached grants.
CREATE TABLE IF NOT EXISTS "auth_epoch" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
  "epoch" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "auth_epoch_one_row" CHECK ("auth_epoch"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "epoch") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caremall_bump_auth_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('caremall.auth_epoch_txid', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('caremall.auth_epoch_txid', txid_current()::text, true);
    UPDATE auth_epoch SET epoch = epoch + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER menu_auth_epoch AFTER INSERT OR UPDATE OR DELETE ON "menu"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION caremall_bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER menu_permission_auth_epoch AFTER INSERT OR UPDATE OR DELETE ON "menu_permission"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION caremall_bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER role_menu_auth_epoch AFTER INSERT OR UPDATE OR DELETE ON "role_menu"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION caremall_bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_role_auth_epoch AFTER INSERT OR UPDATE OR DELETE ON "user_role"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION caremall_bump_auth_epoch();
--> statement-breakpoint
-- Substring filters within a shop (product name or selling point, order consignee, mobile or station): every
-- two- and three-character piece of the lowered text, prefixed with the shop id, in a GIN index. A search
-- looks up the pieces of its own text (platform/db/shop-text-search.ts), so the shop and the text are found
-- together; a global pg_trgm index had to walk the pieces every shop shares (40-90 ms on the benchmark,
-- a few ms this way), and two-character pieces serve the two-character searches Chinese names make.
-- Plain SQL: no extension needed, so PGlite and PostgreSQL build the same index. fastupdate off: a search
-- never walks a pending list that writes left behind.
CREATE OR REPLACE FUNCTION caremall_shop_pieces(shop bigint, body text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT shop::text || ':' || substr(l, i, n)), '{}')
  FROM (SELECT lower(body) AS l) t, (VALUES (2), (3)) AS w(n), generate_series(1, length(l) - n + 1) AS i
$$;
--> statement-breakpoint
-- The pieces a search looks up: its three-character pieces (its one piece when it has two characters)
-- that the index statistics do not list as common (`common`), or all of them when every one is common.
CREATE OR REPLACE FUNCTION caremall_search_pieces(shop bigint, search text, common text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(rare) > 0 THEN rare ELSE every END
  FROM (SELECT coalesce(array_agg(DISTINCT shop::text || ':' || substr(l, i, n)), '{}') AS every
        FROM (SELECT lower(search) AS l, least(length(lower(search)), 3) AS n) t, generate_series(1, length(l) - n + 1) AS i) e,
       LATERAL (SELECT coalesce(array_agg(k), '{}') AS rare FROM unnest(every) k WHERE k <> ALL (common)) r
$$;
--> statement-breakpoint
-- Pieces the index statistics (ANALYZE) list in more than 0.2 % of the rows: a long list to walk, and
-- rarely what tells rows apart.
CREATE OR REPLACE FUNCTION caremall_common_pieces(index_name text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(e.elem), '{}')
  FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(elem, freq)
  WHERE s.schemaname = current_schema() AND s.tablename = index_name AND e.elem IS NOT NULL AND e.freq > 0.002
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_consignee_search ON orders USING gin (caremall_shop_pieces(shop_id, consignee)) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_mobile_search ON orders USING gin (caremall_shop_pieces(shop_id, mobile)) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_station_search ON orders USING gin (caremall_shop_pieces(shop_id, station_name)) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS spu_text_search ON spu USING gin (caremall_shop_pieces(shop_id, name || chr(10) || coalesce(selling_point, ''))) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS orders_consignee_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS orders_mobile_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS spu_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS spu_selling_point_trgm;
--> statement-breakpoint
-- Deep pages of a shop's products: the ids of a page come from an index-only scan (status included for
-- the not-deleted filter), then the page's rows by id.
CREATE INDEX IF NOT EXISTS spu_shop_list ON spu (shop_id, spu_id) INCLUDE (status);
--> statement-breakpoint
DROP INDEX IF EXISTS spu_shop_id;
--> statement-breakpoint
-- Price and sales: the sorts and range filters of the product list, answered from the index (status
-- included for the not-deleted filter) instead of sorting or filtering the shop's 100,000 rows.
CREATE INDEX IF NOT EXISTS spu_shop_price ON spu (shop_id, price_fee, spu_id) INCLUDE (status);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS spu_shop_sales ON spu (shop_id, sale_num, spu_id) INCLUDE (status);
--> statement-breakpoint
-- The on-sale and sold-out tabs (on shelf with or without stock).
CREATE INDEX IF NOT EXISTS spu_shop_status_stock ON spu (shop_id, status, stock, spu_id);
