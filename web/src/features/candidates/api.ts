import type { Candidate, CandidateBody, CandidateUpdateBody } from '@lar/contracts/candidates';
import { useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

/** The list filters as the screen holds them; empty values mean no filter. */
export interface CandidateFilters {
  full_name: string;
  email: string;
  phone_number: string;
  postal_code: string;
  status: 'all' | 'tenants' | 'applicants';
}

export const NO_CANDIDATE_FILTERS: CandidateFilters = {
  full_name: '',
  email: '',
  phone_number: '',
  postal_code: '',
  status: 'all',
};

/** Each row carries its current occupancy; document numbers come masked. */
export function fetchCandidates(
  filters: CandidateFilters,
  paging: Paging,
  signal?: AbortSignal,
): Promise<Page<Candidate>> {
  return apiPage<Candidate>('/api/candidates', paging, { signal, query: { ...filters } });
}

/** One candidate with the full document number, for the edit form. */
export function useCandidate(id: number | null) {
  return useQuery({
    queryKey: queryKeys.candidates.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest<Candidate>(`/api/candidates/${id}`, { signal }),
    enabled: id !== null,
    // Always the latest version: an edit must start from what is stored now.
    staleTime: 0,
  });
}

export function useSaveCandidate() {
  return useInvalidatingMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CandidateBody | CandidateUpdateBody }) =>
      id === null
        ? apiRequest<Candidate>('/api/candidates', { method: 'POST', body })
        : apiRequest<Candidate>(`/api/candidates/${id}`, { method: 'PUT', body }),
    invalidates: [queryKeys.candidates.all],
    after: 'success',
  });
}

export function useDeleteCandidate() {
  return useInvalidatingMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/candidates/${id}`, { method: 'DELETE' }),
    invalidates: [queryKeys.candidates.all],
  });
}
