import { nameWords } from '@lar/contracts/candidates';
import { and, asc, eq, exists, gt, gte, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { candidateNameWordCounts, candidateNameWords } from '../../db/schema/candidates.ts';
import { startsWithRange } from '../../lib/like.ts';
import { totalColumn } from '../../lib/list-total.ts';
import { type Bind, type OrganizationScope, written } from '../../lib/prepared-queries.ts';

/**
 * Name search: every word typed must start a word of the candidate's name (accents and case
 * ignored), in any order. Words come from `candidate_name_words` (migration 0009), whose index
 * holds each word with the candidate's id and sort key, so the matches are read from the index.
 */

/**
 * Statements are kept per number of words: up to this many, typed names are served by kept
 * statements; longer ones are planned each time.
 */
export const KEPT_NAME_WORDS = 4;

/** The words of a name filter, longest first: the longest is the rarest, so it drives the search. */
export function nameSearchWords(fullName: string | undefined): string[] {
  return fullName ? nameWords(fullName).sort((a, b) => b.length - a.length || (a < b ? -1 : 1)) : [];
}

const fromKey = (i: number) => `name${i}From`;
const toKey = (i: number) => `name${i}To`;
const FIRST_LENGTH = 'name0Length';

/** Characters, as PostgreSQL's length() counts them (code points). */
const characters = (word: string) => Array.from(word).length;

/** The placeholder values of the words' ranges, for a prepared statement's execution. */
export function nameSearchParams(words: readonly string[]): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [i, word] of words.entries()) {
    const { from, to } = startsWithRange(word);
    params[fromKey(i)] = from;
    params[toKey(i)] = to;
  }
  const [first] = words;
  return first === undefined ? params : { ...params, [FIRST_LENGTH]: characters(first) };
}

/**
 * The columns of a text search's matches (a CTE), named alike whether they come from candidates or
 * from the name words, and unlike any column of candidates: drizzle refers to them unqualified.
 */
export const matchColumns = (id: PgColumn, searchName: PgColumn) => ({
  id: sql<number>`${id}`.as('match_id'),
  searchName: sql<string>`${searchName}`.as('match_name'),
});

export class NameSearch {
  constructor(
    private readonly q: Queryable,
    private readonly scope: OrganizationScope,
    private readonly words: readonly string[],
    private readonly bind: Bind,
  ) {}

  /** Word `i`'s range, [from, to), as bound values (see `nameSearchParams`). */
  private bounds(i: number) {
    const { from, to } = startsWithRange(this.words[i] as string);
    return { from: this.bind(fromKey(i), from), to: this.bind(toKey(i), to) };
  }

  private range(column: PgColumn, i: number): SQL {
    const { from, to } = this.bounds(i);
    return and(gte(column, from), lt(column, to)) as SQL;
  }

  /** The candidate `candidateId` has a word starting with word `i`: an index probe. */
  private hasWord(candidateId: PgColumn, i: number): SQL {
    const other = alias(candidateNameWords, `name_word_${i}`);
    return exists(
      this.q
        .select({ one: sql`1` })
        .from(other)
        .where(this.scope.where(other, eq(other.candidateId, candidateId), this.range(other.word, i))),
    );
  }

  /** Conditions on a candidate row (`candidates.id`): it has a word starting with each typed word. */
  conditions(candidateId: PgColumn): SQL[] {
    return this.words.map((_word, i) => this.hasWord(candidateId, i));
  }

  /**
   * The matching candidates' ids and sort keys, each once, read from the words' index: the rows
   * of the first (longest) word's range whose previous word sorts before it, so a candidate with
   * two words starting alike is counted on the first; the other words are index probes.
   */
  matches() {
    const w = candidateNameWords;
    return this.q
      .select(matchColumns(w.candidateId, w.searchName))
      .from(w)
      .where(
        this.scope.where(
          w,
          this.range(w.word, 0),
          lt(w.previousWord, this.bounds(0).from),
          ...this.otherWords(w.candidateId),
        ),
      )
      .$dynamic();
  }

