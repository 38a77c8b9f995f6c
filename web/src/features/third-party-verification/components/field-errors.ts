import type { FieldError } from '@lar/contracts/errors';
import type { z } from 'zod';

/** The form's fields: an answer's name, or `signer_name` and `attest`. */
export type FieldErrors = Record<string, string>;

const MONEY_FIELDS = new Set(['pay_rate', 'overtime_rate', 'amount']);
const HOUR_FIELDS = new Set(['average_hours', 'overtime_hours']);
const DATE_FIELDS = new Set(['start_date', 'effective_date']);

/** The text key of what is wrong with `field`, by what the field holds. */
export function errorKeyOf(field: string, code?: string): string {
  if (code === 'overtime_incomplete') return 'verify.errors.overtime';
  if (field === 'attest') return 'verify.errors.attest';
  if (MONEY_FIELDS.has(field)) return 'verify.errors.money';
  if (HOUR_FIELDS.has(field)) return 'verify.errors.hours';
  if (DATE_FIELDS.has(field)) return 'verify.errors.date';
  if (code === 'too_small' || code === 'invalid_type') return 'verify.errors.required';
  return 'verify.errors.invalid';
}

/** The last part of a path (`answers.pay_rate` -> `pay_rate`). */
const leaf = (path: string) => path.split('.').at(-1) ?? path;

/** The form's errors from the shared schema's issues (checked before sending). */
export function errorsOfIssues(issues: z.ZodError['issues']): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = leaf(issue.path.map(String).join('.'));
    errors[field] ??= errorKeyOf(field, issue.code);
  }
  return errors;
}

/** The form's errors from the server's field errors. */
export function errorsOfServer(fieldErrors: readonly FieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const e of fieldErrors) {
    const field = leaf(e.field);
    errors[field] ??= errorKeyOf(field, e.code);
  }
  return errors;
}
