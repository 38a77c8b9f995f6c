-- Stored names split into words at the same spaces as typed names. Migration 0009 split them with
-- the regular-expression class `\s`, whose members in PostgreSQL depend on the database and its
-- locale, while the typed text is split with JavaScript's `\s` (NAME_WORD_SEPARATORS in
-- contracts/src/candidates.ts). On PostgreSQL 15 with C.UTF-8 a no-break space (U+00A0, common in
-- pasted names), U+202F and U+FEFF did not split a stored name, so "Maria<no-break space>Silva"
-- was one word and typing "silva" did not find it; PGlite also kept U+1680 and split at U+0085.
-- The class now names JavaScript's spaces by code point, which every database reads alike.
CREATE OR REPLACE FUNCTION candidate_name_words_of(search_name text)
RETURNS TABLE (word text, previous_word text) LANGUAGE sql IMMUTABLE AS $$
  SELECT word, coalesce(lag(word) OVER (ORDER BY word), '')
    FROM (SELECT DISTINCT w COLLATE "C" AS word
            FROM regexp_split_to_table(search_name,
                   '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff''’‘`.,;:/()-]+') AS w
           WHERE w <> '') words
$$;

-- Names holding a character outside ASCII's spaces that either class may have read differently
-- get their words again; the per-word counts follow through their triggers (migration 0011).
CREATE TEMPORARY TABLE respelled_candidates ON COMMIT DROP AS
SELECT organization_id, id, search_name FROM candidates
 WHERE search_name ~ '[\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';

DELETE FROM candidate_name_words w
 USING respelled_candidates c
 WHERE w.organization_id = c.organization_id AND w.candidate_id = c.id;

INSERT INTO candidate_name_words (organization_id, candidate_id, word, previous_word, search_name)
SELECT c.organization_id, c.id, w.word, w.previous_word, c.search_name
  FROM respelled_candidates c CROSS JOIN LATERAL candidate_name_words_of(c.search_name) w;
