import type { CandidateListQuery } from '@lar/contracts/candidates';
import { containsPattern, startsWithRange } from '../../lib/like.ts';
import { type FilterDescriptor, type ListStatement, listStatement } from '../../lib/prepared-queries.ts';
import { KEPT_NAME_WORDS, nameSearchParams, nameSearchWords } from './candidate-name-search.repository.ts';

/**
 * Which statement a filter set of the candidate list takes, and how it is kept. No SQL here: the
 * statements are built in candidate-list.repository.ts.
 */

/** A list query's filters: the name's words (longest first), `%text%` patterns, the postal range. */
export interface CandidateFilters {
  nameWords: string[];
  email: string | undefined;
  phone: string | undefined;
  postal: { from: string; to: string } | undefined;
  status: CandidateListQuery['status'];
}

/**
 * Every filter, with what it changes in a statement's SQL text: the statements' keys and names are
 * built from all of them (`preparedPage`), so none can be left out of a key.
 */
const FILTERS = {
  nameWords: 'count',
  email: 'set',
  phone: 'set',
  postal: 'set',
  status: 'value',
} as const satisfies FilterDescriptor;

/** The name order's page (`orderedPage`): no text filter, or one whose matches passed the cap. */
export const ORDERED_PAGE = listStatement('candidates.ordered', FILTERS);
/** One word of a name alone (`namePage`): from the name words in name order. */
export const NAME_PAGE = listStatement('candidates.names', FILTERS);
/** Any other text filter (`matchesPage`): its matches read once, counted and sorted. */
export const MATCHES_PAGE = listStatement('candidates.matches', FILTERS);

const digits = (v: string | undefined) => (v ?? '').replace(/\D+/g, '');
const patternOf = (text: string) => (text ? containsPattern(text) : undefined);

export function candidateFilters(query: CandidateListQuery): CandidateFilters {
  // Postal codes that start with the digits typed: a range of the "C"-collated column.
  const postalDigits = digits(query.postal_code);
  return {
    nameWords: nameSearchWords(query.full_name),
    email: patternOf(query.email?.toLowerCase() ?? ''),
    phone: patternOf(digits(query.phone_number)),
    postal: postalDigits ? startsWithRange(postalDigits) : undefined,
    status: query.status,
  };
}

/** The values a list statement executes with: the filters, the name words' ranges, the page. */
export const executionValues = (f: CandidateFilters, page: { limit: number; offset: number }) => ({
  email: f.email,
  phone: f.phone,
  postalFrom: f.postal?.from,
  postalTo: f.postal?.to,
  ...nameSearchParams(f.nameWords),
  limit: page.limit,
  offset: page.offset,
});

/** Filters served by their own indexes (name words, trigram, postal prefix), not by the name order. */
export const hasTextFilter = (f: CandidateFilters) =>
  Boolean(f.nameWords.length > 0 || f.email || f.phone || f.postal);

/** Only a name is searched: its matches come from the name words' index alone. */
export const onlyName = (f: CandidateFilters) =>
  f.nameWords.length > 0 && !f.email && !f.phone && !f.postal && f.status === 'all';

/** Only one word of a name: its page is read in name order and its total from the kept counts. */
const oneNameWord = (f: CandidateFilters) => onlyName(f) && f.nameWords.length === 1;

/**
 * Every "contains" filter given has at least the 3 characters of a trigram (patterns are
 * `%text%`); name words and a postal prefix of any length are ranges of their own indexes. Then
 * one plan fits every value and a search's statement is kept per connection; shorter "contains"
 * texts match too much for an index, and names of many words vary too much: those are planned
 * with their values each time.
 */
const indexReady = (f: CandidateFilters) =>
  f.nameWords.length <= KEPT_NAME_WORDS &&
  [f.email, f.phone].every((pattern) => pattern === undefined || pattern.length >= 5);

/** A page statement of the list, and whether it is planned with its values on each execution. */
export interface ListPath {
  statement: ListStatement<typeof FILTERS>;
  plannedEachTime: boolean;
}

/**
 * The statement that answers a filter set first. Without a text filter, the name order, whose
 * plan fits every value. A text filter is first a search: one word of a name alone from the name
 * words (right whatever the total); anything else from its matches, which hands over to the name
 * order (`AFTER_CAPPED_MATCHES`) when they pass the cap.
 */
export function firstPath(f: CandidateFilters): ListPath {
  if (!hasTextFilter(f)) return { statement: ORDERED_PAGE, plannedEachTime: false };
  return { statement: oneNameWord(f) ? NAME_PAGE : MATCHES_PAGE, plannedEachTime: !indexReady(f) };
}

/**
 * Past the cap, the matches read and sorted are only the first ones, and the name order takes
 * over, as a text that short matches densely along it; its plan depends on the text.
 */
export const AFTER_CAPPED_MATCHES: ListPath = { statement: ORDERED_PAGE, plannedEachTime: true };
