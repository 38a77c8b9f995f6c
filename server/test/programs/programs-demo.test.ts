import type { GovProgram } from '@lar/contracts/programs';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../helpers/suite.ts';
import { SIZES, UNITS } from './program-fixtures.ts';

const t = useDemoApp('programs');

describe('demo programs', () => {
  it('has two programs with income (1-8) and rent limit tables at 30/50/60/80 % AMI', async () => {
    const programs = await t.get<GovProgram[]>('/api/govprograms');
    expect(programs).toHaveLength(2);
    for (const program of programs) {
      for (const year of new Set(program.ami_levels.map((l) => l.year))) {
        const ofYear = program.ami_levels.filter((l) => l.year === year);
        for (const percentage of [30, 50, 60, 80]) {
          const row = ofYear.filter((l) => l.percentage === percentage);
          expect(row.filter((l) => l.limit_type === 'Income Limit').map((l) => l.unit_type)).toEqual(SIZES);
          expect(row.filter((l) => l.limit_type === 'Rent Limit').map((l) => l.unit_type)).toEqual(UNITS);
        }
        // Limits grow with the household, the AMI % and the unit size.
        const income50 = ofYear.filter((l) => l.percentage === 50 && l.limit_type === 'Income Limit');
        const values = income50.map((l) => l.limit_value);
        expect(values).toEqual([...values].sort((a, b) => a - b));
        expect(values[3]).toBeGreaterThan(70_000);
      }
    }
    expect(programs.some((p) => new Set(p.ami_levels.map((l) => l.year)).size > 1)).toBe(true);
  });
});
