import { describe, expect, it } from 'vitest';
import { effectiveLimits } from '../../src/compliance/eligibility.ts';
import { homeRentLimit, homeRentTier } from '../../src/compliance/home-rents.ts';
import type { LimitLevel, LimitTable } from '../../src/compliance/limits.ts';
import { dollars, incomeLevels } from './limit-levels.ts';

/*
 * Source: 24 CFR 92.252(a) (High HOME rent: lesser of FMR and 30 % of 65 % AMI income) and (b)
 * (Low HOME rent, 30 % of 50 % AMI income, for very low-income units): HUD publishes both per area
 * and bedroom count; they are imported, never derived (decision 047).
 */

const rents = (percentage: number, values: number[]): LimitLevel[] =>
  ['Studio', '1BR', '2BR', '3BR', '4BR', '5BR'].map((unit_type, i) => ({
    percentage,
    limit_type: 'Rent Limit',
    unit_type,
    limit_value: values[i] ?? 0,
  }));

// HUD FY2026 Autauga County (AL) 50 % income limits: a LIHTC 50 % 2BR rent of 1,000 would be derived.
const INCOME = incomeLevels(50, [31100, 35550, 40000, 44400, 48000, 51550, 55100, 58650]);
const tableOf = (levels: LimitLevel[]): LimitTable => ({ year: 2026, effective_date: '2026-06-01', levels });

describe('HOME rents (24 CFR 92.252)', () => {
  it('a unit at or under 50 % is Low HOME, any other High HOME', () => {
    expect(homeRentTier(50)).toBe('low');
    expect(homeRentTier('30')).toBe('low');
    expect(homeRentTier(50.01)).toBe('high');
    expect(homeRentTier(80)).toBe('high');
  });

  it('reads the Low HOME rent at 50 % and the High HOME rent at 65 %', () => {
    const table = tableOf([
      ...INCOME,
      ...rents(50, [700, 750, 900, 1040, 1160, 1280]),
      ...rents(65, [750, 800, 1000, 1200, 1300, 1400]),
    ]);
    expect(dollars(homeRentLimit(table, 50, '2BR')?.cents)).toBe(900);
    expect(dollars(homeRentLimit(table, 60, '2BR')?.cents)).toBe(1000);
    expect(homeRentLimit(table, 60, '2BR')?.source).toBe('table');
  });

  it('a HOME unit with no imported HOME rents has no rent limit: MISSING_LIMIT, never derived', () => {
    const table = tableOf(INCOME);
    expect(homeRentLimit(table, 50, '2BR')).toBeUndefined();
    const limits = effectiveLimits(
      [{ programId: 7, programName: 'HOME', amiPercentage: 50, tables: [table], homeProgram: true }],
      3,
      '2BR',
      '2026-07-01',
    );
    expect(limits.maxGrossRent).toBeUndefined();
    expect(limits.missingLimit).toBe(true);
    // The same table under a non-HOME program derives 1,000 (IRC 42(g)(2)).
    const lihtc = effectiveLimits(
      [{ programId: 8, programName: 'LIHTC', amiPercentage: 50, tables: [table] }],
      3,
      '2BR',
      '2026-07-01',
    );
    expect(dollars(lihtc.maxGrossRent)).toBe(1000);
  });
});
