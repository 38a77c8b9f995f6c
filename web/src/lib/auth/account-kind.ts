import type { SessionUser } from '@lar/contracts/auth';
import { type Role, roleOf } from '@lar/contracts/permissions';

const KIND_KEYS: Record<Role, string> = {
  admin: 'staff.roleAdmin',
  main: 'staff.roleStaff',
  subuser: 'staff.roleSubuser',
};

/** The common text naming the kind of account: administrator, staff (main account) or sub-user. */
export function accountKindKey(user: Pick<SessionUser, 'is_admin' | 'is_subuser'>): string {
  return KIND_KEYS[roleOf(user)];
}
