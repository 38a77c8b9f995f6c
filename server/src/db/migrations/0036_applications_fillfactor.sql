-- A listing's lottery writes the rank of each of its applications in one statement (decision 033):
-- 10,000 of them for a large listing. None of the columns it writes (lottery_rank, version,
-- updated_at) is indexed, so with room left on each page PostgreSQL keeps every new row version on
-- its page (a HOT update) and touches none of the table's nine indexes; on full pages each row would
-- add an entry to every index. Status changes of the review benefit alike. Applies to the pages
-- written from now on.
ALTER TABLE applications SET (fillfactor = 85);
