-- Name search read every match of a word to count it and then sorted all of them for one page
-- ("Gonçalves": 2,956 matches sorted for 50, about half of the statement's time). Within one
-- word, this index holds the matches in the list's order (search_name, then id), so a page reads
-- only its own rows from each distinct word in the typed prefix's range and merges them. The
-- count still reads the range, from the same index. It replaces the index of migration 0009,
-- whose leading columns it shares.
CREATE INDEX candidate_name_words_ordered_idx
  ON candidate_name_words (organization_id, word, search_name, candidate_id) INCLUDE (previous_word);
DROP INDEX candidate_name_words_prefix_idx;