  /**
   * The number of matches, as a column of the page query. One word is summed from the counts kept
   * per word (migration 0011): one row per distinct word in its range, whose previous word shares
   * fewer characters with it than were typed (the rows `matches` keeps). More words are counted
   * from their matches, up to the cap.
   */
  total(): SQL<number> {
    if (this.words.length > 1) return totalColumn(this.matches());
    const c = candidateNameWordCounts;
    const first = this.words[0] as string;
    return sql<number>`(select coalesce(sum(${c.candidates}), 0) from ${c} where ${this.scope.where(
      c,
      this.range(c.word, 0),
      lt(c.sharedPrefix, this.bind(FIRST_LENGTH, characters(first))),
    )})`.mapWith(Number);
  }

  /** The candidate has a word starting with each typed word after the first: index probes. */
  private otherWords(candidateId: PgColumn): SQL[] {
    return this.words.slice(1).map((_word, i) => this.hasWord(candidateId, i + 1));
  }

  /**
   * The distinct words in the first word's range, in byte order: a range holds few distinct words
   * and many rows, and each is found by one probe of the index from the one before (a recursive
   * "skip scan", which PostgreSQL does not do by itself).
   */
  private firstWords() {
    const w = candidateNameWords;
    const next = alias(candidateNameWords, 'next_word');
    const first = this.q
      .select({ word: w.word })
      .from(w)
      .where(this.scope.where(w, this.range(w.word, 0)))
      .orderBy(asc(w.word))
      .limit(written(1));
    const following = this.q
      .select({ word: next.word })
      .from(next)
      .where(this.scope.where(next, gt(next.word, sql`found.word`), lt(next.word, this.bounds(0).to)))
      .orderBy(asc(next.word))
      .limit(written(1));
    // Drizzle refers to the CTE's column unqualified: its name is unlike any column of the words.
    return this.q.$with('first_words', { word: sql<string>`first_word`.as('first_word') }).as(
      sql`with recursive found (word) as (${first} union all select ${following} from found where found.word is not null)
        select word as first_word from found where word is not null`,
    );
  }

  /**
   * One page of a one-word search's matches in name order, with the CTE it reads (`with`). Within
   * one word the index holds the matches in name order (migration 0010), so each distinct word
   * gives its first `offset + limit` matches and only those are sorted: not every match of the
   * range. (With more words each row would need probes for the others, and the count reads and
   * probes the whole range anyway: `matches` then serves count and page in one pass.)
   *
   * A candidate with two words in the range comes from both and is kept once by DISTINCT: it is
   * among the first `offset + limit` of each of its words, since whoever precedes it in a word
   * precedes it on the page. (Filtering by the previous word, as the count does, would say the
   * same, but a generic plan guesses that filter keeps a third of the rows, costs itself above the
   * plans made for actual values, and PostgreSQL would then plan every execution: 1 to 2 ms.)
   */
  page(limit: number | SQL | Placeholder, offset: number | SQL | Placeholder) {
    if (this.words.length !== 1) throw new Error('a name page is for one word');
    const words = this.firstWords();
    const m = alias(candidateNameWords, 'word_match');
    const ofWord = this.q
      .select(matchColumns(m.candidateId, m.searchName))
      .from(m)
      .where(this.scope.where(m, eq(m.word, words.word)))
      .orderBy(asc(m.searchName), asc(m.candidateId))
      .limit(sql`(${offset}::integer + ${limit}::integer)` as unknown as number)
      .as('word_matches');
    const page = this.q.$with('page').as(
      this.q
        .selectDistinct({ id: ofWord.id, searchName: ofWord.searchName })
        .from(words)
        .crossJoinLateral(ofWord)
        .orderBy(asc(ofWord.searchName), asc(ofWord.id))
        .limit(limit as number)
        .offset(offset as number),
    );
    return { with: [words, page] as const, page };
  }
}
