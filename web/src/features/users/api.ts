import type { ChangePasswordBody, MainUser } from '@lar/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

/** The organization's main accounts (admin only). */
export function fetchUsers(paging: Paging, signal?: AbortSignal): Promise<Page<MainUser>> {
  return apiPage<MainUser>('/api/users', paging, { signal });
}

/** Changes the signed-in user's own password. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest<void>('/api/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
