-- A document's bytes are kept as parts of at most 256 KB, one row each, instead of one value
-- (decision 098). A 2 MB value passed whole through one statement: the server built a 2 MB bind
-- message and PostgreSQL copied it into freshly mapped memory more than once, so a burst of
-- uploads cost most in page faults and collections, and raised the peak memory of both. A part
-- is written, read and copied on its own; a document's parts go with it (ON DELETE CASCADE).
-- Parts are stored as they come (STORAGE EXTERNAL, never compressed: decision 085).
--
-- The same for an application's documents and a household's: <documents>_parts beside each. The
-- documents already stored are cut the same way (part n holds bytes n * 256 KB + 1 onwards), then
-- the documents' own content column goes.
DO $$
DECLARE
  documents text;
  parts text;
BEGIN
  FOREACH documents IN ARRAY ARRAY['application_documents', 'resident_documents'] LOOP
    parts := replace(documents, '_documents', '_document_parts');
    EXECUTE format(
      'CREATE TABLE %I (
         document_id integer NOT NULL REFERENCES %I (id) ON DELETE CASCADE,
         part integer NOT NULL CHECK (part >= 0),
         content bytea NOT NULL CHECK (octet_length(content) BETWEEN 1 AND 262144),
         PRIMARY KEY (document_id, part))', parts, documents);
    EXECUTE format('ALTER TABLE %I ALTER COLUMN content SET STORAGE EXTERNAL', parts);
    EXECUTE format(
      'INSERT INTO %I (document_id, part, content)
       SELECT d.id, n, substring(d.content FROM n * 262144 + 1 FOR 262144)
         FROM %I d, generate_series(0, (octet_length(d.content) - 1) / 262144) AS n', parts, documents);
    EXECUTE format('ALTER TABLE %I DROP COLUMN content', documents);
  END LOOP;
END $$;
