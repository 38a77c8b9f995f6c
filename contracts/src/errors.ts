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
