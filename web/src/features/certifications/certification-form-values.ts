import type {
  Certification,
  CertificationUpdateBody,
  Relationship,
  StudentException,
  StudentStatus,
} from '@lar/contracts/certifications';
import type { AssetRule } from '@lar/contracts/compliance/asset-rules';
import { determine } from '@lar/contracts/compliance/certification-rules';
import { type Cents, centsToDollars, toCents } from '@lar/contracts/compliance/money';
import { blankMember, type MemberAnswers } from '../../lib/household-member.ts';
import type { FinalizeSummary } from './components/finalize-confirmation.ts';

/**
 * A draft as its editor holds it: amounts as the decimal text typed ('' while empty, never parsed
 * into a binary float), and each row with a key of its own so removing one keeps the others' focus.
 */
export interface MemberValues extends MemberAnswers<Relationship> {
  key: string;
}

export interface AssetValues {
  key: string;
  description: string;
  cash_value: string;
  annual_income: string;
  actual_return_computable: boolean;
  excluded: boolean;
}

export interface CertificationValues {
  effective_date: string;
  members: MemberValues[];
  assets: AssetValues[];
  student_exception: StudentException | '';
  tenant_rent: string;
  rent_assistance: string;
  non_optional_charges: string;
  /** Annual, '' while not entered: unlike the rents, 0 is an answer of its own. */
  adjusted_income: string;
}

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

/** An amount the API answered (a number of dollars) as the editor's text; 0 shows empty. */
const amountText = (amount: number) => (amount === 0 ? '' : String(amount));

export function emptyMember(relationship: Relationship): MemberValues {
  return { key: newKey(), ...blankMember(relationship) };
}

export function emptyAsset(): AssetValues {
  return {
    key: newKey(),
    description: '',
    cash_value: '',
    annual_income: '',
    actual_return_computable: true,
    excluded: false,
  };
}

export function certificationValues(certification: Certification): CertificationValues {
  return {
    effective_date: certification.effective_date,
    members: certification.members.map((m) => ({
      key: newKey(),
      name: m.name,
      relationship: m.relationship,
      birth_date: m.birth_date ?? '',
      full_time_student: m.full_time_student,
      disabled: m.disabled,
      income: {
        employment: amountText(m.income.employment),
        social_security: amountText(m.income.social_security),
        public_assistance: amountText(m.income.public_assistance),
        other: amountText(m.income.other),
      },
    })),
    assets: certification.assets.map((a) => ({
      key: newKey(),
      description: a.description,
      cash_value: amountText(a.cash_value),
      annual_income: amountText(a.annual_income),
      // Lines stored before decision 046 have neither flag: computable, not excluded.
      actual_return_computable: a.actual_return_computable ?? true,
      excluded: a.excluded ?? false,
    })),
    student_exception: certification.student_exception ?? '',
    tenant_rent: amountText(certification.tenant_rent),
    rent_assistance: amountText(certification.rent_assistance),
    non_optional_charges: amountText(certification.non_optional_charges),
    adjusted_income: certification.adjusted_income === null ? '' : String(certification.adjusted_income),
  };
}

/** Every member is a full-time student: only then does an exception apply (and the select show). */
export const allStudents = (members: readonly MemberValues[]) =>
  members.length > 0 && members.every((m) => m.full_time_student);

/** The body of a save: the rows without their keys, the exception only while it can apply. */
export function certificationBody(values: CertificationValues, version: number): CertificationUpdateBody {
  return {
    version,
    effective_date: values.effective_date,
    members: values.members.map(({ key: _key, ...member }) => ({
      ...member,
      birth_date: member.birth_date || null,
    })),
    assets: values.assets.map(({ key: _key, ...asset }) => asset),
    student_exception: allStudents(values.members) ? values.student_exception : '',
    tenant_rent: values.tenant_rent,
    rent_assistance: values.rent_assistance,
    non_optional_charges: values.non_optional_charges,
    adjusted_income: values.adjusted_income,
  };
}

/** Cents of a typed amount; what is not (yet) an amount counts 0 until it is corrected. */
function centsOf(text: string): Cents {
  try {
    return text.trim() === '' ? 0 : toCents(text);
  } catch {
    return 0;
  }
}

export interface DraftTotals {
  householdSize: number;
  fromMembers: number;
  fromAssets: number;
  annualIncome: number;
  assetCashValue: number;
  /** Tenant rent, the utility allowance last determined and the non-optional charges. */
  grossRent: number;
  studentStatus: StudentStatus;
}

/** A typed amount as the dollars the API would take, 0 while it is not (yet) an amount. */
const dollarsOf = (text: string): number => centsToDollars(centsOf(text));

/**
 * The totals of the figures on screen for the preview while typing, by the server's own
 * `determine` (integer cents, the same student rule, the asset rule of the last save); the limits
 * and the verdict shown are the server's, from the last save, so none are given here.
 */
export function draftTotals(
  values: CertificationValues,
  utilityAllowance: number,
  assetRule: AssetRule,
): DraftTotals {
  const result = determine({
    // The totals do not depend on the type; only the verdict, which is not previewed, does.
    type: 'MOVE_IN',
    effectiveDate: values.effective_date,
    members: values.members.map((m) => ({
      name: m.name,
      relationship: m.relationship,
      birth_date: m.birth_date || null,
      full_time_student: m.full_time_student,
      disabled: m.disabled,
      income: {
        employment: dollarsOf(m.income.employment),
        social_security: dollarsOf(m.income.social_security),
        public_assistance: dollarsOf(m.income.public_assistance),
        other: dollarsOf(m.income.other),
      },
    })),
    assets: values.assets.map((a) => ({
      description: a.description,
      cash_value: dollarsOf(a.cash_value),
      annual_income: dollarsOf(a.annual_income),
      actual_return_computable: a.actual_return_computable,
      excluded: a.excluded,
    })),
    assetRules: [assetRule],
    studentException: values.student_exception === '' ? null : values.student_exception,
    tenantRent: dollarsOf(values.tenant_rent),
    nonOptionalCharges: dollarsOf(values.non_optional_charges),
    utilityAllowance: toCents(utilityAllowance),
    limits: undefined,
  });
  return {
    householdSize: result.household_size,
    fromMembers: result.income_from_members,
    fromAssets: result.income_from_assets,
    annualIncome: result.annual_income,
    assetCashValue: result.asset_cash_value,
    grossRent: result.gross_rent,
    studentStatus: result.student_status,
  };
}

/**
 * What finalizing the draft on screen fixes (the finalize confirmation's summary), before it is
 * saved: the household's members, their number and income by `draftTotals`, the rent and the date.
 */
export function finalizeSummary(
  type: Certification['type'],
  values: CertificationValues,
  totals: DraftTotals,
): FinalizeSummary {
  return {
    type,
    members: values.members.map((m) => ({ name: m.name, relationship: m.relationship })),
    household_size: totals.householdSize,
    annual_income: totals.annualIncome,
    tenant_rent: dollarsOf(values.tenant_rent),
    effective_date: values.effective_date,
  };
}
