import { type AmiLevelInput, HOUSEHOLD_SIZES, RENT_UNIT_TYPES } from '@lar/contracts/ami-levels';
import { PROGRAM_DEFAULTS } from '@lar/contracts/programs';
import { Tenant } from '../db/tenancy.ts';
import { AmiLevelRepository, ProgramRepository } from '../modules/programs/index.ts';
import type { DemoContext } from './demo-data.ts';

/**
 * Limits in the way HUD derives them for the Boston-Cambridge-Quincy, MA-NH HMFA: the 4-person
 * limit is the AMI % of the area median, other household sizes scale it (70 % for one person up to
 * 132 % for eight) rounded up to $50. Rents follow the LIHTC rule: 30 % of the income limit of
 * the household a unit is imputed to hold (1 person per studio, 1.5 per bedroom), over 12 months;
 * an SRO gets 75 % of the studio rent.
 */
const SIZE_FACTORS = [0.7, 0.8, 0.9, 1, 1.08, 1.16, 1.24, 1.32];
const PERSONS_PER_UNIT: Record<string, number> = {
  Studio: 1,
  '1BR': 1.5,
  '2BR': 3,
  '3BR': 4.5,
  '4BR': 6,
  '5BR': 7.5,
};
const PERCENTAGES = [30, 50, 60, 80];
/** HUD's FY2024 and FY2025-style area median family income for the Boston HMFA. */
const AREA_MEDIAN: Record<number, number> = { 2024: 148_700, 2025: 160_900 };

const roundUpTo50 = (n: number) => Math.ceil(n / 50) * 50;

function incomeLimits(year: number, percentage: number): number[] {
  const fourPerson = roundUpTo50(((AREA_MEDIAN[year] as number) * percentage) / 100);
  return SIZE_FACTORS.map((f) => roundUpTo50(fourPerson * f));
}

/** The income limit for a fractional household, interpolated between the two sizes around it. */
function incomeFor(limits: number[], persons: number): number {
  const lower = limits[Math.floor(persons) - 1] as number;
  const upper = limits[Math.ceil(persons) - 1] as number;
  return (lower + upper) / 2;
}

export function demoLevels(year: number): AmiLevelInput[] {
  return PERCENTAGES.flatMap((percentage) => {
    const limits = incomeLimits(year, percentage);
    const income = HOUSEHOLD_SIZES.map((size, i) => ({
      year,
      percentage,
      limit_type: 'Income Limit' as const,
      unit_type: size,
      limit_value: limits[i] as number,
    }));
    const rentOf = (unit: string) =>
      Math.floor((incomeFor(limits, PERSONS_PER_UNIT[unit] as number) * 0.3) / 12);
    const rent = RENT_UNIT_TYPES.map((unit) => ({
      year,
      percentage,
      limit_type: 'Rent Limit' as const,
      unit_type: unit,
      limit_value: unit === 'SRO' ? Math.floor(rentOf('Studio') * 0.75) : rentOf(unit),
    }));
    return [...income, ...rent];
  });
}

export async function programsDemo({ tx, organizationId }: DemoContext): Promise<void> {
  const tenant = new Tenant(organizationId);
  const programs = new ProgramRepository(tx, tenant);
  const levels = new AmiLevelRepository(tx, tenant);
  const common = {
    eligibility_criteria: {},
    recertification_frequency: PROGRAM_DEFAULTS.recertification_frequency,
    limits_update_frequency: PROGRAM_DEFAULTS.limits_update_frequency,
    home_program: false,
    asset_rule: 'PRE_HOTMA' as const,
    hotma_effective_date: null,
  };

  const lihtcId = await programs.insert({
    ...common,
    name: 'LIHTC - Boston HMFA',
    scope: 'Federal',
    jurisdiction: 'Boston-Cambridge-Quincy, MA-NH HMFA',
    subsidy_type: 'Rent restriction',
    recertification_frequency: 365,
    required_documents: ['Tenant Income Certification', 'Pay stubs (last 3 months)', 'Bank statements'],
    notes: 'Housing tax credit units; rents include utilities unless a utility allowance applies.',
  });
  await levels.insertMany(lihtcId, demoLevels(2025));

  const idpId = await programs.insert({
    ...common,
    name: 'Boston Inclusionary Development Policy',
    scope: 'Municipal',
    jurisdiction: 'City of Boston',
    subsidy_type: 'Rent restriction',
    required_documents: ['Photo ID', 'Most recent tax return', 'Pay stubs (last 3 months)'],
    notes:
      'Income-restricted units in market-rate buildings; limits published yearly by the Mayor’s Office of Housing.',
  });
  await levels.insertMany(idpId, [...demoLevels(2024), ...demoLevels(2025)]);
}
