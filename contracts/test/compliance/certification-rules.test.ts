import { describe, expect, it } from 'vitest';
import type { CertificationMember } from '../../src/certifications.ts';
import {
  type DeterminationInput,
  determine,
  memberIncome,
  studentStatus,
} from '../../src/compliance/certification-rules.ts';
import type { DesignationLimits, EffectiveLimits } from '../../src/compliance/eligibility.ts';
import { toCents } from '../../src/compliance/money.ts';
import type { OverIncomeLine } from '../../src/compliance/over-income.ts';

/** Presidio County (TX) FY2026 at 60 %, 3 people: a limit of 45,240 and a maximum gross rent of 1,131. */
const presidio: DesignationLimits = {
  programId: 7,
  programName: 'Presidio',
  amiPercentage: '60.00',
  tableYear: 2026,
  rentTableYear: 2026,
  incomeLimit: toCents(45240),
  incomeSource: undefined,
  maxGrossRent: toCents(1131),
  rentSource: undefined,
};
const limits: EffectiveLimits = {
  incomeLimit: presidio.incomeLimit,
  maxGrossRent: presidio.maxGrossRent,
  incomeBinding: presidio,
  rentBinding: presidio,
  designations: [presidio],
  missingLimit: false,
};
/** LIHTC's line: 140 % of the program's own limit, 45,240 x 1.4 = 63,336 (IRC 42(g)(2)(D)(ii)). */
const presidioLine: OverIncomeLine = {
  programId: 7,
  programName: 'Presidio',
  amiPercentage: '60.00',
  rule: 'LIHTC_140',
  line: toCents(63336),
  consequence: 'NEXT_AVAILABLE_UNIT',
};

const member = (employment: number, extra: Partial<CertificationMember> = {}): CertificationMember => ({
  name: 'M',
  relationship: 'OTHER_ADULT',
  birth_date: null,
  full_time_student: false,
  disabled: false,
  income: { employment, social_security: 0, public_assistance: 0, other: 0 },
  ...extra,
});

const input = (over: Partial<DeterminationInput> = {}): DeterminationInput => ({
  type: 'ANNUAL',
  effectiveDate: '2026-10-01',
  members: [member(40000, { relationship: 'HEAD' }), member(23336), member(0)],
  assets: [],
  // The older HUD rule, as a program without a HOTMA date follows (decision 046).
  assetRules: ['PRE_HOTMA'],
  studentException: null,
  tenantRent: 1000,
  nonOptionalCharges: 0,
  utilityAllowance: toCents(80),
  limits,
  overIncomeLines: [presidioLine],
  ...over,
});

describe('determine', () => {
  it('Presidio 60 %, 3 people: 63,336 is not over 140 % of 45,240; 63,337 is', () => {
    const at = determine(input());
    expect(at).toMatchObject({
      household_size: 3,
      annual_income: 63336,
      income_limit: 45240,
      over_income_limit: 63336,
      over_income: false,
      qualified: true,
      gross_rent: 1080,
      max_gross_rent: 1131,
      rent_compliant: true,
      income_binding: { program_id: 7, program_name: 'Presidio', ami_percentage: 60 },
      rent_binding: { program_id: 7, program_name: 'Presidio', ami_percentage: 60 },
    });
    const over = determine(
      input({ assets: [{ description: 'Savings', cash_value: 2000, annual_income: 0.01 }] }),
    );
    expect(over).toMatchObject({
      annual_income: 63336.01,
      over_income: true,
      qualified: true,
      asset_cash_value: 2000,
    });
  });

  it('at move-in qualifies within the limit only, and never marks over-income', () => {
    const within = determine(input({ type: 'MOVE_IN', members: [member(45240, { relationship: 'HEAD' })] }));
    expect(within).toMatchObject({ qualified: true, income_eligible: true, over_income: false });
    const over = determine(input({ type: 'MOVE_IN' }));
    expect(over).toMatchObject({ qualified: false, income_eligible: false, over_income: false });
  });

  it('counts every source in cents, and a market-rate unit restricts nothing', () => {
    const m = member(0.1);
    m.income = { employment: 0.1, social_security: 0.2, public_assistance: 1000.05, other: 3 };
    expect(memberIncome(m)).toBe(100335);
    const market = determine(input({ limits: undefined, type: 'MOVE_IN' }));
    expect(market).toMatchObject({
      income_limit: null,
      income_eligible: true,
      rent_compliant: true,
      qualified: true,
    });
  });

  it('leaves the verdict unknown when a limit is missing', () => {
    const missing = { ...limits, incomeLimit: undefined, missingLimit: true };
    expect(determine(input({ type: 'MOVE_IN', limits: missing }))).toMatchObject({
      income_eligible: null,
      qualified: null,
      missing_limit: true,
    });
  });
});

