import type { EligibleUnit, EligibleUnitsQuery } from '@lar/contracts/compliance/eligible-units';
import { EligibleUnitsIssue } from '@lar/contracts/compliance/eligible-units';
import { centsToDollars, toBasisHundredths, toCents } from '@lar/contracts/compliance/money';
import { ErrorCode, type FieldError } from '@lar/contracts/errors';
import { COUNT_CAP } from '@lar/contracts/paging';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import type { ListTotal } from '../../lib/list-total.ts';
import { candidateHousehold, type EligibleUnitRow, eligibleUnitRows } from './eligible-units.repository.ts';
import { pairLimitArrays, pairLimits } from './pair-limits.ts';
import { propertyExists } from './utility-allowances.repository.ts';

const dollarsOrNull = (amount: string | null) => (amount === null ? null : centsToDollars(toCents(amount)));

const designationOf = (programId: number | null, name: string | null, percentage: string | null) =>
  programId === null || percentage === null
    ? null
    : {
        program_id: programId,
        program_name: name ?? '',
        ami_percentage: toBasisHundredths(percentage) / 100,
      };

function toEligibleUnit(row: EligibleUnitRow): EligibleUnit | undefined {
  if (row.unit_id === null) return undefined;
  const incomeBinding = designationOf(row.income_program_id, row.income_program_name, row.income_percentage);
  const rentBinding = designationOf(row.rent_program_id, row.rent_program_name, row.rent_percentage);
  return {
    unit_id: row.unit_id,
    unit_number: row.unit_number,
    unit_type: row.unit_type ?? '',
    property_id: row.property_id ?? 0,
    property_name: row.property_name ?? '',
    income_limit: dollarsOrNull(row.income_limit),
    max_gross_rent: dollarsOrNull(row.max_gross_rent),
    income_binding: incomeBinding,
    rent_binding: rentBinding,
    binding: rentBinding ?? incomeBinding,
  };
}

/**
 * A candidate without a household size or an income cannot be matched: 409, saying which is
 * missing, rather than an empty list that would read as "no unit qualifies".
 */
function incomplete(householdSize: number | null, income: string | null) {
  const errors: FieldError[] = [];
  if (householdSize === null) {
    errors.push({
      field: 'household_size',
      code: EligibleUnitsIssue.HOUSEHOLD_SIZE_MISSING,
      message: "The candidate's household size is not recorded",
    });
  }
  if (income === null) {
    errors.push({
      field: 'income',
      code: EligibleUnitsIssue.INCOME_MISSING,
      message: "The candidate's annual income is not recorded",
    });
  }
  return new AppError(
    ErrorCode.HOUSEHOLD_INCOMPLETE,
    'Record the household size and annual income of the candidate to see the units the household qualifies for',
    errors,
  );
}

/** The vacant units a candidate's household qualifies for, cheapest first (decision 021). */
export class EligibleUnitsService {
  constructor(private readonly deps: AppDeps) {}

  async list(
    actor: Actor,
    candidateId: number,
    query: EligibleUnitsQuery,
  ): Promise<{ items: EligibleUnit[]; total: ListTotal }> {
    const q = this.deps.database.db;
    const tenant = actor.tenant;
    const candidate = await candidateHousehold(q, tenant, candidateId);
    if (!candidate) throw notFound('Candidate');
    if (query.property_id !== undefined && !(await propertyExists(q, tenant, query.property_id))) {
      throw notFound('Property');
    }
    if (candidate.householdSize === null || candidate.income === null) {
      throw incomplete(candidate.householdSize, candidate.income);
    }
    const date = query.date ?? todayIn(this.deps.config.timeZone);
    const limits = await pairLimits(q, tenant, this.deps.caches, candidate.householdSize, date);
    const rows = await eligibleUnitRows(this.deps.database, pairLimitArrays(limits), {
      organizationId: tenant.organizationId,
      income: candidate.income,
      propertyId: query.property_id,
      includeMarketRate: query.include_market_rate,
      limit: query.limit,
      offset: query.offset,
    });
    const count = rows[0]?.total ?? 0;
    return {
      items: rows.map(toEligibleUnit).filter((u): u is EligibleUnit => u !== undefined),
      total: { total: Math.min(count, COUNT_CAP), capped: count > COUNT_CAP },
    };
  }
}
