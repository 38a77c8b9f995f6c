/**
 * Stable error codes carried by every problem-details body (`code`). The web app translates by
 * code (`errors.<CODE>` keys), so a code is never renamed once shipped.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** The request itself could not be read: its address, headers or framing. */
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** The right password of a deactivated account (never said after a wrong one). */
  ACCOUNT_DEACTIVATED: 'ACCOUNT_DEACTIVATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  DUPLICATE: 'DUPLICATE',
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  IN_USE: 'IN_USE',
  CONFLICT: 'CONFLICT',
  /** An ACTIVE occupancy whose household or rent fails the unit's limits, without an admin's override. */
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  /**
   * A placement in a vacant unit of a property with an over-income household, in a unit of the same
   * or fewer bedrooms, of a household that does not qualify (IRC 42(g)(2)(D)(ii)), without an
   * admin's override.
   */
  NEXT_AVAILABLE_UNIT_RULE: 'NEXT_AVAILABLE_UNIT_RULE',
  /** A finalized income certification never changes; a correction is a new version. */
  CERTIFICATION_FINALIZED: 'CERTIFICATION_FINALIZED',
  /** A candidate without a household size or an income cannot be matched to units' income limits. */
  HOUSEHOLD_INCOMPLETE: 'HOUSEHOLD_INCOMPLETE',
  /**
   * A listing that takes no more applications (its deadline passed, its lottery ran) or a unit
   * let since (decision 050); the problem's `reason` says which.
   */
  APPLICATIONS_CLOSED: 'APPLICATIONS_CLOSED',
  /** An admin tried to remove their own admin right, deactivate or reset themselves. */
  OWN_ACCOUNT: 'OWN_ACCOUNT',
  /** The change would leave the organization without an active admin. */
  LAST_ACTIVE_ADMIN: 'LAST_ACTIVE_ADMIN',
  /** The session's password was reset: only me, change-password and logout answer until it changes. */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The HTTP status each code is answered with, so a code never travels with a status of its own
 * choosing. (Framework failures mapped in the server's error handler may keep Fastify's 4xx status
 * for VALIDATION_FAILED and MALFORMED_REQUEST, such as 405 or 431.)
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MALFORMED_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DEACTIVATED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  DUPLICATE: 409,
  VERSION_CONFLICT: 409,
  IN_USE: 409,
  CONFLICT: 409,
  NOT_ELIGIBLE: 409,
  NEXT_AVAILABLE_UNIT_RULE: 409,
  CERTIFICATION_FINALIZED: 409,
  HOUSEHOLD_INCOMPLETE: 409,
  APPLICATIONS_CLOSED: 409,
  OWN_ACCOUNT: 409,
  LAST_ACTIVE_ADMIN: 409,
  PASSWORD_CHANGE_REQUIRED: 403,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** One failed field of a validation error. `field` is the dotted path of the input. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** RFC 9457 problem details, plus `code`, `message` (= detail) and `success: false`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  message: string;
  success: false;
  errors?: FieldError[];
}
