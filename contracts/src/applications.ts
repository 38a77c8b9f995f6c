import { z } from 'zod';
import { memberBody } from './certifications.ts';
import { addCodedIssue } from './coded-issue.ts';
import { senderFields } from './contact.ts';
import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from './document-types.ts';
import { optionalMoney, singleLine } from './fields.ts';
import { LANGUAGES } from './languages.ts';
import { idField } from './paging.ts';
import { reportingDataBody } from './reporting-data.ts';

/**
 * Online applications (issue 24, decision 031): what the public form sends and what the applicant
 * may read back. The household's members have the shape of an income certification's members, so
 * an accepted offer's move-in draft starts from them as they are.
 */

export const APPLICATION_STATUSES = [
  'SUBMITTED',
  'WAITLISTED',
  'DECLINED',
  'WITHDRAWN',
  'OFFERED',
  'LEASED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Where each status may go next. DECLINED, WITHDRAWN and LEASED are final; an offer that is turned
 * down goes back to the waitlist. Accepting an offer (OFFERED -> LEASED) creates the candidate and
 * its PENDING occupancy.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  SUBMITTED: ['WAITLISTED', 'DECLINED', 'WITHDRAWN'],
  WAITLISTED: ['OFFERED', 'DECLINED', 'WITHDRAWN'],
  OFFERED: ['LEASED', 'WAITLISTED', 'DECLINED', 'WITHDRAWN'],
  DECLINED: [],
  WITHDRAWN: [],
  LEASED: [],
};

/** Why staff decline an application; one is required. */
export const DECLINE_REASONS = [
  'INCOME_ABOVE_LIMIT',
  'INCOME_BELOW_MINIMUM',
  'HOUSEHOLD_SIZE',
  'INCOMPLETE',
  'SCREENING',
  'DUPLICATE',
  'NO_RESPONSE',
  'OFFER_REFUSED',
  'OTHER',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const APPLICATION_LANGUAGES = LANGUAGES;
export type ApplicationLanguage = (typeof APPLICATION_LANGUAGES)[number];

/** Documents: PDF, JPEG or PNG, recognised by their first bytes, not their names. */
export { DOCUMENT_CONTENT_TYPES, type DocumentContentType };

/** A stored document's file as an answer names it: its name, type, size in bytes and SHA-256. */
export const storedFileFields = {
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  byte_size: z.number().int(),
  sha256: z.string(),
};

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENTS_MAX = 10;
export const APPLICATION_MEMBERS_MAX = 12;

/**
 * The characters of a reference (decision 055): digits and capitals without those read or heard
 * alike (0/O, 1/I/L) and without U, so no word forms by chance. 30 characters.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `LAR-7KQ4-M2XD`: eight characters drawn at random, short enough to read over the phone and not
 * to be guessed from another one. `LAR-2026-000123` (the year and a sequence number) is the form
 * references had before; those stay valid.
 */
export const REFERENCE_PATTERN = /^LAR-(?:\d{4}-\d{6,}|[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4})$/;

export const ApplicationIssue = {
  ONE_HEAD: 'application_one_head',
  HEAD_FIRST: 'application_head_first',
  HEAD_BIRTH_DATE: 'application_head_birth_date',
  CONSENT: 'application_consent',
  TARGET: 'application_target',
  LISTING_NOT_FOUND: 'application_listing_not_found',
  PROPERTY_NOT_FOUND: 'application_property_not_found',
  PREFERENCE_NOT_FOUND: 'application_preference_not_found',
  DOCUMENT_TYPE: 'application_document_type',
  DOCUMENT_SIZE: 'application_document_size',
  DOCUMENTS_COUNT: 'application_documents_count',
  TRANSITION: 'application_transition',
  DECLINE_REASON_REQUIRED: 'application_decline_reason_required',
  UNIT_REQUIRED: 'application_unit_required',
  REPORTING_MEMBERS: 'application_reporting_members',
} as const;

/**
 * The JSON part of `POST /api/public/applications` (multipart field `application`; the files are
 * its `documents` parts). Either a listed unit (`listing_id`, the unit's id) or a property's
 * waitlist (`property_id`). The first member is the head of household, with a birth date.
 */
export const applicationBody = z
  .strictObject({
    listing_id: idField.nullish().transform((v) => v ?? null),
    property_id: idField.nullish().transform((v) => v ?? null),
    email: senderFields.email,
    phone: senderFields.phone,
    language: z.enum(APPLICATION_LANGUAGES).default('en'),
    members: z
      .array(memberBody)
      .min(1, 'Add at least the head of household')
      .max(APPLICATION_MEMBERS_MAX, `At most ${APPLICATION_MEMBERS_MAX} members`),
    total_assets: optionalMoney.transform((v) => v ?? '0.00'),
    preference_ids: z.array(idField).max(20).default([]),
    /**
     * Optional household data for reporting (decision 066): one entry per member in `members`'
     * order, and the rental assistance. Stored sealed, never in the application's answers.
     */
    reporting: reportingDataBody.nullish().transform((v) => v ?? null),
    consent: z.boolean(),
    /** Left empty by people; bots fill every field. A filled one is answered as sent and not stored. */
    website: singleLine().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.listing_id === null) === (v.property_id === null)) {
      addCodedIssue(ctx, ApplicationIssue.TARGET, 'Apply for a listing or for a property’s waitlist', [
        'listing_id',
      ]);
    }
    if (!v.consent) {
      addCodedIssue(ctx, ApplicationIssue.CONSENT, 'Consent is required to apply', ['consent']);
    }
    const heads = v.members.filter((m) => m.relationship === 'HEAD').length;
    if (heads !== 1) {
      addCodedIssue(ctx, ApplicationIssue.ONE_HEAD, 'The household needs exactly one head of household', [
        'members',
      ]);
    } else if (v.members[0]?.relationship !== 'HEAD') {
      addCodedIssue(ctx, ApplicationIssue.HEAD_FIRST, 'List the head of household first', [
        'members',
        0,
        'relationship',
      ]);
    }
    if (v.reporting && v.reporting.members.length > v.members.length) {
      addCodedIssue(
        ctx,
        ApplicationIssue.REPORTING_MEMBERS,
        'The reporting data names more members than the household has',
        ['reporting', 'members'],
      );
    }
    if (v.members[0] && v.members[0].birth_date === null) {
      addCodedIssue(ctx, ApplicationIssue.HEAD_BIRTH_DATE, 'The head of household’s birth date is required', [
        'members',
        0,
        'birth_date',
      ]);
    }
  });
export type ApplicationBody = z.input<typeof applicationBody>;
export type ApplicationValues = z.output<typeof applicationBody>;

/** What `POST /api/public/applications` answers. */
export const applicationReceipt = z.object({ reference: z.string() });
export type ApplicationReceipt = z.infer<typeof applicationReceipt>;

/** `GET /api/public/applications/status?reference=&email=`: the status and waitlist position only. */
export const applicationStatusQuery = z.strictObject({
  reference: z.string().trim().toUpperCase().regex(REFERENCE_PATTERN, 'Enter a reference like LAR-7KQ4-M2XD'),
  email: senderFields.email,
});
export const applicationStatusAnswer = z.object({
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  waitlist_position: z.number().int().nullable(),
});
export type ApplicationStatusAnswer = z.infer<typeof applicationStatusAnswer>;
