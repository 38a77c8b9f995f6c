import { ErrorCode, type FieldError } from '@lar/contracts/errors';
import { ApiError, ClientErrorCode } from './api.ts';

/** The part of an i18next instance these helpers need (kept narrow so tests can pass a stub). */
export interface Translator {
  t(key: string, options?: Record<string, unknown>): string;
  exists(key: string): boolean;
}

export interface ErrorMessageOptions {
  /** Screen-specific keys per error code, e.g. `{ DUPLICATE: 'subusers:duplicateUsername' }`. */
  byCode?: Record<string, string>;
  /** The screen's own message when nothing better is known (such as "Error loading units"). */
  fallbackKey?: string;
}

/**
 * The message to show for a failed call: a screen-specific text for its code, else the common
 * translation of the code, else the server's detail, else the screen's fallback. Server faults
 * (5xx) never show their detail.
 */
export function apiErrorMessage(error: unknown, i18n: Translator, options: ErrorMessageOptions = {}): string {
  const fallback = options.fallbackKey ?? 'errors.INTERNAL';
  if (!(error instanceof ApiError)) return i18n.t(fallback);
  const specific = options.byCode?.[error.code];
  if (specific) return i18n.t(specific);
  if (error.status === 0) return i18n.t(`errors.${ClientErrorCode.NETWORK}`);
  if (error.status >= 500) return i18n.t('errors.INTERNAL');
  const key = `errors.${error.code}`;
  if (error.code !== ClientErrorCode.BAD_RESPONSE && i18n.exists(key)) return i18n.t(key);
  return error.detail ?? i18n.t(fallback);
}

/** A server field error in the UI language: `validation.<code>`, else the server's message. */
export function fieldErrorMessage(error: FieldError, i18n: Translator): string {
  const key = `validation.${error.code}`;
  return i18n.exists(key) ? i18n.t(key) : error.message;
}

/** Per field and error code, the screen's own message (e.g. a taken e-mail on the candidate form). */
export type FieldMessageOverrides = Record<string, Record<string, string>>;

/** Field errors of an ApiError as `{ field: message }`, for forms that show them inline. */
export function fieldErrorMap(
  error: unknown,
  i18n: Translator,
  overrides: FieldMessageOverrides = {},
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const map: Record<string, string> = {};
  for (const fieldError of error.fieldErrors) {
    map[fieldError.field] ??=
      overrides[fieldError.field]?.[fieldError.code] ?? fieldErrorMessage(fieldError, i18n);
  }
  return map;
}

/**
 * A form's banner after a failed save. Field errors are shown at their fields, so the banner then
 * says the screen's own words; any other failure says its message.
 */
export function saveFailureMessage(error: unknown, i18n: Translator, fallbackKey: string): string {
  return error instanceof ApiError && error.code === ErrorCode.VALIDATION_FAILED
    ? i18n.t(fallbackKey)
    : apiErrorMessage(error, i18n, { fallbackKey });
}

/**
 * A screen's own text key for a refused call, chosen by its HTTP status (0 is no connection);
 * `fallbackKey` for any other status or failure.
 */
export function errorKeyByStatus(
  error: unknown,
  byStatus: Record<number, string>,
  fallbackKey: string,
): string {
  return (error instanceof ApiError && byStatus[error.status]) || fallbackKey;
}
