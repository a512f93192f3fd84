-- A staff member has at most one live sign-in account per system type: two "set account" requests
-- racing each other cannot both succeed.
CREATE UNIQUE INDEX IF NOT EXISTS "auth_account_user_live" ON "auth_account" USING btree ("sys_type","user_id") WHERE status <> -1;
