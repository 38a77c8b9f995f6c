import { ComplianceIssue, type OccupancyCompliance } from '@lar/contracts/compliance/api';
import type { ComplianceReason } from '@lar/contracts/compliance/eligibility';
import { ErrorCode, type FieldError } from '@lar/contracts/errors';
import type { Occupancy } from '@lar/contracts/occupancies';
import { allows } from '@lar/contracts/permissions';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GatedValues } from '../occupancies/index.ts';
import type { ProgramTablesCache } from './limit-tables.repository.ts';
import { nextAvailableUnitRefusal } from './next-available-unit.ts';
import { checkDateOf, checkOccupancy } from './occupancy-check.ts';

/**
 * The compliance gate of occupancy writes: an ACTIVE occupancy whose household is over the
 * income limit or whose gross rent is over the maximum is refused (409 NOT_ELIGIBLE, with the
 * figures), and so is a placement the next available unit rule refuses (409
 * NEXT_AVAILABLE_UNIT_RULE), unless an admin gives an `override_reason` in that request. Missing limits or a missing
 * income do not block a placement: they are reported by the compliance check instead.
 */

const BLOCKING: Record<string, { field: string; code: string }> = {
  OVER_INCOME: { field: 'annual_income', code: ComplianceIssue.OVER_INCOME },
  OVER_RENT: { field: 'rent_amount', code: ComplianceIssue.OVER_RENT },
} satisfies Partial<Record<ComplianceReason, unknown>>;

const amount = (dollars: number | null) =>
  dollars === null ? 'unknown' : dollars.toLocaleString('en-US', { minimumFractionDigits: 2 });

/** The designation a limit comes from, as a message names it: income and rent may differ (decision 044). */
const programOf = (binding: OccupancyCompliance['income_binding']) =>
  binding ? ` (${binding.program_name}, ${binding.ami_percentage} % AMI)` : '';

function notEligible(result: OccupancyCompliance): AppError {
  const errors: FieldError[] = [];
  if (result.income_eligible === false) {
    errors.push({
      ...(BLOCKING.OVER_INCOME as { field: string; code: string }),
      message: `Annual income ${amount(result.annual_income)} is over the limit ${amount(result.income_limit)} for ${result.household_size} people in force at move-in on ${result.income_limits_date}${programOf(result.income_binding)}`,
    });
  }
  if (result.rent_compliant === false) {
    errors.push({
      ...(BLOCKING.OVER_RENT as { field: string; code: string }),
      message: `Gross rent ${amount(result.gross_rent)} is over the maximum ${amount(result.max_gross_rent)} by ${amount(result.over_by)}${programOf(result.rent_binding)}`,
    });
  }
  return new AppError(
    ErrorCode.NOT_ELIGIBLE,
    `This placement fails the unit's limits: ${errors.map((e) => e.message).join('; ')}. An admin may save it with an override reason.`,
    errors,
    { compliance: result },
  );
}

const overrideForbidden = () =>
  new AppError(ErrorCode.FORBIDDEN, 'Only an admin can override the compliance check', [
    {
      field: 'override_reason',
      code: ComplianceIssue.OVERRIDE_ADMIN_ONLY,
      message: 'Only an admin can give an override reason',
    },
  ]);

/**
 * Whether the write places a household in a unit (the next available unit rule): a new occupancy
 * (ACTIVE or PENDING), or one made ACTIVE or moved to another unit while ACTIVE.
 */
const isPlacement = (values: GatedValues, before: Occupancy | undefined) =>
  before === undefined
    ? values.status === 'ACTIVE' || values.status === 'PENDING'
    : values.status === 'ACTIVE' && (before.status !== 'ACTIVE' || before.unit_id !== values.unit_id);

/** Refuses the write as the gate says; `before` is the stored occupancy on an update. */
export async function enforceCompliance(
  q: Queryable,
  actor: Actor,
  tables: ProgramTablesCache,
  values: GatedValues,
  before: Occupancy | undefined,
  today: string,
): Promise<void> {
  // Admins only (decision 017): a rule on a field's value, not on a route, so it is checked here.
  const mayOverride = allows(actor.role, 'override_eligibility');
  const override = values.override_reason ?? null;
  // A non-admin may send back the reason an admin stored (a form's round trip), not write one.
  if (override !== null && !mayOverride && override !== (before?.override_reason ?? null))
    throw overrideForbidden();
  const kept = <K extends 'household_size' | 'annual_income' | 'non_optional_charges'>(field: K) =>
    values[field] === undefined ? (before?.[field] ?? null) : values[field];
  const householdSize = kept('household_size') as number | null;
  const annualIncome = kept('annual_income') as number | string | null;
  // A refusal stands unless an admin gave a reason in this request.
  const unlessOverridden = (refusal: AppError) => {
    if (override === null) throw refusal;
    if (!mayOverride) throw overrideForbidden();
  };
  if (isPlacement(values, before)) {
    const refusal = await nextAvailableUnitRefusal(q, actor.tenant, tables, {
      unitId: values.unit_id,
      startDate: values.start_date,
      householdSize,
      annualIncome,
      occupancyId: before?.id,
    });
    if (refusal) unlessOverridden(refusal);
  }
  if (values.status !== 'ACTIVE') return;
  const result = await checkOccupancy(
    q,
    actor.tenant,
    tables,
    {
      unit_id: values.unit_id,
      start_date: values.start_date,
      household_size: householdSize,
      annual_income: annualIncome,
      rent_amount: values.rent_amount,
      non_optional_charges: kept('non_optional_charges') as number | string | null,
    },
    checkDateOf(values.start_date, today),
  );
  if (result.reasons.some((reason) => reason in BLOCKING)) unlessOverridden(notEligible(result));
}
