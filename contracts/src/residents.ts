import { z } from 'zod';
import { APPLICATION_LANGUAGES } from './applications.ts';
import { certificationHeading } from './certifications.ts';
import { emailSchema } from './fields.ts';
import { money } from './record-answer.ts';

/**
 * The resident portal (issue 40, decision 075): an adult member of a household's certification in
 * force signs in with an e-mailed link, or the 6-digit code sent with it, and reads the household's
 * unit, rent, certifications and next recertification.
 */

export const RESIDENT_LANGUAGES = APPLICATION_LANGUAGES;
export type ResidentLanguage = (typeof RESIDENT_LANGUAGES)[number];

/** The link's token: 32 random bytes in base64url (43 characters). */
export const RESIDENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const RESIDENT_CODE_PATTERN = /^[0-9]{6}$/;

/** Staff send (or send again) a member's access: a new link and code replace any unused ones. */
export const residentAccessBody = z.strictObject({
  member_index: z.number().int().min(0).max(29),
  email: emailSchema,
  language: z.enum(RESIDENT_LANGUAGES, { error: 'Choose en, pt or es' }),
});
export type ResidentAccessBody = z.input<typeof residentAccessBody>;

export const RESIDENT_ACCESS_STATUSES = ['NONE', 'SENT', 'SIGNED_IN', 'EXPIRED', 'REVOKED'] as const;
export type ResidentAccessStatus = (typeof RESIDENT_ACCESS_STATUSES)[number];

/** One adult member of the certification in force, and where their access stands. */
export const residentAccessEntry = z.object({
  member_index: z.number().int(),
  name: z.string(),
  /** The last access's address, else the household head's candidate e-mail, else null. */
  email: z.string().nullable(),
  language: z.enum(RESIDENT_LANGUAGES),
  status: z.enum(RESIDENT_ACCESS_STATUSES),
  sent_at: z.string().nullable(),
});
export const residentAccessList = z.object({
  /** The certification in force the members come from; null when the household has none yet. */
  certification_id: z.number().int().nullable(),
  members: z.array(residentAccessEntry),
});
export type ResidentAccessList = z.infer<typeof residentAccessList>;

export const residentLinkBody = z.strictObject({
  token: z.string().regex(RESIDENT_TOKEN_PATTERN, 'The link is not complete'),
});
export const residentCodeBody = z.strictObject({
  email: emailSchema,
  code: z.string().trim().regex(RESIDENT_CODE_PATTERN, 'Enter the 6 digits of the code'),
});

export const residentSignIn = z.object({
  success: z.literal(true),
  token: z.string(),
  language: z.enum(RESIDENT_LANGUAGES),
});
export type ResidentSignIn = z.infer<typeof residentSignIn>;

/** The household as its resident sees it. Money is a decimal string. */
export const residentHome = z.object({
  member_name: z.string(),
  language: z.enum(RESIDENT_LANGUAGES),
  organization_name: z.string(),
  property_name: z.string(),
  address: z.string().nullable(),
  unit_number: z.string().nullable(),
  rent: money,
  certifications: z.array(certificationHeading),
  next_due_date: z.string().nullable(),
});
export type ResidentHome = z.infer<typeof residentHome>;
