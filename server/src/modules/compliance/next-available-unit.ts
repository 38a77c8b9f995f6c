import { ComplianceIssue } from '@lar/contracts/compliance/api';
import { type Cents, centsToDollars, toCents } from '@lar/contracts/compliance/money';
import { ErrorCode } from '@lar/contracts/errors';
import { BEDROOMS, type UnitType } from '@lar/contracts/units';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProgramTablesCache } from './limit-tables.repository.ts';
import { overIncomeUnitsOfBuilding } from './next-available-unit.repository.ts';
import { isMarketRate, unitDesignations, unitLimits } from './unit-designations.repository.ts';

/**
 * The next available unit rule (IRC 42(g)(2)(D)(ii), decision 026): while a building has an
 * over-income household, a unit of that building with the same or fewer bedrooms must go to a
 * household that qualifies for the over-income units concerned, or the over-income unit stops
 * counting as low-income.
 */

/** A household placed in a unit, as the occupancy gate reads the write. */
export interface Placement {
  unitId: number;
  startDate: string;
  householdSize: number | null;
  annualIncome: string | number | null;
  /** The occupancy written, whose own over-income mark does not count (an update). */
  occupancyId: number | undefined;
}

const amount = (cents: Cents) => centsToDollars(cents).toLocaleString('en-US', { minimumFractionDigits: 2 });

/**
 * The refusal of a placement by the rule, or undefined when it passes: no over-income unit with as
 * many bedrooms or more in the building (decision 042), a household whose size or income is unknown (the
 * compliance check reports those), or an income within the strictest limit of those units'
 * designations for the household's size on the start date.
 */
export async function nextAvailableUnitRefusal(
  q: Queryable,
  tenant: Tenant,
  kept: ProgramTablesCache,
  placement: Placement,
): Promise<AppError | undefined> {
  if (placement.householdSize === null || placement.annualIncome === null) return undefined;
  const target = await unitDesignations(q, tenant, kept, placement.unitId);
  if (!target) return undefined;
  const bedrooms = BEDROOMS[target.unitType as UnitType];
  const concerned = (
    await overIncomeUnitsOfBuilding(q, tenant, placement.unitId, placement.occupancyId)
  ).filter((u) => BEDROOMS[u.unitType] >= bedrooms);
  let strictest: { limit: Cents; unitNumber: string } | undefined;
  for (const unit of concerned) {
    const designations = await unitDesignations(q, tenant, kept, unit.id);
    if (!designations || isMarketRate(designations)) continue;
    const limit = unitLimits(designations, placement.householdSize, placement.startDate).incomeLimit;
    if (limit !== undefined && (strictest === undefined || limit < strictest.limit))
      strictest = { limit, unitNumber: unit.unitNumber ?? `#${unit.id}` };
  }
  const income = toCents(placement.annualIncome);
  if (strictest === undefined || income <= strictest.limit) return undefined;
  const message = `Unit ${strictest.unitNumber} of this building, with as many bedrooms or more, has an over-income household: this unit must go to a household within ${amount(strictest.limit)} for ${placement.householdSize} people, and the annual income is ${amount(income)}`;
  return new AppError(
    ErrorCode.NEXT_AVAILABLE_UNIT_RULE,
    `${message} (the next available unit rule). An admin may save it with an override reason.`,
    [{ field: 'unit_id', code: ComplianceIssue.NEXT_AVAILABLE_UNIT, message }],
  );
}
