-- Every registration adds one to the count row of each word of the name (migration 0011), and a
-- transaction holds those rows locked until it commits: registrations whose names share a word
-- ("maria", "silva", "da") wait for each other, one at a time. With every write of the benchmark
-- registering the same name, the counts halved the write throughput (1,114-1,127 req/s with their
-- triggers disabled, 640-778 with them).
--
-- Each word's count is now kept in up to 16 rows, one per stripe: the candidate's id modulo 16.
-- Registrations in a row get consecutive ids, so they add to different rows; a candidate's words
-- are removed from the stripe they were added to, so no row goes below zero. Readers already sum
-- the rows of a range of words, and now sum the stripes with them. The rows kept so far become
-- stripe 0: their sums are unchanged.
ALTER TABLE candidate_name_word_counts ADD COLUMN stripe smallint NOT NULL DEFAULT 0;
ALTER TABLE candidate_name_word_counts DROP CONSTRAINT candidate_name_word_counts_pkey;
ALTER TABLE candidate_name_word_counts ADD PRIMARY KEY (organization_id, word, shared_prefix, stripe);

-- As in migration 0011, deltas are applied in key order, so transactions that touch several rows
-- lock them in the same order and cannot deadlock.
CREATE OR REPLACE FUNCTION candidate_name_word_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_name_word_counts AS c (organization_id, word, shared_prefix, stripe, candidates)
  SELECT organization_id, word, shared_prefix_length(word, previous_word), candidate_id % 16,
         TG_ARGV[0]::integer * count(*)
    FROM changed_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (organization_id, word, shared_prefix, stripe)
  DO UPDATE SET candidates = c.candidates + excluded.candidates;
  RETURN NULL;
END $$;
