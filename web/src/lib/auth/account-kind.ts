import type { SessionUser } from '@lar/contracts/auth';

/** The common text naming the kind of account: administrator, staff (main account) or sub-user. */
export function accountKindKey(user: Pick<SessionUser, 'is_admin' | 'is_subuser'>): string {
  if (user.is_admin) return 'staff.roleAdmin';
  return user.is_subuser ? 'staff.roleSubuser' : 'staff.roleStaff';
}
