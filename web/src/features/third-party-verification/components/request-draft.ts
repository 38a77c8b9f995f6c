import { RESIDENT_LANGUAGES, type ResidentLanguage } from '@lar/contracts/residents';
import type { VerificationKind, VerificationRequestBody } from '@lar/contracts/third-party-verification';

/** A request as its form holds it, for the staff panel and the resident page alike. */
export interface RequestDraft {
  /** The member's index as the select gives it; '' until one is chosen. */
  member_index: string;
  kind: VerificationKind;
  third_party_name: string;
  third_party_email: string;
  language: ResidentLanguage;
}

/** An empty request, its e-mail in `language` when that is one the requests are written in. */
export const emptyDraft = (language = 'en'): RequestDraft => ({
  member_index: '',
  kind: 'EMPLOYMENT',
  third_party_name: '',
  third_party_email: '',
  language: (RESIDENT_LANGUAGES as readonly string[]).includes(language)
    ? (language as ResidentLanguage)
    : 'en',
});

/** The staff request's body; a member not chosen reads as -1, which the shared schema refuses. */
export const requestBodyOf = (draft: RequestDraft): VerificationRequestBody => ({
  member_index: draft.member_index === '' ? -1 : Number(draft.member_index),
  kind: draft.kind,
  third_party_name: draft.third_party_name.trim(),
  third_party_email: draft.third_party_email.trim(),
  language: draft.language,
});
