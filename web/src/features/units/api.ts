import type { GovProgram } from '@lar/contracts/programs';
import type { Unit, UnitBody } from '@lar/contracts/units';
import { useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest, type Page, type Paging } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { useRecord } from '../../lib/use-record.ts';

/** The units of one property, in unit-number order. */
export function fetchUnits(propertyId: number, paging: Paging, signal?: AbortSignal): Promise<Page<Unit>> {
  return apiPage<Unit>('/api/units', paging, { signal, query: { property_id: propertyId } });
}

/** One program with its AMI levels: the unit form offers its rent limits. */
export function useProgram(id: number | null) {
  return useQuery({
    queryKey: queryKeys.units.program(id ?? 0),
    queryFn: ({ signal }) => apiRequest<GovProgram>(`/api/govprograms/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/** One unit, for the edit form. */
export function useUnit(id: number | null) {
  return useRecord<Unit>(queryKeys.units.detail, '/api/units', id);
}

export type UnitUpdate = UnitBody & { version: number };

export function useSaveUnit() {
  return useInvalidatingMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UnitBody | UnitUpdate }) =>
      id === null
        ? apiRequest<Unit>('/api/units', { method: 'POST', body })
        : apiRequest<Unit>(`/api/units/${id}`, { method: 'PUT', body }),
    // The unit's designations change the limits the compliance checks read.
    invalidates: [queryKeys.units.lists(), queryKeys.compliance.all],
    after: 'success',
  });
}

export function useDeleteUnit() {
  return useInvalidatingMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/units/${id}`, { method: 'DELETE' }),
    invalidates: [queryKeys.units.lists()],
  });
}
