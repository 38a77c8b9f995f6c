-- A document's content is compressed with LZ4 rather than pglz, where the server is built with it
-- (PostgreSQL 14 and later on most distributions; PGlite is not, and keeps pglz). pglz compressed
-- a 2 MB upload in most of the 20 ms of database CPU its insert cost, and on a real PDF (a readable
-- header, then compressed streams) it works through most of the file before giving up; LZ4 does
-- either in a fraction of that. Only the way new values are stored changes: existing values stay
-- as they are and read the same.
DO $$
BEGIN
  ALTER TABLE application_documents ALTER COLUMN content SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
