import type { Subuser, SubuserRegisterBody } from '@lar/contracts/auth';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

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
  return useInvalidatingMutation({
    mutationFn: registerSubuser,
    invalidates: [queryKeys.subusers.all],
    after: 'success',
  });
}

export function useSetSubuserActive() {
  return useInvalidatingMutation({
    mutationFn: setSubuserActive,
    // A version conflict also means the row on screen is stale: reload either way.
    invalidates: [queryKeys.subusers.all],
  });
}
