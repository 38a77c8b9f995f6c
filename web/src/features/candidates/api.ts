import type { Candidate, CandidateBody, CandidateUpdateBody } from '@lar/contracts/candidates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';

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

export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => [...candidateKeys.all, 'list'] as const,
  list: (filters: CandidateFilters) => [...candidateKeys.lists(), filters] as const,
  detail: (id: number) => [...candidateKeys.all, 'detail', id] as const,
};

/** Admin only; each row carries its current occupancy, document numbers come masked. */
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
    queryKey: candidateKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest<Candidate>(`/api/candidates/${id}`, { signal }),
    enabled: id !== null,
    // Always the latest version: an edit must start from what is stored now.
    staleTime: 0,
  });
}

export function useSaveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CandidateBody | CandidateUpdateBody }) =>
      id === null
        ? apiRequest<Candidate>('/api/candidates', { method: 'POST', body })
        : apiRequest<Candidate>(`/api/candidates/${id}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}

export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/candidates/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
