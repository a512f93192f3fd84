-- The spec's last rules (issue 17): shops' delivery areas, ungated buttons, notices without field rules.
--
-- Shops manage their own delivery areas (issue 17): an area belongs to the platform (shop_id 0, the shared address
-- areas) or to one shop. A shop sees the shared areas and its own, and changes only its own.
ALTER TABLE "area" ADD COLUMN "shop_id" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "area_shop_parent" ON "area" USING btree ("shop_id", "parent_id");
--> statement-breakpoint
-- The shops' delivery-area menu. Only on a database that already has its menus: an empty one gets every menu of the
-- catalogue on its first start, which must still see the menu table empty.
INSERT INTO "menu" ("menu_id", "parent_id", "biz_type", "path", "component", "name", "title", "seq")
SELECT 155, 145, 1, 'area', 'delivery/area', 'deliveryArea', '配送区域', 3
WHERE EXISTS (SELECT 1 FROM "menu")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Buttons the spec leaves ungated: their codes go, and the routes are guarded by their screen's menu instead. Grants
-- of these codes go with them (role_menu cascades).
DELETE FROM "menu_permission"
WHERE "biz_type" = 1
  AND "permission" IN (
    'product:category:enableOrDisable', 'product:product:status', 'product:product:updateData', 'product:product:save',
    'product:product:update', 'product:product:delete', 'order:order:delivery', 'product:product:auditApply',
    'product:spu:save', 'product:spu:update', 'product:spu:delete', 'product:spuDetail:save', 'product:spuDetail:update',
    'product:spuDetail:delete'
  );
--> statement-breakpoint
-- Notices have no field rules (spec §5): the title is neither required nor capped.
ALTER TABLE "notice" ALTER COLUMN "title" TYPE text;
