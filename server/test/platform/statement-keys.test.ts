import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listStatement, preparedPage, shapeOf } from '../../src/lib/prepared-queries.ts';

const LIST = listStatement('test.list', { name: 'set', companyId: 'set', sort: 'value', words: 'count' });
type Filters = Parameters<typeof shapeOf<typeof LIST.filters>>[1];

const filters = fc.record({
  name: fc.option(fc.string(), { nil: undefined }),
  companyId: fc.option(fc.integer({ min: 1 }), { nil: undefined }),
  sort: fc.constantFrom('name', '-name', undefined),
  words: fc.array(fc.string(), { maxLength: 4 }),
});

/** What decides the SQL text: which filters are given, the sort, and how many words. */
const sqlShape = (f: Filters) => [
  f.name !== undefined && f.name !== '',
  f.companyId !== undefined,
  f.sort,
  (f.words as unknown[]).length,
];

describe('list statement keys', () => {
  it('differ whenever the filters differ in shape, and agree when only values differ', () => {
    fc.assert(
      fc.property(filters, filters, (a, b) => {
        const sameShape = JSON.stringify(sqlShape(a)) === JSON.stringify(sqlShape(b));
        expect(shapeOf(LIST, a) === shapeOf(LIST, b)).toBe(sameShape);
      }),
    );
  });

  it('never lets two shapes share a prepared statement, whatever the page', () => {
    const built: unknown[] = [];
    const database = {};
    const page = { limit: 50, offset: 0 };
    fc.assert(
      fc.property(filters, (f) => {
        const statement = preparedPage(
          database,
          LIST,
          { organizationId: 1, filters: f, plannedEachTime: false },
          page,
          (plan) => ({ shape: sqlShape(f), plan }),
        );
        expect(statement.shape).toEqual(sqlShape(f));
        built.push(statement);
      }),
    );
    expect(built.length).toBeGreaterThan(0);
  });

  it('keeps organizations apart even with the same filters', () => {
    const database = {};
    const f = { name: 'a', companyId: undefined, sort: 'name', words: [] };
    const [one, two] = [1, 2].map((organizationId) =>
      preparedPage(
        database,
        LIST,
        { organizationId, filters: f, plannedEachTime: false },
        { limit: 50, offset: 0 },
        () => ({ org: organizationId }),
      ),
    );
    expect(one?.org).toBe(1);
    expect(two?.org).toBe(2);
  });

  it('refuses a filter its descriptor does not name', () => {
    const f = { name: 'a', companyId: undefined, sort: 'name', words: [], status: 'ENDED' } as Filters;
    expect(() => shapeOf(LIST, f)).toThrow(/"status" is not in its descriptor/);
  });
});
