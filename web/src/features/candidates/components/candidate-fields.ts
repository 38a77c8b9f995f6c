import type { CandidateBody } from '@lar/contracts/candidates';

/**
 * Every field of the candidate's body and its label in this feature's locales (`form.<label>`). The
 * form labels its inputs from here, and its values are typed against the same body, so a field
 * added to the contract and not to the form fails to compile; the fields walk
 * (server/test/architecture/fields-walk.test.ts) finds each label in en, pt and es.
 */
export const CANDIDATE_FIELD_LABELS = {
  id_wp: 'externalId',
  full_name: 'fullName',
  email: 'email',
  phone_number: 'phone',
  birth_date: 'birthDate',
  income: 'income',
  household_size: 'householdSize',
  is_disabled: 'isDisabled',
  is_senior: 'isSenior',
  postal_code: 'postalCode',
  document_type: 'documentType',
  document_number: 'documentNumber',
  language: 'language',
} as const satisfies Record<keyof CandidateBody, string>;

export type CandidateField = keyof typeof CANDIDATE_FIELD_LABELS;

/** The key of `field`'s label in the feature's namespace. */
export const candidateFieldLabel = (field: CandidateField) =>
  `form.${CANDIDATE_FIELD_LABELS[field]}` as const;
