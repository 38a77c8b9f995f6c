import { describe, expect, it } from 'vitest';
import { type Designation, effectiveLimits, incomeLimitOn } from '../../src/compliance/eligibility.ts';
import { incomeLimit, type LimitTable, tablesForIncomeTest } from '../../src/compliance/limits.ts';
import { toCents } from '../../src/compliance/money.ts';
import { overIncomeLines, overIncomeTest } from '../../src/compliance/over-income.ts';
import { allowanceForRentDue } from '../../src/compliance/utility-allowance.ts';
import { dollars, incomeLevels } from './limit-levels.ts';

// HUD FY2024, Los Angeles County, very low income (50 %), 1-8 people (the brief's known answer).
const LA_2024_50 = [48550, 55450, 62400, 69350, 74900, 80450, 86000, 91550];
const LA_2024: LimitTable = {
  year: 2024,
  effective_date: '2024-04-01',
  levels: incomeLevels(50, LA_2024_50),
};
/** A lower 2025 table, as the reviewer had it: every size $2,000 under 2024. */
const LOWER_2025: LimitTable = {
  year: 2025,
  effective_date: '2025-04-01',
  levels: incomeLevels(
    50,
    LA_2024_50.map((v) => v - 2000),
  ),
};

describe('income limits by date (decision 043)', () => {
  const lihtc50: Designation = {
    programId: 1,
    programName: 'LIHTC',
    amiPercentage: 50,
    tables: [LA_2024, LOWER_2025],
  };

  it('tests a 2024 move-in against the 2024 table, whatever came later', () => {
    // 62,000 for 3 people is within LA FY2024's 62,400; the 2025 table's 60,400 is for later move-ins.
    const at2024 = effectiveLimits([lihtc50], 3, '2BR', { income: '2024-06-01', rent: '2026-01-15' });
    expect(dollars(at2024.incomeLimit)).toBe(62400);
    expect(at2024.designations[0]?.tableYear).toBe(2024);
    // Rent is read on its own date, from the table in effect then.
    expect(at2024.designations[0]?.rentTableYear).toBe(2025);
  });

  // Rev. Rul. 94-57 (as the IRS restated it in LIHC Newsletter #50): the previous limits may be
  // used until 45 days after the new ones are released or HUD's effective date, whichever is later.
  it('keeps the previous table usable for 45 days after the new one takes effect', () => {
    expect(tablesForIncomeTest([LA_2024, LOWER_2025], '2025-03-31').map((t) => t.year)).toEqual([2024]);
    expect(tablesForIncomeTest([LA_2024, LOWER_2025], '2025-04-01').map((t) => t.year)).toEqual([2025, 2024]);
    // 2025-04-01 + 44 days = 2025-05-15: the last day of the grace; + 45 = 2025-05-16: the new table alone.
    expect(tablesForIncomeTest([LA_2024, LOWER_2025], '2025-05-15').map((t) => t.year)).toEqual([2025, 2024]);
    expect(tablesForIncomeTest([LA_2024, LOWER_2025], '2025-05-16').map((t) => t.year)).toEqual([2025]);
    // Within the window a household within either table qualifies: the higher limit is the test.
    expect(dollars(incomeLimitOn(lihtc50, 3, '2025-05-15')?.cents)).toBe(62400);
    expect(dollars(incomeLimitOn(lihtc50, 3, '2025-05-16')?.cents)).toBe(60400);
  });
});

describe('9+ people at a LIHTC percentage (decision 043)', () => {
  // HUD FY2026 Autauga County (AL), 50 %: 4 people 44,400; 9 people 44,400 x 1.40 = 62,160 -> 62,200.
  const autauga: LimitTable = {
    year: 2026,
    effective_date: '2026-04-01',
    levels: incomeLevels(50, [31100, 35550, 40000, 44400, 48000, 51550, 55100, 58650]),
  };
  it('derives 60 % for 9 people from the 50 % figure for 9 x 60/50, not rounded on its own', () => {
    // HUD's MTSP 60 % limits are 120 % of the very low-income (50 %) limits (HUD USER, income
    // limits FAQ): 62,200 x 1.2 = 74,640; rounding 53,280 x 1.40 up to $50 gave 74,600.
    expect(incomeLimit(autauga, 50, 9)).toEqual({ cents: toCents(62200), source: 'above_8' });
    expect(incomeLimit(autauga, 60, 9)).toEqual({ cents: toCents(74640), source: 'above_8' });
    // Published MTSP 60 % levels (exactly 1.2 x 50 %) follow the same rule.
    const published: LimitTable = {
      ...autauga,
      levels: [
        ...autauga.levels,
        ...incomeLevels(60, [37320, 42660, 48000, 53280, 57600, 61860, 66120, 70380]),
      ],
    };
    expect(dollars(incomeLimit(published, 60, 9)?.cents)).toBe(74640);
  });
});

