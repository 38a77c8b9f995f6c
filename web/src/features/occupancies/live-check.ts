import type { UnitEligibility, UtilityAllowances } from '@lar/contracts/compliance/api';
import { type ComplianceReason, checkCompliance, grossRent } from '@lar/contracts/compliance/eligibility';
import type { RentUnitType } from '@lar/contracts/compliance/limits';
import { type Cents, toCents } from '@lar/contracts/compliance/money';
import { allowanceForRentDue } from '@lar/contracts/compliance/utility-allowance';

/**
 * The occupancy form's compliance check, made in the browser from the unit's eligibility answer
 * and the property's allowance schedule with the same rules the server applies when it saves.
 */

/** Cents of a typed amount; undefined when empty or not an amount. */
export function centsOf(text: string): Cents | undefined {
  if (text.trim() === '') return undefined;
  try {
    const cents = toCents(text);
    return cents < 0 ? undefined : cents;
  } catch {
    return undefined;
  }
}

/** The date the server checks a placement on: today, or the start date when that is later. */
export const checkDateOf = (startDate: string, today: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(startDate) && startDate > today ? startDate : today;

/**
 * The utility allowance of a unit type that governs a rent due on a date, else none (0): a change
 * governs the rents due 90 days after it, the first schedule at once (decision 045).
 */
export function allowanceOn(allowances: UtilityAllowances, unitType: RentUnitType, date: string): Cents {
  const dated = allowances.schedules.map((s) => ({
    effectiveDate: s.effective_date,
    amount: toCents(s.amounts[unitType]),
  }));
  return allowanceForRentDue(dated, date);
}

export interface CheckInputs {
  householdSize: number;
  annualIncome: Cents;
  tenantRent: Cents;
  nonOptionalCharges: Cents;
}

export interface LiveCheck {
  marketRate: boolean;
  incomeLimit: Cents | undefined;
  /** How the binding income limit was had (derived from 50 %, extended above 8 people). */
  incomeSource: UnitEligibility['designations'][number]['income_source'];
  annualIncome: Cents;
  householdSize: number;
  incomeEligible: boolean | undefined;
  tenantRent: Cents;
  utilityAllowance: Cents;
  nonOptionalCharges: Cents;
  grossRent: Cents;
  maxGrossRent: Cents | undefined;
  rentCompliant: boolean | undefined;
  overBy: Cents;
  incomeBinding: UnitEligibility['income_binding'];
  rentBinding: UnitEligibility['rent_binding'];
  reasons: ComplianceReason[];
}

const centsOrUndefined = (dollars: number | null) => (dollars === null ? undefined : toCents(dollars));

/** The check of these figures against the unit's limits (`eligibility`) with this allowance. */
export function liveCheck(
  eligibility: UnitEligibility,
  utilityAllowance: Cents,
  inputs: CheckInputs,
): LiveCheck {
  const gross = grossRent({
    tenantRent: inputs.tenantRent,
    utilityAllowance,
    nonOptionalCharges: inputs.nonOptionalCharges,
  });
  const marketRate = eligibility.designations.length === 0;
  const incomeLimit = centsOrUndefined(eligibility.income_limit);
  const maxGrossRent = centsOrUndefined(eligibility.max_gross_rent);
  const check = marketRate
    ? { incomeEligible: true, rentCompliant: true, overBy: 0, reasons: [] }
    : checkCompliance({
        annualIncome: inputs.annualIncome,
        incomeLimit,
        grossRent: gross,
        maxGrossRent,
        // A designation without a limit leaves the unit unchecked, as the server reports it.
        missingLimit: eligibility.designations.some(
          (d) => d.income_limit === null || d.max_gross_rent === null,
        ),
      });
  const bindingIncome = eligibility.designations.find(
    (d) => d.income_limit !== null && d.income_limit === eligibility.income_limit,
  );
  return {
    marketRate,
    incomeLimit,
    incomeSource: bindingIncome?.income_source ?? null,
    annualIncome: inputs.annualIncome,
    householdSize: inputs.householdSize,
    incomeEligible: check.incomeEligible,
    tenantRent: inputs.tenantRent,
    utilityAllowance,
    nonOptionalCharges: inputs.nonOptionalCharges,
    grossRent: gross,
    maxGrossRent,
    rentCompliant: check.rentCompliant,
    overBy: check.overBy,
    incomeBinding: eligibility.income_binding,
    rentBinding: eligibility.rent_binding,
    reasons: check.reasons,
  };
}

/** Whether the check fails in a way the server refuses (over income or over rent). */
export const blocks = (check: LiveCheck | undefined) =>
  check !== undefined && (check.incomeEligible === false || check.rentCompliant === false);
