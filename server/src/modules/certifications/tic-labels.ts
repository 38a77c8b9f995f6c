import type {
  CertificationType,
  Relationship,
  StudentException,
  StudentStatus,
} from '@lar/contracts/certifications';
import type { AssetRule } from '@lar/contracts/compliance/asset-rules';

/**
 * The English wording of the Tenant Income Certification's codes. The TIC is a US federal form
 * (Section 42) kept in the file in English, whatever the household's language.
 */

export const TYPE_LABELS: Readonly<Record<CertificationType, string>> = {
  MOVE_IN: 'Initial certification (move-in)',
  ANNUAL: 'Annual recertification',
  INTERIM: 'Interim recertification',
};

export const RELATIONSHIP_LABELS: Readonly<Record<Relationship, string>> = {
  HEAD: 'Head of household',
  SPOUSE: 'Spouse',
  CO_HEAD: 'Co-head',
  DEPENDENT: 'Dependent',
  OTHER_ADULT: 'Other adult',
  LIVE_IN_AIDE: 'Live-in aide',
  FOSTER: 'Foster child or adult',
};

export const STUDENT_EXCEPTION_LABELS: Readonly<Record<StudentException, string>> = {
  TANF: 'Receives assistance under Title IV of the Social Security Act (TANF)',
  JOB_TRAINING: 'Enrolled in a job training program under federal, state or local law',
  SINGLE_PARENT: 'Single parent with dependent child, neither a dependent of another person',
  MARRIED_JOINT: 'Married and entitled to file a joint tax return',
  FORMER_FOSTER_CARE: 'Formerly under the care of a foster care program',
};

export const STUDENT_STATUS_LABELS: Readonly<Record<StudentStatus, string>> = {
  NONE: 'Not a student household: at least one member is not a full-time student',
  EXCEPTION: 'Every member is a full-time student; an exception applies',
  INELIGIBLE: 'Every member is a full-time student and no exception applies: the household does not qualify',
};

export const ASSET_RULE_LABELS: Readonly<Record<AssetRule, string>> = {
  PRE_HOTMA:
    'HUD rule before HOTMA: over $5,000, the greater of actual and imputed income (24 CFR 5.609(b)(3))',
  HOTMA: 'HOTMA: imputed only on assets without a computable return, over the threshold (24 CFR 5.609(a)(2))',
};

export const yesNo = (value: boolean | null, unknown = 'Undetermined'): string =>
  value === null ? unknown : value ? 'Yes' : 'No';

/** A birth date as the form writes it, MM/DD/YYYY. */
export function usDate(date: string | null): string {
  if (date === null) return '';
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}
