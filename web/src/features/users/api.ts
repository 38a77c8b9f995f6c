import type {
  MainUser,
  MainUserCreateBody,
  MainUserUpdateBody,
  PasswordResetAnswer,
} from '@lar/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // A version conflict also means the row on screen is stale: reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
