import {
  CANDIDATE_STATUSES,
  type Candidate,
  type CandidateBody,
  type CandidateUpdateBody,
} from '@lar/contracts/candidates';
import type { EligibleUnit } from '@lar/contracts/compliance/eligible-units';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import type { QueryChanges } from '../../lib/use-query-state.ts';
import { saveRecord, useRecord } from '../../lib/use-record.ts';

/** The list filters as the screen holds them; empty values mean no filter. */
export interface CandidateFilters {
  full_name: string;
  email: string;
  phone_number: string;
  postal_code: string;
  status: (typeof CANDIDATE_STATUSES)[number];
}

export const NO_CANDIDATE_FILTERS: CandidateFilters = {
  full_name: '',
  email: '',
  phone_number: '',
  postal_code: '',
  status: 'all',
};

/** The applied filters as the address keeps them (`?full_name=ana&status=tenants`). */
export function candidateFiltersFromQuery(params: URLSearchParams): CandidateFilters {
  return {
    full_name: params.get('full_name') ?? '',
    email: params.get('email') ?? '',
    phone_number: params.get('phone_number') ?? '',
    postal_code: params.get('postal_code') ?? '',
    status: CANDIDATE_STATUSES.find((status) => status === params.get('status')) ?? 'all',
  };
}

/** The address's parameters for the filters; an empty filter or the default status is left out. */
export function candidateFiltersToQuery(filters: CandidateFilters): QueryChanges {
  return { ...filters, status: filters.status === 'all' ? null : filters.status };
}

/** The list's query for the filters: its page, and its export (decision 028), take it. */
export const candidateQueryOf = (filters: CandidateFilters) => ({ ...filters });

/** Each row carries its current occupancy; document numbers come masked. */
export const fetchCandidates = pagedList<Candidate, CandidateFilters>('/api/candidates', candidateQueryOf);

/** One candidate with the full document number, for the edit form. */
export function useCandidate(id: number | null) {
  return useRecord<Candidate>(queryKeys.candidates.detail, '/api/candidates', id);
}

export function useSaveCandidate() {
  return useInvalidatingMutation({
    mutationFn: saveRecord<Candidate, CandidateBody | CandidateUpdateBody>('/api/candidates'),
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

/** The vacant units the candidate's household qualifies for, cheapest maximum gross rent first. */
export function fetchEligibleUnits(
  candidateId: number,
  includeMarketRate: boolean,
  paging: Paging,
  signal?: AbortSignal,
): Promise<Page<EligibleUnit>> {
  return apiPage<EligibleUnit>(`/api/candidates/${candidateId}/eligible-units`, paging, {
    signal,
    query: { include_market_rate: includeMarketRate ? 'true' : undefined },
  });
}
