import type { ProgramLimits, UnitEligibility, UtilityAllowances } from '@lar/contracts/compliance/api';
import type { GovProgram } from '@lar/contracts/programs';
import type { Unit } from '@lar/contracts/units';
import { describe, expect, it } from 'vitest';
import {
  allowanceOn,
  blocks,
  centsOf,
  checkDateOf,
  liveCheck,
} from '../src/features/occupancies/live-check.ts';
import { designationsOf, unitLimits } from '../src/features/units/unit-limits.ts';

/**
 * The browser's compliance figures with the published ones: Presidio County (TX) FY2026,
 * 60 % 3-person limit $45,240, 2BR maximum gross rent $1,131; rent $1,100 + allowance $80 = $1,180.
 */

const presidio: UnitEligibility = {
  income_limit: 45240,
  income_eligible: false,
  max_gross_rent: 1131,
  income_binding: { program_id: 7, program_name: 'Presidio LIHTC', ami_percentage: 60 },
  rent_binding: { program_id: 7, program_name: 'Presidio LIHTC', ami_percentage: 60 },
  designations: [
    {
      program_id: 7,
      program_name: 'Presidio LIHTC',
      ami_percentage: 60,
      income_limit: 45240,
      income_source: 'derived_from_50',
      max_gross_rent: 1131,
      source: 'derived',
    },
  ],
};

const schedules: UtilityAllowances = {
  property_id: 3,
  schedules: [
    {
      effective_date: '2026-01-01',
      amounts: { SRO: 40, Studio: 45, '1BR': 60, '2BR': 80, '3BR': 95, '4BR': 110, '5BR': 125 },
    },
    {
      effective_date: '2026-07-01',
      amounts: { SRO: 41, Studio: 46, '1BR': 61, '2BR': 85.5, '3BR': 96, '4BR': 111, '5BR': 126 },
    },
  ],
};

describe('the occupancy form check', () => {
  it('reads typed amounts as cents, refusing what is not an amount', () => {
    expect(centsOf('1100')).toBe(110000);
    expect(centsOf('45240.01')).toBe(4524001);
    expect(centsOf('')).toBeUndefined();
    expect(centsOf('12.345')).toBeUndefined();
    expect(centsOf('-5')).toBeUndefined();
  });

  it('checks on today, or on the start date when it is later', () => {
    expect(checkDateOf('2026-01-15', '2026-11-26')).toBe('2026-11-26');
    expect(checkDateOf('2027-02-01', '2026-11-26')).toBe('2027-02-01');
    expect(checkDateOf('', '2026-11-26')).toBe('2026-11-26');
  });

  // Treas. Reg. 1.42-10(c)(1): a changed allowance governs the rents due 90 days after it takes
  // effect (decision 045); the first schedule applies from its own date, none before it.
  it('takes the first schedule at once and a change 90 days after it, none before the first', () => {
    expect(allowanceOn(schedules, '2BR', '2025-12-31')).toBe(0);
    expect(allowanceOn(schedules, '2BR', '2026-01-01')).toBe(8000);
    expect(allowanceOn(schedules, '2BR', '2026-07-01')).toBe(8000);
    // 2026-07-01 + 89 days = 2026-09-28: still the old allowance; + 90 days = 2026-09-29: the new.
    expect(allowanceOn(schedules, '2BR', '2026-09-28')).toBe(8000);
    expect(allowanceOn(schedules, '2BR', '2026-09-29')).toBe(8550);
  });

  /** A 3-person household in a Presidio 2BR with its $80 allowance; amounts in cents. */
  const presidioCheck = (annualIncome: number, tenantRent: number, nonOptionalCharges = 0) =>
    liveCheck(presidio, 8000, { householdSize: 3, annualIncome, tenantRent, nonOptionalCharges });

  it('fails Presidio 60 %: over income, and gross rent $1,180 over $1,131 by $49', () => {
    const check = presidioCheck(4800000, 110000);
    expect(check).toMatchObject({
      incomeLimit: 4524000,
      incomeSource: 'derived_from_50',
      incomeEligible: false,
      grossRent: 118000,
      maxGrossRent: 113100,
      rentCompliant: false,
      overBy: 4900,
      reasons: ['OVER_INCOME', 'OVER_RENT'],
    });
    expect(check.incomeBinding?.program_name).toBe('Presidio LIHTC');
    expect(check.rentBinding?.program_name).toBe('Presidio LIHTC');
    expect(blocks(check)).toBe(true);
  });

  it('passes at the limits exactly: rent $1,000 + allowance $80 + charges $51 = $1,131', () => {
    const check = presidioCheck(4524000, 100000, 5100);
    expect(check).toMatchObject({ incomeEligible: true, grossRent: 113100, rentCompliant: true, overBy: 0 });
    expect(blocks(check)).toBe(false);
    // One cent more of income fails.
    expect(presidioCheck(4524001, 0).incomeEligible).toBe(false);
  });

  it('lets a market-rate unit pass with no limit', () => {
    const market: UnitEligibility = {
      income_limit: null,
      income_eligible: true,
      max_gross_rent: null,
      income_binding: null,
      rent_binding: null,
      designations: [],
    };
    const check = liveCheck(market, 0, {
      householdSize: 3,
      annualIncome: 9900000,
      tenantRent: 300000,
      nonOptionalCharges: 0,
    });
    expect(check).toMatchObject({ marketRate: true, incomeEligible: true, rentCompliant: true, reasons: [] });
  });
});

