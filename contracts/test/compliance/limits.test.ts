import { describe, expect, it } from 'vitest';
import { checkCompliance, effectiveLimits, grossRent } from '../../src/compliance/eligibility.ts';
import {
  incomeLimit,
  incomeLimits,
  type LimitLevel,
  type LimitTable,
  rentLimit,
  rentLimits,
  tableInEffect,
} from '../../src/compliance/limits.ts';
import { toCents } from '../../src/compliance/money.ts';
import { dollars, incomeLevels } from './limit-levels.ts';

const table = (year: number, levels: LimitLevel[], effective_date = `${year}-01-01`): LimitTable => ({
  year,
  effective_date,
  levels,
});

// HUD FY2024, Los Angeles County, very low income (50 %).
const LOS_ANGELES_2024 = table(
  2024,
  incomeLevels(50, [48550, 55450, 62400, 69350, 74900, 80450, 86000, 91550]),
);
// HUD FY2026, Autauga County (AL), 50 %.
const AUTAUGA_2026 = table(2026, incomeLevels(50, [31100, 35550, 40000, 44400, 48000, 51550, 55100, 58650]));

describe('income limits', () => {
  it('reads the published limit for 1-8 people', () => {
    const limits = incomeLimits(LOS_ANGELES_2024, 50);
    expect(Object.values(limits).map((l) => dollars(l?.cents))).toEqual([
      48550, 55450, 62400, 69350, 74900, 80450, 86000, 91550,
    ]);
    expect(limits['3']?.source).toBe('table');
  });

  it('derives a percentage the table lacks from its 50 % limit, exactly', () => {
    const sixty = incomeLimits(AUTAUGA_2026, 60);
    expect(Object.values(sixty).map((l) => dollars(l?.cents))).toEqual([
      37320, 42660, 48000, 53280, 57600, 61860, 66120, 70380,
    ]);
    expect(sixty['1']?.source).toBe('derived_from_50');
    // Presidio County (TX) FY2026: 37,700 at 50 % for 3 people, so 45,240 at 60 %.
    const presidio = table(2026, [
      { percentage: 50, limit_type: 'Income Limit', unit_type: '3', limit_value: 37700 },
    ]);
    expect(dollars(incomeLimit(presidio, 60, 3)?.cents)).toBe(45240);
  });

  it('extends above 8 people from the 4-person limit, rounded up to the next $50', () => {
    // 44,400 x 1.40 = 62,160 -> 62,200.
    expect(incomeLimit(AUTAUGA_2026, 50, 9)).toEqual({ cents: toCents(62200), source: 'above_8' });
    // 44,400 x 1.48 = 65,712 -> 65,750.
    expect(dollars(incomeLimit(AUTAUGA_2026, 50, 10)?.cents)).toBe(65750);
  });

  it('has no limit for a percentage it cannot derive, nor for a size of 0', () => {
    const sixtyOnly = table(2026, incomeLevels(60, [1, 2, 3, 4, 5, 6, 7, 8]));
    expect(incomeLimit(sixtyOnly, 80, 3)).toBeUndefined();
    expect(incomeLimit(AUTAUGA_2026, 50, 0)).toBeUndefined();
  });
});

describe('rent limits', () => {
  it('derives maximum gross rents from the imputed household sizes (Autauga FY2026)', () => {
    const at = (p: number) => Object.values(rentLimits(AUTAUGA_2026, p)).map((r) => dollars(r?.cents));
    expect(at(50)).toEqual([777, 777, 833, 1000, 1155, 1288, 1421]);
    expect(at(60)).toEqual([933, 933, 999, 1200, 1386, 1546, 1706]);
    expect(rentLimit(AUTAUGA_2026, 50, '2BR')?.source).toBe('derived');
  });

  it('uses the table rent limit when the table has one', () => {
    const home = table(2026, [
      { percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1000 },
    ]);
    expect(rentLimit(home, 50, '2BR')).toEqual({ cents: 100000, source: 'table' });
    expect(rentLimit(home, 50, '3BR')).toBeUndefined();
  });
});

