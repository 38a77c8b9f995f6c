/** Input shaping shared by forms and the server: phone, fax and postal code are stored as digits. */

export const PHONE_DIGITS = 10;
export const POSTAL_MAX_DIGITS = 9;

export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D+/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/** `(XXX) XXX-XXXX`, shaped progressively while typing. */
export function formatPhone(value: string | null | undefined): string {
  const d = digitsOnly(value ?? '', PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** `XXXXX-XXXX` (ZIP+4); five digits or fewer stay as they are. */
export function formatPostal(value: string | null | undefined): string {
  const d = digitsOnly(value ?? '', POSTAL_MAX_DIGITS);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}
