-- Every picture deleted from a shop's library: its path is never recorded again (an upload of the same bytes gets a
-- new path), so a record sent in the moment of the delete cannot bring back a file being removed. A picture that
-- something the shop saved still shows keeps its file (file_kept) until nothing shows it; the sweep
-- (modules/biz/deleted-pictures.ts) then removes the file.
CREATE TABLE IF NOT EXISTS deleted_picture (
  file_path varchar(255) PRIMARY KEY,
  shop_id bigint NOT NULL,
  file_kept boolean NOT NULL,
  create_time timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The sweep walks the kept files by path: only they are in this index, however many deleted pictures there are.
CREATE INDEX IF NOT EXISTS deleted_picture_kept ON deleted_picture (file_path) WHERE file_kept;
