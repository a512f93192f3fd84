-- The station filter of the order list searched every order's station name through the text-piece index of 0010:
-- a station's pieces are shared by every station of the shop, so its matches' table pages were all read (about
-- 1,700 for "Station 17" in a shop of 100,000 orders on the benchmark, 8-10 ms). A shop has few station names (24
-- in that shop, 60 on average): the search now looks for them among the shop's names, then reads the orders of
-- those names from a B-tree that holds the list's order and key, without the table (1 ms).
--
-- order_station holds every (shop, station name) an order has had. Kept by a trigger in the order's own statement,
-- so a committed order's station is always listed; names no order holds any more stay (a name that matches none of
-- the shop's orders finds nothing), so deletes and renames need no bookkeeping.
CREATE TABLE IF NOT EXISTS "order_station" (
  "shop_id" bigint NOT NULL,
  "station_name" varchar(100) NOT NULL,
  CONSTRAINT "order_station_pkey" PRIMARY KEY ("shop_id", "station_name")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caremall_note_order_station() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_station (shop_id, station_name) VALUES (NEW.shop_id, NEW.station_name) ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- BEFORE, not AFTER: a bulk insert then queues no event per row.
CREATE OR REPLACE TRIGGER orders_note_station BEFORE INSERT OR UPDATE OF shop_id, station_name ON "orders"
  FOR EACH ROW WHEN (NEW.station_name IS NOT NULL) EXECUTE FUNCTION caremall_note_order_station();
--> statement-breakpoint
INSERT INTO "order_station" ("shop_id", "station_name")
  SELECT DISTINCT "shop_id", "station_name" FROM "orders" WHERE "station_name" IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_shop_station ON orders (shop_id, station_name, create_time, order_id) WHERE station_name IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS orders_station_search;
