-- Performance at scale (issue 7), from the query plans of the large benchmark data set
-- (docs/benchmarks.md).
--
-- Trigram GIN indexes answer the "contains" searches of candidates and unit numbers. With the
-- default fastupdate, new rows wait in an unsorted pending list that every search scans in full
-- and that some unlucky insert flushes (hundreds of milliseconds); these tables are searched far
-- more often than written, so each insert now updates the index directly.
ALTER INDEX candidates_name_search_idx SET (fastupdate = off);
ALTER INDEX candidates_email_search_idx SET (fastupdate = off);
ALTER INDEX candidates_phone_search_idx SET (fastupdate = off);
ALTER INDEX candidates_postal_search_idx SET (fastupdate = off);
ALTER INDEX units_number_search_idx SET (fastupdate = off);
-- Entries already pending move into the indexes now rather than at the next vacuum.
SELECT gin_clean_pending_list(index_name::regclass)
  FROM unnest(ARRAY['candidates_name_search_idx', 'candidates_email_search_idx', 'candidates_phone_search_idx',
                    'candidates_postal_search_idx', 'units_number_search_idx']) AS index_name;

-- A unit's or a tenant's history is listed newest first with the id breaking ties; with the id in
-- the index, the page comes from the index in order (index-only), without a sort or heap reads.
DROP INDEX occupancies_unit_idx;
CREATE INDEX occupancies_unit_idx ON occupancies (organization_id, unit_id, start_date DESC, id DESC);
DROP INDEX occupancies_tenant_idx;
CREATE INDEX occupancies_tenant_idx ON occupancies (organization_id, tenant_id, start_date DESC, id DESC);