describe('over-income lines, each program by its own rule (decision 044)', () => {
  const lihtc: Designation = { programId: 1, programName: 'LIHTC', amiPercentage: 60, tables: [LA_2024] };
  const home: Designation = {
    programId: 2,
    programName: 'HOME',
    amiPercentage: 50,
    tables: [LA_2024],
    homeProgram: true,
  };

  it('LIHTC 60 % + HOME 50 %, 3 people, LA FY2024: LIHTC at 140 % of its own 74,880 = 104,832', () => {
    // IRC 42(g)(2)(D)(ii): 140 % of the LIHTC limit, 62,400 x 1.2 = 74,880 -> 104,832, not
    // 140 % of HOME's stricter 62,400 (87,360).
    const lines = overIncomeLines([lihtc, home], 3, '2024-07-01', { deepRentSkewed: false });
    expect(lines.map((l) => [l.programName, l.rule, dollars(l.line)])).toEqual([
      ['LIHTC', 'LIHTC_140', 104832],
      // 24 CFR 92.252(i)(2): HOME's line is 80 % AMI; this table has no 80 % level, so it is
      // derived from 50 % (62,400 x 80/50); the next case reads HUD's published one.
      ['HOME', 'HOME_80', 99840],
    ]);
    expect(overIncomeTest(toCents(87361), lines).over).toBe(false);
    const over = overIncomeTest(toCents(104833), lines);
    expect(over.crossed.map((l) => l.programName)).toEqual(['LIHTC', 'HOME']);
    expect(over.crossed[1]?.consequence).toBe('HOME_RENT_LESSER_OF_30_PERCENT_OR_MARKET');
    // At the line exactly is not over.
    expect(overIncomeTest(toCents(104832), lines.slice(0, 1)).over).toBe(false);
  });

  it("reads HOME's line from HUD's published 80 % limit (LA FY2023, 3 people: 90,850)", () => {
    // HUD FY2023 Los Angeles County (effective 2023-05-15): 50 % 3 people 56,750; 80 % 90,850.
    const la2023: LimitTable = {
      year: 2023,
      effective_date: '2023-05-15',
      levels: [...incomeLevels(50, [44150, 50450, 56750]), ...incomeLevels(80, [70650, 80750, 90850])],
    };
    const lines = overIncomeLines([{ ...home, tables: [la2023] }], 3, '2023-07-01', {
      deepRentSkewed: false,
    });
    expect(dollars(lines[0]?.line)).toBe(90850);
    expect(overIncomeTest(toCents(90851), lines).crossed.map((l) => l.rule)).toEqual(['HOME_80']);
  });

  it('uses 170 % in a deep rent-skewed project: 74,880 x 1.7 = 127,296', () => {
    // IRC 42(g)(2)(D)(ii): "170 percent" for a deep rent skewed project (142(d)(4)(B)).
    const lines = overIncomeLines([lihtc], 3, '2024-07-01', { deepRentSkewed: true });
    expect(lines.map((l) => [l.rule, dollars(l.line)])).toEqual([['LIHTC_170', 127296]]);
    expect(overIncomeTest(toCents(104833), lines).over).toBe(false);
    expect(overIncomeTest(toCents(127297), lines).over).toBe(true);
  });

  it('names different designations for income and rent when they differ', () => {
    // LIHTC 60 % has the lower rent (a published 2BR rent of 1,000); HOME 50 % the lower income limit.
    const lowRent: LimitTable = {
      ...LA_2024,
      levels: [
        ...LA_2024.levels,
        { percentage: 60, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1000 },
      ],
    };
    // HOME's rent is its imported Low HOME rent (a 50 % rent level), here above LIHTC's.
    const homeRent: LimitTable = {
      ...LA_2024,
      levels: [
        ...LA_2024.levels,
        { percentage: 50, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 1900 },
      ],
    };
    const limits = effectiveLimits(
      [
        { ...lihtc, tables: [lowRent] },
        { ...home, tables: [homeRent] },
      ],
      3,
      '2BR',
      '2024-07-01',
    );
    expect(limits.incomeBinding?.programName).toBe('HOME');
    expect(limits.rentBinding?.programName).toBe('LIHTC');
    expect(dollars(limits.incomeLimit)).toBe(62400);
    expect(dollars(limits.maxGrossRent)).toBe(1000);
  });
});

describe('utility allowance changes (decision 045)', () => {
  // Treas. Reg. 1.42-10(c)(1): a changed allowance must be used for rents due 90 days after the change.
  const allowances = [
    { effectiveDate: '2025-01-01', amount: toCents(80) },
    { effectiveDate: '2026-03-01', amount: toCents(95) },
  ];
  it('applies the first allowance at once and a change to the rents due 90 days after it', () => {
    expect(allowanceForRentDue(allowances, '2024-12-31')).toBe(0);
    expect(allowanceForRentDue(allowances, '2025-01-01')).toBe(toCents(80));
    // D = 2026-03-01; D + 89 = 2026-05-29 keeps the old allowance; D + 90 = 2026-05-30 takes the new.
    expect(allowanceForRentDue(allowances, '2026-05-29')).toBe(toCents(80));
    expect(allowanceForRentDue(allowances, '2026-05-30')).toBe(toCents(95));
  });
});
