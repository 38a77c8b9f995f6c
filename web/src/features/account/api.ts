import type { ChangePasswordBody } from '@lar/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

/** Changes the signed-in user's own password (main account or sub-user alike). */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest<void>('/api/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
