-- The candidates' postal-code filter matches from the start of the code ("02115" finds 02115 and
-- 02115-1234), as postal codes are read: by region, then area. A "contains" trigram search on digits
-- was a poor fit: ten symbols make few distinct trigrams, so "02115" drew 8,006 index candidates for
-- 456 real matches on the benchmark data set, each read from the table to be checked.
--
-- Postal codes are digits only, compared byte by byte: the "C" collation makes the prefix a plain
-- range on the index, and the included name and id let the list's matches come from the index
-- alone (no table reads), already grouped for the sort by name.
DROP INDEX candidates_postal_search_idx;
ALTER TABLE candidates ALTER COLUMN postal_code TYPE text COLLATE "C";
CREATE INDEX candidates_postal_prefix_idx ON candidates (organization_id, postal_code) INCLUDE (search_name, id);
