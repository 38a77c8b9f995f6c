import type {
  Certification,
  CertificationDraftValues,
  CertificationType,
} from '@lar/contracts/certifications';
import { ruleOn } from '@lar/contracts/compliance/asset-rules';
import { determine } from '@lar/contracts/compliance/certification-rules';
import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { invalidField } from '../../lib/app-error.ts';
import {
  householdLimits,
  type ProgramTablesCache,
  programAssetRules,
  programIdsOf,
  unitDesignations,
  utilityAllowanceOn,
} from '../compliance/index.ts';
import type { CertificationColumns } from './certification.repository.ts';

/** What a draft holds that people enter, and the columns the server computes from it. */
export type DraftContent = CertificationDraftValues;
type FigureColumns = Omit<CertificationColumns, 'occupancyId' | 'type' | 'supersedesId'>;

const decimal = (dollars: number) => centsToDecimal(toCents(dollars));

/**
 * The draft's columns with its totals and determination (decision 026): the unit's designations
 * and limits for the household's size on the effective date (with the 45-day grace, decision
 * 043), each program's over-income line then (decision 044), and the utility allowance that
 * governs the rent due then (decision 045). Computed at every save of a draft and again at finalization.
 */
export async function draftColumns(
  q: Queryable,
  tenant: Tenant,
  kept: ProgramTablesCache,
  unitId: number,
  type: CertificationType,
  draft: DraftContent,
): Promise<FigureColumns> {
  const unit = await unitDesignations(q, tenant, kept, unitId);
  if (!unit) throw new Error(`unit ${unitId} of the certification's occupancy was not found`);
  const date = draft.effective_date;
  const allowance = await utilityAllowanceOn(q, tenant, unit.propertyId, unit.unitType, date);
  const size = Math.max(draft.members.length, 1);
  const programRules = await programAssetRules(q, tenant, programIdsOf(unit));
  const result = determine({
    type,
    effectiveDate: date,
    members: draft.members,
    assets: draft.assets,
    assetRules: programRules.map((p) => ruleOn(p, date)),
    studentException: draft.student_exception,
    tenantRent: draft.tenant_rent,
    nonOptionalCharges: draft.non_optional_charges,
    utilityAllowance: allowance,
    ...householdLimits(unit, size, date),
    adjustedIncome: draft.adjusted_income,
    marketRent: unit.marketRent,
  });
  checkAdjustedIncome(draft.adjusted_income, result.annual_income);
  return {
    effectiveDate: date,
    members: draft.members,
    assets: draft.assets,
    studentException: draft.student_exception,
    tenantRent: decimal(draft.tenant_rent),
    rentAssistance: decimal(draft.rent_assistance),
    nonOptionalCharges: decimal(draft.non_optional_charges),
    adjustedIncome: draft.adjusted_income === null ? null : decimal(draft.adjusted_income),
    householdSize: result.household_size,
    annualIncome: decimal(result.annual_income),
    qualified: result.qualified,
    overIncome: result.over_income,
    determination: result,
  };
}

/**
 * A stored certification's content, as a draft starts from it (a correction, the next year's). An
 * asset line stored before decision 046 takes the flags' defaults: computable, not excluded.
 */
export const contentOf = (from: DraftContent | Certification): DraftContent => ({
  effective_date: from.effective_date,
  members: from.members,
  assets: from.assets.map((a) => ({
    description: a.description,
    cash_value: a.cash_value,
    annual_income: a.annual_income,
    actual_return_computable: a.actual_return_computable ?? true,
    excluded: a.excluded ?? false,
  })),
  student_exception: from.student_exception,
  tenant_rent: from.tenant_rent,
  rent_assistance: from.rent_assistance,
  non_optional_charges: from.non_optional_charges,
  adjusted_income: from.adjusted_income,
});

/**
 * Adjusted income is annual income less deductions (24 CFR 5.611): never above it. Checked against
 * the annual income just computed (members and assets under the rule in force), so a 400 names it.
 */
function checkAdjustedIncome(adjusted: number | null, annual: number) {
  if (adjusted !== null && toCents(adjusted) > toCents(annual))
    throw invalidField(
      'adjusted_income',
      'adjusted_income_above_annual',
      `The adjusted income cannot be above the annual income of ${centsToDecimal(toCents(annual))}`,
    );
}
