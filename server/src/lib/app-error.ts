import { ErrorCode, type FieldError } from '@lar/contracts/errors';

/**
 * An error meant for the caller: its status, stable code and detail are sent as they are.
 * Anything else thrown is an internal failure and is answered with a bare 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly fieldErrors?: FieldError[],
    /** Extension members of the problem body (RFC 9457), such as the figures a check failed on. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Record') => new AppError(404, ErrorCode.NOT_FOUND, `${what} not found`);

export const forbidden = () =>
  new AppError(403, ErrorCode.FORBIDDEN, 'You do not have permission to do this');

export const versionConflict = () =>
  new AppError(
    409,
    ErrorCode.VERSION_CONFLICT,
    'This record was changed by someone else. Reload it and apply your changes again.',
  );

export const inUse = (detail: string) => new AppError(409, ErrorCode.IN_USE, detail);

export const duplicate = (field: string, detail: string) =>
  new AppError(409, ErrorCode.DUPLICATE, detail, [{ field, code: 'duplicate', message: detail }]);

export const invalidField = (field: string, code: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_FAILED, message, [{ field, code, message }]);

/** A 429: the caller is told how long to wait, in the detail and in `Retry-After` (seconds). */
export class TooManyRequests extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ErrorCode.RATE_LIMITED, detail);
  }
}
