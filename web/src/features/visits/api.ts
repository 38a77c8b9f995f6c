import type { VisitRequest, VisitStatusBody } from '@lar/contracts/visits';
import { apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { useRecord } from '../../lib/use-record.ts';
import { type VisitFilters, visitListQuery } from './filters.ts';

/** The visit requests under the filters, newest first. */
export const fetchVisits = pagedList<VisitRequest, VisitFilters>('/api/visit-requests', visitListQuery);

export function useVisit(id: number | null) {
  return useRecord<VisitRequest>(queryKeys.visits.detail, '/api/visit-requests', id);
}

/** Moves a request to another status (with the confirmed time to schedule it). */
export function useUpdateVisit() {
  return useInvalidatingMutation({
    mutationFn: ({ id, body }: { id: number; body: VisitStatusBody }) =>
      apiRequest<VisitRequest>(`/api/visit-requests/${id}`, { method: 'PATCH', body }),
    invalidates: [queryKeys.visits.all, queryKeys.history.all],
  });
}
