import { LANGUAGES } from '@lar/contracts/languages';
import type { VisitRequestBody } from '@lar/contracts/visits';
import { wallTimeToInstant } from '../../lib/organization-clock.ts';
import { type SenderValues, senderBody, validateSender } from '../../lib/public/sender-fields.ts';

/**
 * The visit request form's rules, checked in the browser before posting; the server checks them
 * again (`visitRequestBody`) and its field errors are shown at the fields.
 */

export const VISIT_LANGUAGES = LANGUAGES;
export type VisitLanguage = (typeof VISIT_LANGUAGES)[number];
export const VISIT_TIME_SLOTS = 3;
export const VISIT_MESSAGE_MAX = 2000;

export interface VisitFormValues extends SenderValues {
  /** `datetime-local` values (`2026-12-01T15:00`), '' when not given; three slots. */
  times: string[];
  message: string;
  language: VisitLanguage;
  /** The honeypot: people never see it, bots fill it. */
  website: string;
}

export type VisitField =
  | 'name'
  | 'email'
  | 'phone'
  | 'times.0'
  | 'times.1'
  | 'times.2'
  | 'message'
  | 'language';
export type VisitFormErrors = Partial<Record<VisitField, string>>;

export function emptyVisitForm(language: VisitLanguage): VisitFormValues {
  return { name: '', email: '', phone: '', times: ['', '', ''], message: '', language, website: '' };
}

/**
 * A `datetime-local` value read on the organization's clock (the property's, decision 068: the
 * visitor comes to the property at its local time); null when it is not one.
 */
function localTime(value: string): Date | null {
  return wallTimeToInstant(value);
}

export function validateVisitForm(values: VisitFormValues, now: Date = new Date()): VisitFormErrors {
  const errors: VisitFormErrors = validateSender(values);
  values.times.forEach((value, index) => {
    if (!value) return;
    const date = localTime(value);
    const field = `times.${index}` as VisitField;
    if (!date) errors[field] = 'validation.invalid_format';
    else if (date <= now) errors[field] = 'publicListings:visit.timePast';
  });
  if (values.message.trim().length > VISIT_MESSAGE_MAX) errors.message = 'validation.too_big';
  return errors;
}

/** The request body: the times given, as instants in UTC; the honeypot only when filled. */
export function toVisitRequestBody(listingId: number, values: VisitFormValues): VisitRequestBody {
  const times = values.times.flatMap((value) => {
    const date = value ? localTime(value) : null;
    return date ? [date.toISOString()] : [];
  });
  const message = values.message.trim();
  return {
    listing_id: listingId,
    ...senderBody(values),
    preferred_times: times,
    ...(message ? { message } : {}),
    language: values.language,
    ...(values.website ? { website: values.website } : {}),
  };
}

/**
 * A server field (`preferred_times.1`) as the form's own (`times.1`): the times given are sent in
 * their order with the empty slots left out, so the server's index is the n-th filled slot.
 */
export function visitFieldOf(serverField: string, values: VisitFormValues): VisitField | null {
  const time = /^preferred_times(?:\.(\d+))?$/.exec(serverField);
  if (time) {
    const filled = values.times.flatMap((value, index) => (value ? [index] : []));
    const slot = filled[Number(time[1] ?? 0)] ?? filled[0] ?? 0;
    return `times.${slot}` as VisitField;
  }
  return ['name', 'email', 'phone', 'message', 'language'].includes(serverField)
    ? (serverField as VisitField)
    : null;
}
