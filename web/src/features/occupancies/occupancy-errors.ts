import { ErrorCode } from '@lar/contracts/errors';
import { ApiError } from '../../lib/api.ts';
import { apiErrorMessage, fieldErrorMessage, type Translator } from '../../lib/error-message.ts';
import { OCCUPANCIES_NS } from './namespace.ts';

/**
 * The message for a failed occupancy call. A 409 names its cause: the unit or the tenant already
 * has an active occupancy (field errors `unit_id` / `tenant_id`), or, for terminate and
 * reactivate, the occupancy is already in the state asked for (`conflictKey`).
 */
export function occupancyErrorMessage(
  error: unknown,
  i18n: Translator,
  options: { fallbackKey: string; conflictKey?: string },
): string {
  if (error instanceof ApiError && error.code === ErrorCode.CONFLICT) {
    const known = error.fieldErrors.find((e) => i18n.exists(`${OCCUPANCIES_NS}:conflicts.${e.code}`));
    if (known) return i18n.t(`${OCCUPANCIES_NS}:conflicts.${known.code}`);
    if (options.conflictKey) return i18n.t(options.conflictKey);
  }
  // Terminate and reactivate have no form to show a field error next to: the field error is the message.
  const [fieldError] = error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
  if (fieldError) return fieldErrorMessage(fieldError, i18n);
  return apiErrorMessage(error, i18n, { fallbackKey: options.fallbackKey });
}
