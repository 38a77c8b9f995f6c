import type { OccupancyCompliance } from '@lar/contracts/compliance/api';
import { checkCompliance, type DesignationLimits, grossRent } from '@lar/contracts/compliance/eligibility';
import { type Cents, centsToDollars, toBasisHundredths, toCents } from '@lar/contracts/compliance/money';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { ProgramTablesCache } from './limit-tables.repository.ts';
import {
  isMarketRate,
  type UnitDesignations,
  unitDesignations,
  unitLimits,
} from './unit-designations.repository.ts';
import { utilityAllowanceOn } from './utility-allowances.repository.ts';

/** The figures of an occupancy the checks read, as stored or as a body gives them. */
export interface OccupancyFigures {
  unit_id: number;
  household_size: number | null;
  annual_income: number | string | null;
  rent_amount: number | string;
  non_optional_charges: number | string | null;
}

const dollars = (cents: Cents | undefined) => (cents === undefined ? null : centsToDollars(cents));
const orNull = <T>(value: T | undefined) => (value === undefined ? null : value);

/** A designation as answers name it: its program and AMI % (a number, as levels answer it). */
export const bindingOf = (d: DesignationLimits | undefined) =>
  d === undefined
    ? null
    : {
        program_id: d.programId,
        program_name: d.programName,
        ami_percentage: toBasisHundredths(d.amiPercentage) / 100,
      };

/**
 * Whether the household's income and the gross rent are within the unit's limits on `date`. Gross
 * rent counts the utility allowance in effect for the unit's type and the non-optional charges,
 * never the rent assistance. A market-rate unit restricts nothing: it passes with no limit.
 */
export async function checkOccupancy(
  q: Queryable,
  tenant: Tenant,
  kept: ProgramTablesCache,
  figures: OccupancyFigures,
  date: string,
): Promise<OccupancyCompliance> {
  const unit = await unitDesignations(q, tenant, kept, figures.unit_id);
  if (!unit) throw new Error(`unit ${figures.unit_id} of the occupancy was not found`);
  const allowance = await utilityAllowanceOn(q, tenant, unit.propertyId, unit.unitType, date);
  return complianceOf(unit, figures, allowance, date);
}

/**
 * The check of `checkOccupancy` on inputs already read: the unit's designations and the utility
 * allowance in effect (cents). `limitsOf` may remember limits across many occupancies (the report).
 */
export function complianceOf(
  unit: UnitDesignations,
  figures: Omit<OccupancyFigures, 'unit_id'>,
  allowance: Cents,
  date: string,
  limitsOf: typeof unitLimits = unitLimits,
): OccupancyCompliance {
  const gross = grossRent({
    tenantRent: toCents(figures.rent_amount),
    utilityAllowance: allowance,
    nonOptionalCharges: figures.non_optional_charges === null ? 0 : toCents(figures.non_optional_charges),
  });
  const known = {
    annual_income: figures.annual_income === null ? null : centsToDollars(toCents(figures.annual_income)),
    household_size: figures.household_size,
    gross_rent: centsToDollars(gross),
  };
  if (isMarketRate(unit)) {
    return {
      ...known,
      income_limit: null,
      income_eligible: true,
      max_gross_rent: null,
      rent_compliant: true,
      over_by: 0,
      binding: null,
      reasons: [],
    };
  }
  // Rent limits do not depend on the household; an unknown size leaves only the income limit unknown.
  const limits = limitsOf(unit, figures.household_size ?? 1, date);
  const incomeLimit = figures.household_size === null ? undefined : limits.incomeLimit;
  const income =
    figures.household_size === null || figures.annual_income === null
      ? undefined
      : toCents(figures.annual_income);
  const check = checkCompliance({
    annualIncome: income,
    incomeLimit,
    grossRent: gross,
    maxGrossRent: limits.maxGrossRent,
    missingLimit: limits.missingLimit,
  });
  return {
    ...known,
    income_limit: dollars(incomeLimit),
    income_eligible: orNull(check.incomeEligible),
    max_gross_rent: dollars(limits.maxGrossRent),
    rent_compliant: orNull(check.rentCompliant),
    over_by: centsToDollars(check.overBy),
    binding: bindingOf(limits.binding),
    reasons: check.reasons,
  };
}

/** The date an occupancy is checked on: today, or its start when that is later (a future move-in). */
export const checkDateOf = (startDate: string, today: string) => (startDate > today ? startDate : today);
