import type {
  MainUser,
  MainUserCreateBody,
  MainUserUpdateBody,
  PasswordResetAnswer,
} from '@lar/contracts/auth';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

/** The organization's main accounts (admin only). */
export function fetchUsers(paging: Paging, signal?: AbortSignal): Promise<Page<MainUser>> {
  return apiPage<MainUser>('/api/users', paging, { signal });
}

export function createUser(body: MainUserCreateBody): Promise<{ user: MainUser }> {
  return apiRequest<{ user: MainUser }>('/api/users', { method: 'POST', body });
}

export interface UpdateUserInput {
  id: number;
  changes: MainUserUpdateBody;
}

/** Deactivating also ends the account's open sessions (server side). */
export function updateUser({ id, changes }: UpdateUserInput): Promise<{ user: MainUser }> {
  return apiRequest<{ user: MainUser }>(`/api/users/${id}`, { method: 'PUT', body: changes });
}

/** A temporary password, answered once; the account must change it at its next login. */
export function resetUserPassword(id: number): Promise<PasswordResetAnswer> {
  return apiRequest<PasswordResetAnswer>(`/api/users/${id}/reset-password`, { method: 'POST' });
}

export function useCreateUser() {
  return useInvalidatingMutation({
    mutationFn: createUser,
    invalidates: [queryKeys.users.all],
    after: 'success',
  });
}

export function useUpdateUser() {
  // A version conflict also means the row on screen is stale: reload either way.
  return useInvalidatingMutation({ mutationFn: updateUser, invalidates: [queryKeys.users.all] });
}

export function useResetUserPassword() {
  return useInvalidatingMutation({ mutationFn: resetUserPassword, invalidates: [queryKeys.users.all] });
}
