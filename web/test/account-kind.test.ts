import { describe, expect, it } from 'vitest';
import { accountKindKey } from '../src/lib/auth/account-kind.ts';

describe('account kind', () => {
  it('names administrators, other main accounts and sub-users', () => {
    expect(accountKindKey({ is_admin: true, is_subuser: false })).toBe('staff.roleAdmin');
    expect(accountKindKey({ is_admin: false, is_subuser: false })).toBe('staff.roleStaff');
    expect(accountKindKey({ is_admin: false, is_subuser: true })).toBe('staff.roleSubuser');
  });
});
