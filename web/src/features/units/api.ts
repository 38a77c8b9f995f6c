import type { GovProgram } from '@lar/contracts/programs';
import type { Unit, UnitBody } from '@lar/contracts/units';
import { apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { saveRecord, useRecord } from '../../lib/use-record.ts';

/** The units of one property, in unit-number order. */
/** The units list's filters as the address keeps them (`?property=12&vacant=1`). */
export interface UnitFilters {
  propertyId: number | null;
  /** The management company's properties (`?company=3`, a dashboard tile's; decision 072). */
  companyId: number | null;
  /** Only the units no ACTIVE or PENDING occupancy holds. */
  vacant: boolean;
}

export const fetchUnits = pagedList<Unit, UnitFilters>('/api/units', (filters) => ({
  property_id: filters.propertyId ?? undefined,
  property_manager_id: filters.companyId ?? undefined,
  vacant: filters.vacant ? 'true' : undefined,
}));

/** One program with its AMI levels: the unit form offers its rent limits. */
export function useProgram(id: number | null) {
  return useRecord<GovProgram>(queryKeys.units.program, '/api/govprograms', id, 60_000);
}

/** One unit, for the edit form. */
export function useUnit(id: number | null) {
  return useRecord<Unit>(queryKeys.units.detail, '/api/units', id);
}

export type UnitUpdate = UnitBody & { version: number };

export function useSaveUnit() {
  return useInvalidatingMutation({
    mutationFn: saveRecord<Unit, UnitBody | UnitUpdate>('/api/units'),
    // The unit's designations change the limits the compliance checks read; its building's count moves.
    invalidates: [queryKeys.units.lists(), queryKeys.compliance.all, queryKeys.properties.buildingsAll()],
    after: 'success',
  });
}

export function useDeleteUnit() {
  return useInvalidatingMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/units/${id}`, { method: 'DELETE' }),
    invalidates: [queryKeys.units.lists(), queryKeys.properties.buildingsAll()],
  });
}
