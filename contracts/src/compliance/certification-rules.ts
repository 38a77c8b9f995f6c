import type {
  CertificationAsset,
  CertificationMember,
  CertificationType,
  Determination,
  StudentException,
  StudentStatus,
} from '../certifications.ts';
import { type AssetIncomeFigures, type AssetRule, assetIncomeUnder } from './asset-rules.ts';
import type { EffectiveLimits } from './eligibility.ts';
import { homeOverIncomeRent } from './home-over-income-rent.ts';
import { type Cents, centsToDollars, toBasisHundredths, toCents } from './money.ts';
import { type OverIncomeLine, overIncomeTest } from './over-income.ts';

/**
 * The determination of an income certification (decision 026), a pure function of what the
 * household declared and the unit's limits on the effective date, shared by the server (which
 * stores it) and the web (which shows it while a draft is edited).
 */

/** A member's annual income from every source, in cents. */
export const memberIncome = (member: CertificationMember): Cents =>
  toCents(member.income.employment) +
  toCents(member.income.social_security) +
  toCents(member.income.public_assistance) +
  toCents(member.income.other);

/**
 * A household of full-time students only is not eligible unless one of the exceptions applies; a
 * household with one member who is not a full-time student is not a student household at all.
 */
export function studentStatus(
  members: readonly CertificationMember[],
  exception: StudentException | null,
): StudentStatus {
  const allStudents = members.length > 0 && members.every((m) => m.full_time_student);
  if (!allStudents) return 'NONE';
  return exception === null ? 'INELIGIBLE' : 'EXCEPTION';
}

export interface DeterminationInput {
  type: CertificationType;
  effectiveDate: string;
  members: readonly CertificationMember[];
  assets: readonly CertificationAsset[];
  /** The asset rule each of the unit's programs follows on the effective date (decision 046). */
  assetRules: readonly AssetRule[];
  studentException: StudentException | null;
  tenantRent: number;
  nonOptionalCharges: number;
  /** The utility allowance in effect for the unit's type on the effective date, in cents. */
  utilityAllowance: Cents;
  /** The unit's limits for the household's size on the effective date; undefined for a market-rate unit. */
  limits: EffectiveLimits | undefined;
  /** Each program's over-income line on the effective date (decision 044); none for a market-rate unit. */
  overIncomeLines?: readonly OverIncomeLine[];
  /** The adjusted income staff entered, in dollars; null or absent when not entered (decision 059). */
  adjustedIncome?: number | null;
  /** The unit's market rent per month as a decimal string (decision 061); null or absent when not recorded. */
  marketRent?: string | null;
}

/** The asset income's figures as the determination answers them. */
const assetIncomeOf = (f: AssetIncomeFigures): Determination['asset_income'] => ({
  rule: f.rule,
  net_family_assets: centsToDollars(f.netFamilyAssets),
  actual_income: centsToDollars(f.actualIncome),
  imputed_income: centsToDollars(f.imputedIncome),
  counted_income: centsToDollars(f.countedIncome),
  over_threshold: f.overThreshold,
  threshold: centsToDollars(f.threshold.value),
  threshold_effective_date: f.threshold.effectiveDate,
  passbook_rate_basis_points: f.passbookRate?.value ?? null,
  passbook_rate_effective_date: f.passbookRate?.effectiveDate ?? null,
});

const dollars = (cents: Cents | undefined) => (cents === undefined ? null : centsToDollars(cents));

type Named = { programId: number; programName: string; amiPercentage: number | string };
const designationOf = (d: Named) => ({
  program_id: d.programId,
  program_name: d.programName,
  ami_percentage: toBasisHundredths(d.amiPercentage) / 100,
});

/**
 * HOME's rent when the household is above a HOME designation's 80 % line (24 CFR 92.252(i)(2),
 * decision 059): section 42's when the unit also has an LIHTC designation (every program not
 * marked HOME, decision 044), else the lesser of 30 % of the monthly adjusted income and the unit's
 * market rent (decision 061; without one, the 30 % figure, and the answer says no market rent is known).
 */
