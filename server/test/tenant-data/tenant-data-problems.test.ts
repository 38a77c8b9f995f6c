import { TENANT_DATA_PROBLEMS_LISTED, type TenantDataProblem } from '@lar/contracts/tenant-data';
import { describe, expect, it } from 'vitest';
import { ProblemTally } from '../../src/modules/tenant-data/tenant-data-problems.ts';

/**
 * A portfolio never checked holds a problem per unit and more (the large data set: 335,199 in
 * 100,000 units, a 65 MB answer that took the server to 841 MB): the check lists the first few and
 * counts them all, so its answer stays small whatever the portfolio's size.
 */
const problem = (unitId: number, code: TenantDataProblem['code']): TenantDataProblem => ({
  code,
  property_id: 1,
  unit_id: unitId,
  unit_number: `U${unitId}`,
  building_id: 1,
  occupancy_id: null,
  record: 'building',
  record_id: 1,
  field: 'bin',
});

describe('the problems a tenant data check answers', () => {
  it('lists the first problems in the order found and counts every one, by kind', () => {
    const tally = new ProblemTally();
    for (let unit = 1; unit <= 150; unit++) {
      tally.add([problem(unit, 'BIN_MISSING'), problem(unit, 'MEMBER_BIRTH_DATE_MISSING')]);
    }
    tally.add([]);
    tally.add([problem(151, 'UNIT_NUMBER_MISSING')]);
    const answer = tally.answer();
    expect(answer.problem_count).toBe(301);
    expect(answer.problem_counts).toEqual({
      BIN_MISSING: 150,
      MEMBER_BIRTH_DATE_MISSING: 150,
      UNIT_NUMBER_MISSING: 1,
    });
    expect(answer.problems).toHaveLength(TENANT_DATA_PROBLEMS_LISTED);
    expect(answer.problems[0]).toEqual(problem(1, 'BIN_MISSING'));
    expect(answer.problems.at(-1)).toEqual(problem(100, 'MEMBER_BIRTH_DATE_MISSING'));
  });

  it('lists them all when they are fewer than the list holds, and counts nothing when there are none', () => {
    const few = new ProblemTally();
    few.add([problem(1, 'CERTIFICATION_MISSING')]);
    expect(few.answer()).toEqual({
      problem_count: 1,
      problem_counts: { CERTIFICATION_MISSING: 1 },
      problems: [problem(1, 'CERTIFICATION_MISSING')],
    });
    expect(new ProblemTally().answer()).toEqual({ problem_count: 0, problem_counts: {}, problems: [] });
  });
});
