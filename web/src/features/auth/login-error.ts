import { ErrorCode } from '@lar/contracts/errors';
import { ApiError, ClientErrorCode } from '../../lib/api.ts';

/**
 * The login page's message key for a failed login: refused credentials say so (the same words
 * whether the user exists or not), a deactivated account (known only with its right password) says
 * whom to ask, too many attempts say to wait, anything else is a login error.
 */
export function loginErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'login.invalidCredentials';
    if (error.code === ErrorCode.ACCOUNT_DEACTIVATED) return 'login.accountDeactivated';
    if (error.status === 429) return 'errors.RATE_LIMITED';
    if (error.status === 0 && error.code === ClientErrorCode.NETWORK) return 'errors.NETWORK';
  }
  return 'login.loginError';
}