describe('the student rule', () => {
  const students = [member(1, { full_time_student: true }), member(2, { full_time_student: true })];
  it('flags a household of full-time students only, unless an exception is recorded', () => {
    expect(studentStatus(students, null)).toBe('INELIGIBLE');
    expect(studentStatus(students, 'SINGLE_PARENT')).toBe('EXCEPTION');
    expect(studentStatus([...students, member(3)], null)).toBe('NONE');
    expect(determine(input({ members: students })).qualified).toBe(false);
    expect(determine(input({ members: students, studentException: 'TANF' })).qualified).toBe(true);
  });
});

/**
 * HOME's over-income rent (24 CFR 92.252(i)(2); HUD HOME training, "Tenant Whose Income
 * Increases": 30 % of the monthly adjusted income). A HOME 50 % designation with Presidio's 3-person
 * 50 % limit of 37,700 has its line at 80 %: 37,700 x 80 / 50 = 60,320.
 */
const homeLine: OverIncomeLine = {
  programId: 9,
  programName: 'HOME',
  amiPercentage: '50.00',
  rule: 'HOME_80',
  line: toCents(60320),
  consequence: 'HOME_RENT_LESSER_OF_30_PERCENT_OR_MARKET',
};

describe("HOME's rent over 80 % AMI", () => {
  // 63,336 in all: above HOME's 60,320.
  const over = (extra: Partial<DeterminationInput>) =>
    determine(input({ overIncomeLines: [homeLine], tenantRent: 1600, ...extra }));

  it('adjusted income 60,000: at most 60,000 x 30 % / 12 = 1,500 a month; a rent of 1,600 is above it', () => {
    expect(over({ adjustedIncome: 60000 }).home_over_income_rent).toEqual({
      program_id: 9,
      program_name: 'HOME',
      ami_percentage: 50,
      basis: 'LESSER_OF_30_PERCENT_OR_MARKET',
      adjusted_income: 60000,
      market_rent: null,
      thirty_percent_of_monthly_adjusted: 1500,
      max_tenant_rent: 1500,
      tenant_rent: 1600,
      rent_above: true,
    });
    expect(over({ adjustedIncome: 60000, tenantRent: 1500 }).home_over_income_rent?.rent_above).toBe(false);
  });

  it("24 CFR 92.252(i)(2), the lesser of the two: the unit's market rent of 1,400 caps it under 1,500", () => {
    expect(
      over({ adjustedIncome: 60000, tenantRent: 1450, marketRent: '1400.00' }).home_over_income_rent,
    ).toMatchObject({
      market_rent: 1400,
      thirty_percent_of_monthly_adjusted: 1500,
      max_tenant_rent: 1400,
      rent_above: true,
    });
    // A market rent above the 30 % figure leaves 1,500.
    expect(over({ adjustedIncome: 60000, marketRent: '1600.00' }).home_over_income_rent).toMatchObject({
      max_tenant_rent: 1500,
    });
  });

  it('unknown without an adjusted income; section 42 when the unit also carries LIHTC', () => {
    expect(over({ adjustedIncome: null }).home_over_income_rent).toMatchObject({
      basis: 'ADJUSTED_INCOME_MISSING',
      max_tenant_rent: null,
      rent_above: null,
    });
    const layered = over({ adjustedIncome: 60000, overIncomeLines: [presidioLine, homeLine] });
    expect(layered.home_over_income_rent).toMatchObject({
      basis: 'SECTION_42',
      max_tenant_rent: null,
      rent_above: null,
    });
  });

  it('none at move-in, at the line, or without a HOME designation', () => {
    expect(over({ type: 'MOVE_IN', adjustedIncome: 60000 }).home_over_income_rent).toBeNull();
    const atLine = [member(40320, { relationship: 'HEAD' }), member(20000), member(0)];
    expect(over({ members: atLine, adjustedIncome: 60000 }).home_over_income_rent).toBeNull();
    expect(determine(input({ adjustedIncome: 60000 })).home_over_income_rent).toBeNull();
  });
});
