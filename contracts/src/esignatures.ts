import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * Electronic signatures of a certification (issue 40, decision 078): staff send a draft for
 * signature, its PDF is frozen, every adult member signs exactly those bytes (in the resident
 * portal, or on paper recorded by staff) and the sealed PDF carries the SHA-256 of what was signed.
 */

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
const sha256 = z.string().regex(SHA256_PATTERN, 'A SHA-256 is 64 lowercase hexadecimal digits');

export const SIGNATURE_METHODS = ['ELECTRONIC', 'PAPER'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export const SIGNATURE_LANGUAGES = LANGUAGES;

/** Staff send a draft for signature, the PDF in the household's language (English by default). */
export const signatureRequestBody = z.strictObject({
  language: z.enum(SIGNATURE_LANGUAGES, { error: 'Choose en, pt or es' }).optional(),
});
export type SignatureRequestBody = z.infer<typeof signatureRequestBody>;

/** One adult member who signs, and whether and how they have. */
export const signerStatus = z.object({
  member_index: z.number().int(),
  name: z.string(),
  signed: z.boolean(),
  method: z.enum(SIGNATURE_METHODS).nullable(),
  signed_at: z.string().nullable(),
  recorded_by: z.string().nullable(),
});
export type SignerStatus = z.infer<typeof signerStatus>;

/** A certification's live signature request and its signers; `request` null when none was sent. */
export const signatureStatus = z.object({
  certification_id: z.number().int(),
  request: z
    .object({
      id: z.number().int(),
      pdf_sha256: sha256,
      created_at: z.string(),
      created_by: z.string(),
      sealed: z.boolean(),
      sealed_sha256: sha256.nullable(),
      sealed_at: z.string().nullable(),
    })
    .nullable(),
  signers: z.array(signerStatus),
});
export type SignatureStatus = z.infer<typeof signatureStatus>;

/** Staff record that a member signed the printed frozen PDF. */
export const paperSignatureBody = z.strictObject({
  member_index: z.number().int().min(0).max(29),
});
export type PaperSignatureBody = z.infer<typeof paperSignatureBody>;

/** What the signed-in resident has to sign: the household's pending request, if any. */
export const residentSignature = z.object({
  request: z
    .object({
      certification_id: z.number().int(),
      effective_date: z.string(),
      pdf_sha256: sha256,
      /** Where the frozen PDF is read (with the resident's session). */
      pdf_url: z.string(),
      created_at: z.string(),
      /** Whether the signed-in member is one of those who sign (an adult of the certification). */
      can_sign: z.boolean(),
      signed: z.boolean(),
      signed_at: z.string().nullable(),
      signers: z.array(z.object({ name: z.string(), signed: z.boolean() })),
    })
    .nullable(),
});
export type ResidentSignature = z.infer<typeof residentSignature>;

/**
 * The resident signs: `consent` to sign electronically is required (15 U.S.C. 7001(c)), and
 * `sha256` must be the frozen PDF's, so what is signed is exactly what was shown.
 */
export const residentSignBody = z.strictObject({
  consent: z.literal(true, { error: 'Consent to sign electronically, or ask the office for paper' }),
  sha256,
});
export type ResidentSignBody = z.infer<typeof residentSignBody>;

/** Whether an uploaded PDF is, byte for byte, a sealed signed certification of the organization. */
export const signedPdfVerification = z.object({
  sha256,
  match: z.boolean(),
  certification_id: z.number().int().nullable(),
  sealed_at: z.string().nullable(),
});
export type SignedPdfVerification = z.infer<typeof signedPdfVerification>;
