import { z } from 'zod';
import { DOCUMENT_CONTENT_TYPES, storedFileFields } from './applications.ts';
import { addDays } from './compliance/recertification.ts';

/**
 * A household's verification documents for its recertification (issue 40, decision 077): sent
 * from the resident portal, one file at a time, for a member and an income source or asset of the
 * questionnaire, or attached again from what the household already sent.
 */

export const RESIDENT_DOCUMENT_KINDS = [
  'PAY_STUB',
  'EMPLOYER_LETTER',
  'BENEFIT_LETTER',
  'BANK_STATEMENT',
  'TAX_RETURN',
  'CHILD_SUPPORT',
  'IDENTITY',
  'OTHER',
] as const;
export type ResidentDocumentKind = (typeof RESIDENT_DOCUMENT_KINDS)[number];

/** Where a document of this cycle came from: an upload, or a copy of one the household sent before. */
export const RESIDENT_DOCUMENT_SOURCES = ['UPLOAD', 'APPLICATION', 'RESIDENT'] as const;
export type ResidentDocumentSource = (typeof RESIDENT_DOCUMENT_SOURCES)[number];

/**
 * HUD Handbook 4350.3 REV-1 (CHG-4), paragraph 5-16 B: verifications are valid for 120 days from
 * the date the owner received them; a document received more than 120 days before the
 * certification's effective date must be verified again before the certification is finalized.
 */
export const VERIFICATION_VALID_DAYS = 120;

/** The last effective date a document received on `receivedOn` may verify (received + 120 days). */
export const verificationValidUntil = (receivedOn: string): string =>
  addDays(receivedOn, VERIFICATION_VALID_DAYS);

/** VALID while the effective date is at most 120 days after the receipt, TOO_OLD after. */
export const AGE_STATES = ['VALID', 'TOO_OLD'] as const;
export type AgeState = (typeof AGE_STATES)[number];

export function ageState(receivedOn: string, effectiveDate: string): AgeState {
  return effectiveDate <= verificationValidUntil(receivedOn) ? 'VALID' : 'TOO_OLD';
}

export const ResidentDocumentIssue = {
  DOCUMENT_TYPE: 'resident_document_type',
  DOCUMENT_SIZE: 'resident_document_size',
  TOO_OLD: 'resident_document_too_old',
  NO_CYCLE: 'resident_document_no_cycle',
  LOCKED: 'resident_document_locked',
} as const;

const uuid = z
  .uuid('Not a valid id')
  .transform((v) => v.toLowerCase())
  .nullish()
  .transform((v) => v ?? null);

/** What a document is about: its member, income source or asset (by their ids), and its kind. */
const documentSubject = {
  member_key: uuid,
  income_source_id: uuid,
  asset_id: uuid,
  kind: z.enum(RESIDENT_DOCUMENT_KINDS),
};

/** The JSON field `document` sent with the file. */
export const residentDocumentFields = z.strictObject({
  ...documentSubject,
  document_date: z.iso.date('Enter a date as YYYY-MM-DD'),
});
export type ResidentDocumentFields = z.infer<typeof residentDocumentFields>;

/** Attach a document the household already sent (its application's, or one of an earlier cycle). */
export const residentDocumentReuseBody = z.strictObject({
  source: z.enum(['APPLICATION', 'RESIDENT']),
  id: z.number().int().positive(),
  ...documentSubject,
});
export type ResidentDocumentReuseBody = z.infer<typeof residentDocumentReuseBody>;

export const residentDocument = z.object({
  id: z.number().int(),
  effective_date: z.string(),
  member_key: z.string().nullable(),
  income_source_id: z.string().nullable(),
  asset_id: z.string().nullable(),
  kind: z.enum(RESIDENT_DOCUMENT_KINDS),
  ...storedFileFields,
  document_date: z.string(),
  /** The date of receipt: the 120 days of paragraph 5-16 B count from it. */
  received_on: z.string(),
  valid_until: z.string(),
  age_state: z.enum(AGE_STATES),
  source: z.enum(RESIDENT_DOCUMENT_SOURCES),
  uploaded_by: z.string(),
  created_at: z.string(),
});
export type ResidentDocument = z.infer<typeof residentDocument>;

/** A document the household sent before, offered to attach to this cycle instead of a new upload. */
export const sentDocument = z.object({
  source: z.enum(['APPLICATION', 'RESIDENT']),
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  kind: z.enum(RESIDENT_DOCUMENT_KINDS).nullable(),
  received_on: z.string(),
  valid_until: z.string(),
  age_state: z.enum(AGE_STATES),
});
export type SentDocument = z.infer<typeof sentDocument>;

export const residentDocumentList = z.object({
  /** The recertification cycle: the effective date being recertified; null when none is due. */
  effective_date: z.string().nullable(),
  /** Whether documents may still be added or removed (not once the cycle's certification exists). */
  open: z.boolean(),
  documents: z.array(residentDocument),
  already_sent: z.array(sentDocument),
});
export type ResidentDocumentList = z.infer<typeof residentDocumentList>;
