import {
  type Certification,
  type CertificationUpdateBody,
  INCOME_SOURCES,
  type IncomeSource,
  type Relationship,
  type StudentException,
  type StudentStatus,
} from '@lar/contracts/certifications';
import { type Cents, centsToDollars, toCents } from '@lar/contracts/compliance/money';

/**
 * A draft as its editor holds it: amounts as the decimal text typed ('' while empty, never parsed
 * into a binary float), and each row with a key of its own so removing one keeps the others' focus.
 */
export interface MemberValues {
  key: string;
  name: string;
  relationship: Relationship;
  birth_date: string;
  full_time_student: boolean;
  disabled: boolean;
  income: Record<IncomeSource, string>;
}

export interface AssetValues {
  key: string;
  description: string;
  cash_value: string;
  annual_income: string;
}

export interface CertificationValues {
  effective_date: string;
  members: MemberValues[];
  assets: AssetValues[];
  student_exception: StudentException | '';
  tenant_rent: string;
  rent_assistance: string;
  non_optional_charges: string;
}

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

/** An amount the API answered (a number of dollars) as the editor's text; 0 shows empty. */
const amountText = (amount: number) => (amount === 0 ? '' : String(amount));

export function emptyMember(relationship: Relationship): MemberValues {
  return {
    key: newKey(),
    name: '',
    relationship,
    birth_date: '',
    full_time_student: false,
    disabled: false,
    income: { employment: '', social_security: '', public_assistance: '', other: '' },
  };
}

export function emptyAsset(): AssetValues {
  return { key: newKey(), description: '', cash_value: '', annual_income: '' };
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
    })),
    student_exception: certification.student_exception ?? '',
    tenant_rent: amountText(certification.tenant_rent),
    rent_assistance: amountText(certification.rent_assistance),
    non_optional_charges: amountText(certification.non_optional_charges),
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

/**
 * The totals of the figures on screen, in integer cents as the server computes them, for the
 * preview while typing; the limits and the verdict are the server's, from the last save.
 */
export function draftTotals(values: CertificationValues, utilityAllowance: number): DraftTotals {
  const memberCents = values.members.reduce(
    (sum, m) => sum + INCOME_SOURCES.reduce((s, source) => s + centsOf(m.income[source]), 0),
    0,
  );
  const assetCents = values.assets.reduce((sum, a) => sum + centsOf(a.annual_income), 0);
  const cashCents = values.assets.reduce((sum, a) => sum + centsOf(a.cash_value), 0);
  const grossCents =
    centsOf(values.tenant_rent) + toCents(utilityAllowance) + centsOf(values.non_optional_charges);
  const students = allStudents(values.members);
  return {
    householdSize: values.members.length,
    fromMembers: centsToDollars(memberCents),
    fromAssets: centsToDollars(assetCents),
    annualIncome: centsToDollars(memberCents + assetCents),
    assetCashValue: centsToDollars(cashCents),
    grossRent: centsToDollars(grossCents),
    studentStatus: !students ? 'NONE' : values.student_exception === '' ? 'INELIGIBLE' : 'EXCEPTION',
  };
}
