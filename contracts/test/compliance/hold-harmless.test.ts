import { describe, expect, it } from 'vitest';
import { effectiveLimits } from '../../src/compliance/eligibility.ts';
import {
  heldTable,
  type ProjectLimitTable,
  tablesSincePlacedInService,
} from '../../src/compliance/hold-harmless.ts';
import { incomeLimit, rentLimit } from '../../src/compliance/limits.ts';
import { dollars, incomeLevels } from './limit-levels.ts';

/*
 * Sources: IRC 142(d)(2)(E)(i) (MTSP hold harmless, added by HERA 2008 section 3009): a project's
 * income limitation for a year is not less than the one of the preceding year; IRC
 * 142(d)(2)(E)(ii) (HERA special limits, projects placed in service on or before 2008-12-31);
 * Rev. Proc. 94-57 (gross rent floor at allocation, or placed in service where elected);
 * IRC 42(g)(2) (rent = 30 % of the imputed income limit, per month).
 * The "high" table is HUD's FY2026 Autauga County (AL) 50 % limits, whose 2BR rent is the
 * published 1,000 (docs/domain known answers); the lower later table is a made-up decrease, as
 * HUD's own tables for the area have not fallen.
 */

const AUTAUGA_50 = [31100, 35550, 40000, 44400, 48000, 51550, 55100, 58650];
const LOWER_50 = [30000, 34300, 38600, 42850, 46300, 49750, 53150, 56600];

const table = (
  year: number,
  values: number[],
  extra: Partial<ProjectLimitTable> = {},
): ProjectLimitTable => ({
  year,
  effective_date: `${year}-04-01`,
  levels: incomeLevels(50, values),
  ...extra,
});

// The higher table in effect from 2024-04-01, a lower one from 2025-04-01.
const TABLE_2023 = table(2023, LOWER_50);
const TABLE_2024 = table(2024, AUTAUGA_50);
const TABLE_2025 = table(2025, LOWER_50);
const TABLES = [TABLE_2023, TABLE_2024, TABLE_2025];

describe('MTSP hold harmless (IRC 142(d)(2)(E)(i))', () => {
  it('holds a project placed in service in 2023 at the 2024 limits when the 2025 table is lower', () => {
    const held = heldTable(TABLES, '2025-06-01', { placedInService: '2023-07-01' });
    expect(held?.year).toBe(2025);
    if (!held) throw new Error('no table');
    expect(dollars(incomeLimit(held, 50, 1)?.cents)).toBe(31100);
    expect(dollars(incomeLimit(held, 50, 3)?.cents)).toBe(40000);
    // 60 % derived from the held 50 %: 40,000 x 60 / 50.
    expect(dollars(incomeLimit(held, 60, 3)?.cents)).toBe(48000);
    // The rent follows: Autauga FY2026 50 % 2BR, 1,000.
    expect(dollars(rentLimit(held, 50, '2BR')?.cents)).toBe(1000);
  });

  it('does not hold a project placed in service in 2025, after the 2025 table took effect, at 2024', () => {
    const held = heldTable(TABLES, '2025-06-01', { placedInService: '2025-05-01' });
    if (!held) throw new Error('no table');
    expect(dollars(incomeLimit(held, 50, 1)?.cents)).toBe(30000);
    expect(dollars(rentLimit(held, 50, '2BR')?.cents)).toBe(965); // 38,600 x 30 % / 12
  });

  it('holds a project placed in service early in 2025, while the 2024 table was still in effect', () => {
    expect(tablesSincePlacedInService(TABLES, '2025-02-01', '2025-06-01').map((t) => t.year)).toEqual([
      2024, 2025,
    ]);
  });

  it('leaves the tables as they are without a placed-in-service date', () => {
    const held = heldTable(TABLES, '2025-06-01', undefined);
    expect(held).toBe(TABLE_2025);
  });

  it('carries through the unit check: a designation held at 2024 rents', () => {
    const limits = effectiveLimits(
      [
        {
          programId: 1,
          programName: 'LIHTC',
          amiPercentage: 50,
          tables: TABLES,
          project: { placedInService: '2023-07-01' },
        },
      ],
      3,
      '2BR',
      '2025-06-01',
    );
    expect(dollars(limits.incomeLimit)).toBe(40000);
    expect(dollars(limits.maxGrossRent)).toBe(1000);
    expect(limits.missingLimit).toBe(false);
  });
});

describe('HERA special limits (IRC 142(d)(2)(E)(ii))', () => {
  const withHera = [table(2025, LOWER_50, { heraSpecial: incomeLevels(50, AUTAUGA_50) })];

  it('uses the HERA special limit for a project placed in service in 2007', () => {
    const held = heldTable(withHera, '2025-06-01', { placedInService: '2007-09-15' });
    if (!held) throw new Error('no table');
    expect(dollars(incomeLimit(held, 50, 4)?.cents)).toBe(44400);
    expect(dollars(rentLimit(held, 50, '2BR')?.cents)).toBe(1000);
  });

  it('does not use it for a project placed in service in 2009', () => {
    const held = heldTable(withHera, '2025-06-01', { placedInService: '2009-01-02' });
    if (!held) throw new Error('no table');
    expect(dollars(incomeLimit(held, 50, 4)?.cents)).toBe(42850);
  });
});

describe('gross rent floor (Rev. Proc. 94-57)', () => {
  // Placed in service under the higher table, then a decrease; the floor, not the hold harmless,
  // is tested here: the project has no placed-in-service date given for the hold harmless.
  const tables = [TABLE_2024, TABLE_2025];

  it('keeps rents at their level on the elected placed-in-service date', () => {
    const limits = effectiveLimits(
      [
        {
          programId: 1,
          programName: 'LIHTC',
          amiPercentage: 50,
          tables,
          project: { grossRentFloorDate: '2024-06-01' },
        },
      ],
      3,
      '2BR',
      '2025-06-01',
    );
    expect(dollars(limits.maxGrossRent)).toBe(1000);
    // The floor is a rent rule: the income limit is the 2025 one.
    expect(dollars(limits.incomeLimit)).toBe(38600);
  });

  it('without the election, the rent follows the lower table', () => {
    const limits = effectiveLimits(
      [{ programId: 1, programName: 'LIHTC', amiPercentage: 50, tables }],
      3,
      '2BR',
      '2025-06-01',
    );
    expect(dollars(limits.maxGrossRent)).toBe(965);
  });
});
