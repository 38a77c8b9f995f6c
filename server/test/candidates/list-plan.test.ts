import { candidateListQuery } from '@lar/contracts/candidates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../src/lib/prepared-queries.ts';
import {
  type CandidateFilters,
  candidateFilters,
  firstPath,
  MATCHES_PAGE,
  NAME_PAGE,
  ORDERED_PAGE,
} from '../../src/modules/candidates/candidate-list-plan.ts';

/** Which statement each filter set of the candidate list takes, and what keys it. */
const filtersOf = (query: Record<string, string | undefined>) =>
  candidateFilters(candidateListQuery.parse(query));

/** What decides a statement's SQL text: the number of name words, which filters are set, the status. */
const sqlShape = (f: CandidateFilters) => [f.nameWords.length, !!f.email, !!f.phone, !!f.postal, f.status];

describe('candidate list planning', () => {
  it('reads the name order without a text filter, and kept per connection', () => {
    expect(firstPath(filtersOf({}))).toEqual({ statement: ORDERED_PAGE, plannedEachTime: false });
    expect(firstPath(filtersOf({ status: 'tenants' }))).toEqual({
      statement: ORDERED_PAGE,
      plannedEachTime: false,
    });
  });

  it('reads one word of a name alone from the name words, anything else from its matches', () => {
    expect(firstPath(filtersOf({ full_name: 'maria' })).statement).toBe(NAME_PAGE);
    expect(firstPath(filtersOf({ full_name: 'maria silva' })).statement).toBe(MATCHES_PAGE);
    expect(firstPath(filtersOf({ full_name: 'maria', status: 'tenants' })).statement).toBe(MATCHES_PAGE);
    expect(firstPath(filtersOf({ postal_code: '021' })).statement).toBe(MATCHES_PAGE);
  });

  it('plans with their values the texts too short for a trigram and names of many words', () => {
    expect(firstPath(filtersOf({ email: 'mar' })).plannedEachTime).toBe(false);
    expect(firstPath(filtersOf({ email: 'ma' })).plannedEachTime).toBe(true);
    expect(firstPath(filtersOf({ phone_number: '61' })).plannedEachTime).toBe(true);
    expect(firstPath(filtersOf({ full_name: 'a b c d' })).plannedEachTime).toBe(false);
    expect(firstPath(filtersOf({ full_name: 'a b c d e' })).plannedEachTime).toBe(true);
  });

  it('keys every filter: two filter sets share a statement only when their SQL is the same', () => {
    const text = fc.option(fc.constantFrom('a', 'maria', 'mar silva', '02115', '617'), { nil: undefined });
    const query = fc.record({
      full_name: text,
      email: text,
      phone_number: text,
      postal_code: text,
      status: fc.constantFrom('all', 'tenants', 'applicants'),
    });
    fc.assert(
      fc.property(query, query, (a, b) => {
        const [fa, fb] = [filtersOf(a), filtersOf(b)];
        const sameSql = JSON.stringify(sqlShape(fa)) === JSON.stringify(sqlShape(fb));
        for (const statement of [ORDERED_PAGE, NAME_PAGE, MATCHES_PAGE]) {
          expect(shapeOf(statement, fa) === shapeOf(statement, fb)).toBe(sameSql);
        }
      }),
    );
  });
});
