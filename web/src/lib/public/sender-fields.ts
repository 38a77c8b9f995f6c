import { digitsOnly, PHONE_DIGITS } from '@lar/contracts/format';

/**
 * The sender's name, e-mail and optional phone, as the public forms ask them (the contact form,
 * the visit request, the application's contact): the rules the server's schemas hold them to,
 * checked in the browser before posting without shipping a schema library to the public site.
 */
export interface SenderValues {
  name: string;
  email: string;
  /** As shown: (XXX) XXX-XXXX. */
  phone: string;
}

export const SENDER_LIMITS = { name: 150, email: 150 } as const;

/** The same pattern the server's e-mail check uses. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Per field, the `validation.*` key of its problem. */
export function validateSender(values: SenderValues): Partial<Record<keyof SenderValues, string>> {
  const errors: Partial<Record<keyof SenderValues, string>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phoneDigits = digitsOnly(values.phone);

  if (!name) errors.name = 'validation.required';
  else if (name.length > SENDER_LIMITS.name) errors.name = 'validation.too_big';

  if (!email) errors.email = 'validation.required';
  else if (email.length > SENDER_LIMITS.email || !EMAIL_PATTERN.test(email))
    errors.email = 'validation.invalid_email';

  if (phoneDigits.length > 0 && phoneDigits.length !== PHONE_DIGITS) errors.phone = 'validation.phone_digits';
  return errors;
}

/** Trimmed name and e-mail, the phone as digits (omitted when empty). */
export function senderBody(values: SenderValues): { name: string; email: string; phone?: string } {
  const phone = digitsOnly(values.phone);
  return { name: values.name.trim(), email: values.email.trim(), ...(phone ? { phone } : {}) };
}
