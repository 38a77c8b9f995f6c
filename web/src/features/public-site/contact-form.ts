import type { ContactMessageBody } from '@lar/contracts/contact';
import { digitsOnly, PHONE_DIGITS } from '@lar/contracts/format';

/**
 * Contact form rules, checked in the browser before posting. They mirror the shared
 * `contactMessageBody` schema (a unit test keeps them in step) without shipping a schema
 * library to the public site.
 */

export interface ContactFormValues {
  name: string;
  email: string;
  /** As shown: (XXX) XXX-XXXX. */
  phone: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
/** Per field, the `validation.*` key of its problem. */
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export const CONTACT_LIMITS = { name: 150, email: 150, message: 5000 } as const;

/** The same pattern the server's e-mail check uses. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The sender's name, e-mail and optional phone: the contact form's and the visit request's. */
export type SenderValues = Pick<ContactFormValues, 'name' | 'email' | 'phone'>;

export function validateSender(values: SenderValues): Partial<Record<keyof SenderValues, string>> {
  const errors: Partial<Record<keyof SenderValues, string>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phoneDigits = digitsOnly(values.phone);

  if (!name) errors.name = 'validation.required';
  else if (name.length > CONTACT_LIMITS.name) errors.name = 'validation.too_big';

  if (!email) errors.email = 'validation.required';
  else if (email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(email))
    errors.email = 'validation.invalid_email';

  if (phoneDigits.length > 0 && phoneDigits.length !== PHONE_DIGITS) errors.phone = 'validation.phone_digits';
  return errors;
}

/** Trimmed name and e-mail, the phone as digits (omitted when empty). */
export function senderBody(values: SenderValues): { name: string; email: string; phone?: string } {
  const phone = digitsOnly(values.phone);
  return { name: values.name.trim(), email: values.email.trim(), ...(phone ? { phone } : {}) };
}

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