describe('the units table limits', () => {
  const unit = {
    id: 1,
    unit_type: '2BR',
    gov_program_id: null,
    ami_level_id: null,
    designations: [
      { program_id: 7, ami_percentage: 60 },
      { program_id: 9, ami_percentage: 50 },
    ],
  } as unknown as Unit;
  const limits = (ami: number, rent: Record<string, number | null>): ProgramLimits => ({
    effective_date: '2026-01-01',
    ami_percentage: ami,
    income: { '3': ami === 60 ? 45240 : null },
    rent,
    rent_source: 'derived',
  });
  const presidioLimits = limits(60, { '2BR': 1131 });
  const homeLimits = limits(50, { '2BR': 1000 });

  it('binds HOME at 50 % with its $1,000 rent limit under Presidio 60 %', () => {
    const designations = designationsOf(unit, new Map());
    const result = unitLimits(
      unit,
      designations,
      (d) => (d.programId === 7 ? presidioLimits : homeLimits),
      '2026-11-26',
    );
    expect(result).toEqual({
      maxGrossRent: 100000,
      binding: { programId: 9, amiPercentage: 50 },
      missingLimit: true,
    });
  });

  it('is unknown while a pair loads, and missing when a program has no table in effect', () => {
    const designations = designationsOf(unit, new Map());
    expect(
      unitLimits(unit, designations, (d) => (d.programId === 7 ? presidioLimits : undefined), '2026-11-26'),
    ).toBeUndefined();
    const missing = unitLimits(
      unit,
      designations,
      (d) => (d.programId === 7 ? presidioLimits : null),
      '2026-11-26',
    );
    expect(missing?.maxGrossRent).toBeUndefined();
    expect(missing?.missingLimit).toBe(true);
  });

  it("reads the primary designation's AMI % from its level", () => {
    const primary = { ...unit, gov_program_id: 7, ami_level_id: 70, designations: [] } as unknown as Unit;
    const program = { id: 7, ami_levels: [{ id: 70, percentage: 60 }] } as unknown as GovProgram;
    expect(designationsOf(primary, new Map([[7, program]]))).toEqual([
      { programId: 7, amiPercentage: 60, primary: true },
    ]);
    expect(designationsOf(primary, new Map())).toEqual([
      { programId: 7, amiPercentage: null, primary: true },
    ]);
  });
});
