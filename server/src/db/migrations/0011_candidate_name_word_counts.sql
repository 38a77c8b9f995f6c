-- A one-word name search counted its matches by reading every one of them from the index (2,956
-- entries for "Gonçalves", more than half of the search's time once the page reads only its own
-- rows). This table holds how many candidates have each word, kept by triggers in the same
-- transaction as every change to the words, so the count reads one row per distinct word in the
-- typed prefix's range.
--
-- A candidate with two words starting with the prefix ("maria mariana" for "mari") must count
-- once: the search counts the row whose previous word (migration 0009) does not start with the
-- prefix. That holds exactly when the word shares fewer characters with its previous word than
-- the prefix has, so the count is kept per word and shared length:
--   candidates with word W whose previous word shares S characters with W.
CREATE FUNCTION shared_prefix_length(a text, b text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT count(*)::integer FROM generate_series(1, least(length(a), length(b))) AS i
   WHERE substr(a, 1, i) = substr(b, 1, i)
$$;

CREATE TABLE candidate_name_word_counts (
  organization_id integer NOT NULL REFERENCES organizations (id),
  word text COLLATE "C" NOT NULL,
  shared_prefix integer NOT NULL,
  candidates bigint NOT NULL,
  PRIMARY KEY (organization_id, word, shared_prefix)
);

-- Words are only ever inserted and deleted (a rename deletes and inserts). One function serves
-- both: each trigger names its transition table `changed_rows` and passes the sign of its change.
-- Deltas are applied in key order, so transactions that touch several words lock their rows in
-- the same order and cannot deadlock. Rows that fall to zero stay: they are few and cost nothing
-- to sum.
CREATE FUNCTION candidate_name_word_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_name_word_counts AS c (organization_id, word, shared_prefix, candidates)
  SELECT organization_id, word, shared_prefix_length(word, previous_word), TG_ARGV[0]::integer * count(*)
    FROM changed_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, word, shared_prefix) DO UPDATE SET candidates = c.candidates + excluded.candidates;
  RETURN NULL;
END $$;

CREATE FUNCTION candidate_name_word_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_name_word_counts;
  RETURN NULL;
END $$;

-- An update of a word row would change nothing the search reads without going through the
-- triggers above; none is ever made, and one would be refused rather than miscounted.
CREATE FUNCTION candidate_name_words_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'candidate_name_words rows are deleted and inserted, never updated';
END $$;

CREATE TRIGGER candidate_name_word_counts_insert AFTER INSERT ON candidate_name_words
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_name_word_counts_apply('1');
CREATE TRIGGER candidate_name_word_counts_delete AFTER DELETE ON candidate_name_words
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_name_word_counts_apply('-1');
CREATE TRIGGER candidate_name_word_counts_truncate AFTER TRUNCATE ON candidate_name_words
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_name_word_counts_after_truncate();
CREATE TRIGGER candidate_name_words_no_update BEFORE UPDATE ON candidate_name_words
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_name_words_refuse_update();

INSERT INTO candidate_name_word_counts (organization_id, word, shared_prefix, candidates)
SELECT organization_id, word, shared_prefix_length(word, previous_word), count(*)
  FROM candidate_name_words GROUP BY 1, 2, 3;
