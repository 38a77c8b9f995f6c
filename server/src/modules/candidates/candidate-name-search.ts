import { nameWords } from '@lar/contracts/candidates';
import { and, eq, exists, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { candidateNameWords } from '../../db/schema/candidates.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { startsWithRange } from '../../lib/like.ts';
import type { Bind } from '../../lib/prepared-queries.ts';

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

/** The placeholder values of the words' ranges, for a prepared statement's execution. */
export function nameSearchParams(words: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [i, word] of words.entries()) {
    const { from, to } = startsWithRange(word);
    params[fromKey(i)] = from;
    params[toKey(i)] = to;
  }
  return params;
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
    private readonly tenant: Tenant,
    private readonly words: readonly string[],
    private readonly bind: Bind,
  ) {}

  private range(column: PgColumn, i: number): SQL {
    const { from, to } = startsWithRange(this.words[i] as string);
    return and(gte(column, this.bind(fromKey(i), from)), lt(column, this.bind(toKey(i), to))) as SQL;
  }

  /** The candidate `candidateId` has a word starting with word `i`: an index probe. */
  private hasWord(candidateId: PgColumn, i: number): SQL {
    const other = alias(candidateNameWords, `name_word_${i}`);
    return exists(
      this.q
        .select({ one: sql`1` })
        .from(other)
        .where(this.tenant.where(other, eq(other.candidateId, candidateId), this.range(other.word, i))),
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
  matches(limit: number) {
    const w = candidateNameWords;
    return this.q
      .select(matchColumns(w.candidateId, w.searchName))
      .from(w)
      .where(
        this.tenant.where(
          w,
          this.range(w.word, 0),
          lt(w.previousWord, this.bind(fromKey(0), this.words[0] as string)),
          ...this.words.slice(1).map((_word, i) => this.hasWord(w.candidateId, i + 1)),
        ),
      )
      .limit(limit);
  }
}
