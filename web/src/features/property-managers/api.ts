import type {
  PropertyManager,
  PropertyManagerCreateBody,
  PropertyManagerUpdateBody,
} from '@lar/contracts/property-managers';
import { useQuery } from '@tanstack/react-query';
import type { NameListFilter } from '../../components/NameListToolbar.tsx';
import { type SearchOption, searchEndpoint } from '../../components/SearchSelect.tsx';
import { apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

export const fetchManagers = pagedList<PropertyManager, NameListFilter>(
  '/api/property-manager',
  (filter) => ({
    ...filter,
  }),
);

export function fetchManager(id: number, signal?: AbortSignal): Promise<PropertyManager> {
  return apiRequest<PropertyManager>(`/api/property-manager/${id}`, { signal });
}

/** A company as the pickers offer it, by its name. */
export const managerOption = (m: PropertyManager): SearchOption => ({ value: m.id, label: m.management_co });

/** Management companies by name, for the pickers that choose one (a property's company, the dashboard's filter). */
export const searchManagers = searchEndpoint<PropertyManager>('/api/property-manager', managerOption, {
  sort: 'name',
});

/**
 * Every change may alter list rows (names, counts), so lists reload after it; a company's name
 * also shows in the properties it manages.
 */
function useManagerMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  return useInvalidatingMutation({
    mutationFn,
    invalidates: [queryKeys.propertyManagers.all, queryKeys.properties.all],
    // The caller's own callbacks (closing the modal) run at once, whatever the reload remounts.
    awaitReload: false,
  });
}

export function useCreateManager() {
  return useManagerMutation((body: PropertyManagerCreateBody) =>
    apiRequest<PropertyManager>('/api/property-manager', { method: 'POST', body }),
  );
}

export function useUpdateManager() {
  return useManagerMutation(({ id, body }: { id: number; body: PropertyManagerUpdateBody }) =>
    apiRequest<PropertyManager>(`/api/property-manager/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteManager() {
  return useManagerMutation((id: number) =>
    apiRequest<unknown>(`/api/property-manager/${id}`, { method: 'DELETE' }),
  );
}

export function useManager(id: number | null) {
  return useQuery({
    queryKey: queryKeys.propertyManagers.one(id ?? 0),
    queryFn: ({ signal }) => fetchManager(id ?? 0, signal),
    enabled: id !== null,
  });
}
