import { ERROR_STATUS, ErrorCode, type FieldError } from '@lar/contracts/errors';

/**
 * An error meant for the caller: its stable code and detail are sent as they are, with the status
 * its code is bound to (`ERROR_STATUS`). Anything else thrown is an internal failure and is
 * answered with a bare 500.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly fieldErrors?: FieldError[],
    /** Extension members of the problem body (RFC 9457), such as the figures a check failed on. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Record') => new AppError(ErrorCode.NOT_FOUND, `${what} not found`);

/** The record read, or the 404 `missing` makes when the organization has no such record. */
export function found<T>(record: T | undefined, missing: () => AppError): T {
  if (record === undefined) throw missing();
  return record;
}

export const forbidden = () => new AppError(ErrorCode.FORBIDDEN, 'You do not have permission to do this');

export const versionConflict = () =>
  new AppError(
    ErrorCode.VERSION_CONFLICT,
    'This record was changed by someone else. Reload it and apply your changes again.',
  );

export const inUse = (detail: string) => new AppError(ErrorCode.IN_USE, detail);

export const duplicate = (field: string, detail: string) =>
  new AppError(ErrorCode.DUPLICATE, detail, [{ field, code: 'duplicate', message: detail }]);

export const invalidField = (field: string, code: string, message: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, message, [{ field, code, message }]);

/** A 429: the caller is told how long to wait, in the detail and in `Retry-After` (seconds). */
export class TooManyRequests extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ErrorCode.RATE_LIMITED, detail);
  }
}
