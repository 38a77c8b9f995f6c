import type { SessionUser } from '@lar/contracts/auth';
import { allows, type Permission, roleOf } from '@lar/contracts/permissions';
import { useAuth } from './auth-context.ts';

/**
 * Whether `user` may use `permission` (decision 017): the same table the server enforces, so the
 * app shows only what the account can do. The kind comes from `is_admin` and `is_subuser`, which
 * every stored session has (older ones lack `role`). No user may do nothing.
 */
export function canUse(
  user: Pick<SessionUser, 'is_admin' | 'is_subuser'> | null | undefined,
  permission: Permission,
): boolean {
  return user ? allows(roleOf(user), permission) : false;
}

/** `canUse` for the signed-in account. */
export function useCan(permission: Permission): boolean {
  return canUse(useAuth().user, permission);
}
