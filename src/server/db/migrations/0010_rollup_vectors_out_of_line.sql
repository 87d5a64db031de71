-- The running-total vectors (721 numbers, 5.8 KB) compress to under the 2 KB TOAST threshold and stayed in the
-- row, so reading a cell's day list (day, counts) scanned 25 times the pages it needed. Stored out of line
-- and uncompressed, the table holds the narrow columns only and a vector is read without decompressing.
ALTER TABLE "analytics_rollup" ALTER COLUMN "v" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- rewrite the stored vectors under the new storage (the old row versions go with the next vacuum)
UPDATE "analytics_rollup" SET "v" = "v" || ARRAY[]::float8[];
