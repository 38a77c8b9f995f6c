import { ErrorCode } from '@lar/contracts/errors';
import { USERS_NS } from '../namespace.ts';

/** This screen's own words for the refusals that protect the admins. */
export const userErrorKeys: Record<string, string> = {
  [ErrorCode.OWN_ACCOUNT]: `${USERS_NS}:errors.ownAccount`,
  [ErrorCode.LAST_ACTIVE_ADMIN]: `${USERS_NS}:errors.lastActiveAdmin`,
};