function homeRentOf(
  crossed: readonly OverIncomeLine[],
  lines: readonly OverIncomeLine[],
  input: DeterminationInput,
): Determination['home_over_income_rent'] {
  const home = crossed.find((l) => l.rule === 'HOME_80');
  if (home === undefined) return null;
  const adjusted = input.adjustedIncome == null ? undefined : toCents(input.adjustedIncome);
  const rent = homeOverIncomeRent({
    lihtcLayered: lines.some((l) => l.rule !== 'HOME_80'),
    adjustedIncome: adjusted,
    marketRent: input.marketRent == null ? undefined : toCents(input.marketRent),
  });
  const tenantRent = toCents(input.tenantRent);
  return {
    ...designationOf(home),
    basis: rent.basis,
    adjusted_income: dollars(adjusted),
    market_rent: input.marketRent == null ? null : centsToDollars(toCents(input.marketRent)),
    thirty_percent_of_monthly_adjusted: dollars(rent.thirtyPercentOfMonthlyAdjusted),
    max_tenant_rent: dollars(rent.maxTenantRent),
    tenant_rent: centsToDollars(tenantRent),
    rent_above: rent.maxTenantRent === undefined ? null : tenantRent > rent.maxTenantRent,
  };
}

/**
 * Income counts every member's income and the income from assets under the rule in force. At move-in the household
 * qualifies when its income is within the limit; at an annual or interim certification it stays
 * qualified as its income grows (the unit stays compliant) and is marked over-income above a
 * program's own line: LIHTC's 140 % (170 %) of its limit, HOME's 80 % AMI (decision 044). A household of full-time students without an exception never qualifies.
 */
export function determine(input: DeterminationInput): Determination {
  const fromMembers = input.members.reduce((sum, m) => sum + memberIncome(m), 0);
  const assetFigures = assetIncomeUnder(input.assets, input.assetRules, input.effectiveDate);
  const fromAssets = assetFigures.countedIncome;
  const cashValue = input.assets.reduce((sum, a) => sum + toCents(a.cash_value), 0);
  const income = fromMembers + fromAssets;
  const limits = input.limits;
  const incomeLimit = limits?.incomeLimit;
  const maxGrossRent = limits?.maxGrossRent;
  const gross = toCents(input.tenantRent) + input.utilityAllowance + toCents(input.nonOptionalCharges);
  const student = studentStatus(input.members, input.studentException);
  const marketRate = limits === undefined;
  const incomeEligible = marketRate ? true : incomeLimit === undefined ? null : income <= incomeLimit;
  // Over income is a recertification's finding, each program by its own line (decision 044).
  const lines = input.overIncomeLines ?? [];
  const overTest = overIncomeTest(income, lines);
  const recertifying = input.type !== 'MOVE_IN';
  const overIncome = recertifying && overTest.over === true;
  const studentOk = student !== 'INELIGIBLE';
  const qualified = !studentOk ? false : input.type === 'MOVE_IN' ? incomeEligible : true;
  const designation = designationOf;
  const crossed = recertifying ? overTest.crossed : [];
  return {
    as_of: input.effectiveDate,
    household_size: input.members.length,
    income_from_members: centsToDollars(fromMembers),
    income_from_assets: centsToDollars(fromAssets),
    annual_income: centsToDollars(income),
    asset_cash_value: centsToDollars(cashValue),
    asset_income: assetIncomeOf(assetFigures),
    designations: limits ? limits.designations.map(designation) : [],
    income_binding: limits?.incomeBinding ? designation(limits.incomeBinding) : null,
    rent_binding: limits?.rentBinding ? designation(limits.rentBinding) : null,
    income_limit: dollars(incomeLimit),
    over_income_limit: dollars(overTest.lowest?.line),
    income_eligible: incomeEligible,
    over_income: overIncome,
    over_income_lines: lines.map((l) => ({
      ...designation(l),
      rule: l.rule,
      line: dollars(l.line),
      crossed: crossed.includes(l),
      consequence: l.consequence,
    })),
    missing_limit: limits?.missingLimit ?? false,
    utility_allowance: centsToDollars(input.utilityAllowance),
    gross_rent: centsToDollars(gross),
    max_gross_rent: dollars(maxGrossRent),
    rent_compliant: marketRate ? true : maxGrossRent === undefined ? null : gross <= maxGrossRent,
    student_status: student,
    qualified,
    home_over_income_rent: homeRentOf(crossed, lines, input),
  };
}
