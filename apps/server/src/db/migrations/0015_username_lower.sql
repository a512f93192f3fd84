-- Account names are compared without letter case (as upstream's MySQL does): the check before a new name is written
-- looks the lowered name up among live accounts, found by this index instead of a scan of every account.
-- Not unique: a database may already hold two live names that differ only in case; new ones are kept apart by the
-- check, which writes of one name take turns on (an advisory lock on the lowered name).
CREATE INDEX IF NOT EXISTS auth_account_username_lower ON auth_account (lower(username)) WHERE status <> -1;
