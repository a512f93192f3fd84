-- Integrity: grants point at their role, menu and menu permission through foreign keys, so a delete racing a grant is settled by the database (issue 12).
--
-- With these keys a grant written while its role, menu or permission is being deleted either holds the
-- referenced row until it commits (the delete then waits and cascades or refuses) or fails because the row is
-- gone; a check made before the write can no longer be outrun. Deleting a role takes its grants and
-- assignments along, deleting a permission takes its grants along, and a menu still granted or still owning
-- permissions cannot be deleted (the menu delete refuses it with the same message as its own check).
--
-- Rows already pointing at a missing role, menu or permission (left by such races before) are handled first:
--  * user_role and role_menu rows whose role, menu or permission is gone are deleted. They grant nothing any
--    more (the role, menu or permission they name no longer exists) and would stop the keys from being added.
--  * menu_permission rows whose menu is gone are kept: the gateway still checks calls against them, and
--    dropping them would change who may call what. Their key is added NOT VALID, so it is enforced for every
--    new or changed row but not for those rows; `ALTER TABLE menu_permission VALIDATE CONSTRAINT
--    menu_permission_menu_fk` checks them once they are re-attached or removed.
DELETE FROM "user_role" u WHERE NOT EXISTS (SELECT 1 FROM "role" r WHERE r."role_id" = u."role_id");
--> statement-breakpoint
DELETE FROM "role_menu" g
WHERE NOT EXISTS (SELECT 1 FROM "role" r WHERE r."role_id" = g."role_id")
   OR (g."menu_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."menu_id" = g."menu_id"))
   OR (g."menu_permission_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "menu_permission" p WHERE p."menu_permission_id" = g."menu_permission_id"));
--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_role_fk" FOREIGN KEY ("role_id") REFERENCES "role"("role_id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "role_menu" ADD CONSTRAINT "role_menu_role_fk" FOREIGN KEY ("role_id") REFERENCES "role"("role_id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "role_menu" ADD CONSTRAINT "role_menu_menu_fk" FOREIGN KEY ("menu_id") REFERENCES "menu"("menu_id");
--> statement-breakpoint
ALTER TABLE "role_menu" ADD CONSTRAINT "role_menu_permission_fk" FOREIGN KEY ("menu_permission_id") REFERENCES "menu_permission"("menu_permission_id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "menu_permission" ADD CONSTRAINT "menu_permission_menu_fk" FOREIGN KEY ("menu_id") REFERENCES "menu"("menu_id") NOT VALID;
--> statement-breakpoint
-- The referencing columns are indexed so a delete's check or cascade does not scan the table.
CREATE INDEX IF NOT EXISTS "role_menu_menu" ON "role_menu" USING btree ("menu_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "role_menu_menu_permission" ON "role_menu" USING btree ("menu_permission_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "menu_permission_menu" ON "menu_permission" USING btree ("menu_id");
