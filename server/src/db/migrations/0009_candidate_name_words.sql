-- Name search finds candidates by the start of any word of their name: "gonc" and "goncalves" find
-- "Maria Gonçalves", "maria silva" finds "Maria da Silva Santos" (every word typed starts a word of
-- the name, in any order). A "contains" trigram search had to read every match from the table to
-- check it (2,956 table rows, 5 ms, for "Gonçalves" on the benchmark data set); the words and their
-- prefixes come from this table's index alone.
--
-- One row per distinct word of a candidate's search_name (lowercase, accents removed), kept by
-- triggers in the same transaction as every change to candidates. Words are split on the
-- separators of `NAME_WORD_SEPARATORS` in contracts/src/candidates.ts, which splits what is typed.
CREATE TABLE candidate_name_words (
  organization_id integer NOT NULL,
  candidate_id integer NOT NULL,
  -- Compared byte by byte: a prefix is the range [prefix, prefix || U+10FFFF).
  word text COLLATE "C" NOT NULL,
  -- The name's word before this one in that order ('' for the first). A candidate with two words
  -- starting with a prefix ("maria mariana" for "mari") is counted on the first of them only: the
  -- row whose previous word sorts before the prefix.
  previous_word text COLLATE "C" NOT NULL,
  -- The candidate's search_name, for the list's sort by name straight from the index.
  search_name text NOT NULL,
  PRIMARY KEY (organization_id, candidate_id, word),
  FOREIGN KEY (candidate_id, organization_id) REFERENCES candidates (id, organization_id) ON DELETE CASCADE
);
CREATE INDEX candidate_name_words_prefix_idx ON candidate_name_words (organization_id, word)
  INCLUDE (previous_word, search_name, candidate_id);

CREATE FUNCTION candidate_name_words_of(search_name text)
RETURNS TABLE (word text, previous_word text) LANGUAGE sql IMMUTABLE AS $$
  SELECT word, coalesce(lag(word) OVER (ORDER BY word), '')
    FROM (SELECT DISTINCT w COLLATE "C" AS word
            FROM regexp_split_to_table(search_name, '[\s''’‘`.,;:/()-]+') AS w
           WHERE w <> '') words
$$;

CREATE FUNCTION candidate_name_words_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_name_words (organization_id, candidate_id, word, previous_word, search_name)
  SELECT n.organization_id, n.id, w.word, w.previous_word, n.search_name
    FROM new_rows n CROSS JOIN LATERAL candidate_name_words_of(n.search_name) w;
  RETURN NULL;
END $$;

-- Only renamed candidates change their words; other updates (a new phone, a version) touch none.
CREATE FUNCTION candidate_name_words_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_name_words w
   USING old_rows o JOIN new_rows n ON n.id = o.id
   WHERE o.search_name IS DISTINCT FROM n.search_name
     AND w.organization_id = o.organization_id AND w.candidate_id = o.id;
  INSERT INTO candidate_name_words (organization_id, candidate_id, word, previous_word, search_name)
  SELECT n.organization_id, n.id, w.word, w.previous_word, n.search_name
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   CROSS JOIN LATERAL candidate_name_words_of(n.search_name) w
   WHERE o.search_name IS DISTINCT FROM n.search_name;
  RETURN NULL;
END $$;

CREATE TRIGGER candidate_name_words_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_name_words_after_insert();
CREATE TRIGGER candidate_name_words_update AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_name_words_after_update();
-- Deleted candidates take their words with them through the foreign key.

INSERT INTO candidate_name_words (organization_id, candidate_id, word, previous_word, search_name)
SELECT c.organization_id, c.id, w.word, w.previous_word, c.search_name
  FROM candidates c CROSS JOIN LATERAL candidate_name_words_of(c.search_name) w;

-- The "contains" index of names has no reader left.
DROP INDEX candidates_name_search_idx;
