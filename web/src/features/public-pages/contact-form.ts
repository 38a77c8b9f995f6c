import type { ContactMessageBody } from '@lar/contracts/contact';
import {
  SENDER_LIMITS,
  type SenderValues,
  senderBody,
  validateSender,
} from '../../lib/public/sender-fields.ts';

/**
 * Contact form rules, checked in the browser before posting. They mirror the shared
 * `contactMessageBody` schema (a unit test keeps them in step) without shipping a schema
 * library to the public site.
 */

export interface ContactFormValues extends SenderValues {
  message: string;
}

export type ContactField = keyof ContactFormValues;
/** Per field, the `validation.*` key of its problem. */
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export const CONTACT_LIMITS = { ...SENDER_LIMITS, message: 5000 } as const;

export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = validateSender(values);
  const message = values.message.trim();

  if (!message) errors.message = 'validation.required';
  else if (message.length > CONTACT_LIMITS.message) errors.message = 'validation.too_big';

  return errors;
}

/** The request body: trimmed text, the phone as digits (omitted when empty). */
export function toContactMessageBody(values: ContactFormValues): ContactMessageBody {
  return { ...senderBody(values), message: values.message.trim() };
}
