import type { Subuser, SubuserRegisterBody } from '@lar/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';

export const subuserKeys = {
  all: ['subusers'] as const,
  list: () => [...subuserKeys.all, 'list'] as const,
};

/** Admin only. The list is wrapped as `{ subusers: [...] }`; the total comes in X-Total-Count. */
export function fetchSubusers(paging: Paging, signal?: AbortSignal): Promise<Page<Subuser>> {
  return apiPage<Subuser>('/api/subuser/list', paging, {
    signal,
    pick: (body) => (typeof body === 'object' && body !== null && 'subusers' in body ? body.subusers : []),
  });
}

export function registerSubuser(body: SubuserRegisterBody): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('/api/subuser/register', { method: 'POST', body });
}

export interface SetActiveInput {
  id: number;
  isActive: boolean;
  version: number;
}

/** Deactivating also ends the sub-user's open sessions (server side). */
export function setSubuserActive({ id, isActive, version }: SetActiveInput): Promise<{ subuser: Subuser }> {
  return apiRequest<{ subuser: Subuser }>(`/api/subuser/${id}`, {
    method: 'PATCH',
    body: { is_active: isActive, version },
  });
}

export function useRegisterSubuser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerSubuser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subuserKeys.all }),
  });
}

export function useSetSubuserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubuserActive,
    // A version conflict also means the row on screen is stale: reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: subuserKeys.all }),
  });
}