describe('the table in effect', () => {
  const tables = [table(2025, [], '2025-04-01'), table(2026, [], '2026-05-15')];
  it('is the latest effective on the date', () => {
    expect(tableInEffect(tables, '2026-05-14')?.year).toBe(2025);
    expect(tableInEffect(tables, '2026-05-15')?.year).toBe(2026);
    expect(tableInEffect(tables, '2025-03-31')).toBeUndefined();
  });
});

describe('layered programs and the rent check', () => {
  const presidio = table(2026, incomeLevels(50, [26400, 30150, 37700, 41850, 45200, 48550, 51900, 55250]));
  const lihtc = { programId: 1, programName: 'LIHTC', amiPercentage: 60, tables: [presidio] };

  it('finds a 2BR at 60 % over its maximum gross rent by $49 (Presidio County FY2026)', () => {
    const limits = effectiveLimits([lihtc], 3, '2BR', '2026-06-01');
    expect(dollars(limits.maxGrossRent)).toBe(1131);
    expect(dollars(limits.incomeLimit)).toBe(45240);
    const gross = grossRent({ tenantRent: 110000, utilityAllowance: 8000, nonOptionalCharges: 0 });
    const check = checkCompliance({
      annualIncome: toCents(45240),
      incomeLimit: limits.incomeLimit,
      grossRent: gross,
      maxGrossRent: limits.maxGrossRent,
      missingLimit: limits.missingLimit,
    });
    expect(dollars(gross)).toBe(1180);
    expect(check).toEqual({
      incomeEligible: true,
      rentCompliant: false,
      overBy: 4900,
      reasons: ['OVER_RENT'],
    });
  });

  it('binds to the strictest designation: HOME at 50 % with a rent limit of $1,000', () => {
    const homeTable = table(2026, [
      ...incomeLevels(50, [26400, 30150, 37700, 41850, 45200, 48550, 51900, 55250]),
      { percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1000 },
    ]);
    const home = { programId: 2, programName: 'HOME', amiPercentage: 50, tables: [homeTable] };
    const limits = effectiveLimits([lihtc, home], 3, '2BR', '2026-06-01');
    expect(dollars(limits.maxGrossRent)).toBe(1000);
    // Both limits are HOME's here; each binding is named on its own (decision 044).
    expect(limits.rentBinding?.programName).toBe('HOME');
    expect(limits.incomeBinding?.programName).toBe('HOME');
    expect(dollars(limits.incomeLimit)).toBe(37700);
    expect(limits.designations.map((d) => dollars(d.maxGrossRent))).toEqual([1131, 1000]);
  });

  it('is eligible at the limit and not a dollar above it (Los Angeles FY2024, 3 people)', () => {
    const la = { programId: 3, programName: 'VLI', amiPercentage: 50, tables: [LOS_ANGELES_2024] };
    const limits = effectiveLimits([la], 3, '2BR', '2024-07-01');
    const at = (income: number) =>
      checkCompliance({
        annualIncome: toCents(income),
        incomeLimit: limits.incomeLimit,
        grossRent: 0,
        maxGrossRent: limits.maxGrossRent,
        missingLimit: false,
      }).incomeEligible;
    expect(at(62400)).toBe(true);
    expect(at(62401)).toBe(false);
  });

  it('reports a missing limit instead of passing a unit whose program has no table yet', () => {
    const limits = effectiveLimits([lihtc], 3, '2BR', '2025-12-31');
    expect(limits.missingLimit).toBe(true);
    expect(limits.maxGrossRent).toBeUndefined();
    const check = checkCompliance({
      annualIncome: undefined,
      incomeLimit: undefined,
      grossRent: 100,
      maxGrossRent: undefined,
      missingLimit: true,
    });
    expect(check.reasons).toEqual(['MISSING_LIMIT', 'MISSING_INCOME']);
  });
});
