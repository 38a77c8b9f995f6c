import type { Building, BuildingCreateBody, BuildingUpdateBody } from '@lar/contracts/buildings';
import { PAGE_MAX } from '@lar/contracts/paging';
import type {
  Property,
  PropertyCreateBody,
  PropertyDetailsBody,
  PropertySummary,
  PropertyUpdateBody,
} from '@lar/contracts/properties';
import { useQuery } from '@tanstack/react-query';
import type { NameListFilter } from '../../components/NameListToolbar.tsx';
import { apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { saveRecord } from '../../lib/use-record.ts';

export const fetchProperties = pagedList<PropertySummary, NameListFilter>('/api/properties', (filter) => ({
  ...filter,
}));

export function useProperty(id: number | null) {
  return useQuery({
    queryKey: queryKeys.properties.one(id ?? 0),
    queryFn: ({ signal }) => apiRequest<Property>(`/api/property/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** Every change may alter list rows and open details, so the feature's queries reload after it. */
function usePropertyMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  return useInvalidatingMutation({
    mutationFn,
    invalidates: [queryKeys.properties.all],
    // The caller's own callbacks (closing the modal) run at once, whatever the reload remounts.
    awaitReload: false,
  });
}

export function useSaveProperty() {
  return usePropertyMutation(saveRecord<Property, PropertyCreateBody | PropertyUpdateBody>('/api/property'));
}

/** The details panel's simpler form (PUT /api/properties/{id}). */
export function useSavePropertyDetails() {
  return usePropertyMutation(({ id, body }: { id: number; body: PropertyDetailsBody }) =>
    apiRequest<Property>(`/api/properties/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteProperty() {
  return usePropertyMutation((id: number) =>
    apiRequest<unknown>(`/api/property/${id}`, { method: 'DELETE' }),
  );
}

/**
 * A property's buildings, by name: one page of the most a page holds, since a LIHTC project has a
 * handful (the unit form's building select reads them too).
 */
export function useBuildings(propertyId: number | null) {
  return useQuery({
    queryKey: queryKeys.properties.buildings(propertyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<Building[]>(`/api/property/${propertyId}/buildings?limit=${PAGE_MAX}`, { signal }),
    enabled: propertyId !== null,
  });
}

/** A building's change renames it in the units list too. */
const BUILDING_CHANGES = [queryKeys.properties.buildingsAll(), queryKeys.units.lists()];

export function useSaveBuilding() {
  return useInvalidatingMutation({
    mutationFn: saveRecord<Building, BuildingCreateBody | BuildingUpdateBody>('/api/buildings'),
    invalidates: BUILDING_CHANGES,
    after: 'success',
  });
}

export function useDeleteBuilding() {
  return useInvalidatingMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/buildings/${id}`, { method: 'DELETE' }),
    invalidates: BUILDING_CHANGES,
  });
}
