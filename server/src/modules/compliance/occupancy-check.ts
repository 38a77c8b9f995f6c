import type { OccupancyCompliance } from '@lar/contracts/compliance/api';
import { checkCompliance, grossRent } from '@lar/contracts/compliance/eligibility';
import { type Cents, centsToDollars, toBasisHundredths, toCents } from '@lar/contracts/compliance/money';
import { overIncomeTest } from '@lar/contracts/compliance/over-income';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { type CurrentIncome, currentIncomes } from './current-income.repository.ts';
import type { ProgramTablesCache } from './limit-tables.repository.ts';
import {
  isMarketRate,
  type UnitDesignations,
  unitDesignations,
  unitLimits,
  unitOverIncomeLines,
} from './unit-designations.repository.ts';
import { utilityAllowanceOn } from './utility-allowances.repository.ts';

/** The figures of an occupancy the checks read, as stored or as a body gives them. */
export interface OccupancyFigures {
  unit_id: number;
  /** The move-in: income is tested against the limits in force then (decision 043). */
  start_date: string;
  household_size: number | null;
  annual_income: number | string | null;
  rent_amount: number | string;
  non_optional_charges: number | string | null;
}

const dollars = (cents: Cents | undefined) => (cents === undefined ? null : centsToDollars(cents));
const orNull = <T>(value: T | undefined) => (value === undefined ? null : value);

/** A designation as answers name it: its program and AMI % (a number, as levels answer it). */
export const bindingOf = (
  d: { programId: number; programName: string; amiPercentage: number | string } | undefined,
) =>
  d === undefined
    ? null
    : {
        program_id: d.programId,
        program_name: d.programName,
        ami_percentage: toBasisHundredths(d.amiPercentage) / 100,
      };

/**
 * Whether the household qualified at move-in, whether its current income is above a program's
 * over-income line, and whether the gross rent due on `rentDate` is within the unit's limits.
 * Gross rent counts the utility allowance that governs that rent and the non-optional charges,
 * never the rent assistance. A market-rate unit restricts nothing: it passes with no limit.
 * `occupancyId` names a stored occupancy, whose latest finalized certification is its current
 * income; a body not yet stored has only its move-in figures.
 */
export async function checkOccupancy(
  q: Queryable,
  tenant: Tenant,
  kept: ProgramTablesCache,
  figures: OccupancyFigures,
  rentDate: string,
  occupancyId?: number,
): Promise<OccupancyCompliance> {
  const unit = await unitDesignations(q, tenant, kept, figures.unit_id);
  if (!unit) throw new Error(`unit ${figures.unit_id} of the occupancy was not found`);
  const allowance = await utilityAllowanceOn(q, tenant, unit.propertyId, unit.unitType, rentDate);
  const current =
    occupancyId === undefined ? undefined : (await currentIncomes(q, tenant, [occupancyId])).get(occupancyId);
  return complianceOf(unit, figures, current, allowance, rentDate);
}

/**
 * The check of `checkOccupancy` on inputs already read: the unit's designations, the current
 * certification's income (undefined: the move-in figures) and the utility allowance (cents).
 * `limitsOf` may remember limits across many occupancies (the report).
 */
export function complianceOf(
  unit: UnitDesignations,
  figures: Omit<OccupancyFigures, 'unit_id'>,
  current: CurrentIncome | undefined,
  allowance: Cents,
  rentDate: string,
  limitsOf: typeof unitLimits = unitLimits,
): OccupancyCompliance {
  const gross = grossRent({
    tenantRent: toCents(figures.rent_amount),
    utilityAllowance: allowance,
    nonOptionalCharges: figures.non_optional_charges === null ? 0 : toCents(figures.non_optional_charges),
  });
  const moveInIncome =
    figures.household_size === null || figures.annual_income === null
      ? undefined
      : toCents(figures.annual_income);
  const currentSize = current ? current.householdSize : figures.household_size;
  const currentIncome = current ? toCents(current.annualIncome) : moveInIncome;
  const known = {
    annual_income: figures.annual_income === null ? null : centsToDollars(toCents(figures.annual_income)),
    household_size: figures.household_size,
    income_limits_date: figures.start_date,
    gross_rent: centsToDollars(gross),
    current_annual_income: dollars(currentIncome),
    current_household_size: currentSize,
    current_income_as_of: current?.asOf ?? null,
  };
  if (isMarketRate(unit)) {
    return {
      ...known,
      income_limit: null,
      income_eligible: true,
      max_gross_rent: null,
      rent_compliant: true,
      over_by: 0,
      income_binding: null,
      rent_binding: null,
      over_income: false,
      over_income_lines: [],
      reasons: [],
    };
  }
  // Income at move-in against the limits then; rent against the limits of the rent due now.
  // Rent limits do not depend on the household; an unknown size leaves only the income limit unknown.
  const limits = limitsOf(unit, figures.household_size ?? 1, { income: figures.start_date, rent: rentDate });
  const incomeLimit = figures.household_size === null ? undefined : limits.incomeLimit;
  const check = checkCompliance({
    annualIncome: moveInIncome,
    incomeLimit,
    grossRent: gross,
    maxGrossRent: limits.maxGrossRent,
    missingLimit: limits.missingLimit,
  });
  // The current income against each program's own over-income line, on the current limits.
  const lines = currentSize === null ? [] : unitOverIncomeLines(unit, currentSize, rentDate);
  const over =
    currentIncome === undefined || currentSize === null ? undefined : overIncomeTest(currentIncome, lines);
  const reasons = [...check.reasons];
  // Over the move-in limit already says it; the line is news only for a household that qualified.
  if (over?.over === true && check.incomeEligible !== false) reasons.push('OVER_INCOME_LINE');
  return {
    ...known,
    income_limit: dollars(incomeLimit),
    income_eligible: orNull(check.incomeEligible),
    max_gross_rent: dollars(limits.maxGrossRent),
    rent_compliant: orNull(check.rentCompliant),
    over_by: centsToDollars(check.overBy),
    income_binding: figures.household_size === null ? null : bindingOf(limits.incomeBinding),
    rent_binding: bindingOf(limits.rentBinding),
    over_income: over === undefined ? null : orNull(over.over),
    over_income_lines: lines.map((l) => ({
      ...(bindingOf(l) as NonNullable<ReturnType<typeof bindingOf>>),
      rule: l.rule,
      line: dollars(l.line),
      crossed: over?.crossed.includes(l) ?? false,
      consequence: l.consequence,
    })),
    reasons,
  };
}

/** The date an occupancy's rent is checked on: today, or its start when that is later (a future move-in). */
export const checkDateOf = (startDate: string, today: string) => (startDate > today ? startDate : today);
