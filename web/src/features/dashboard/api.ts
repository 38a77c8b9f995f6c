import type { DashboardAnswer } from '@lar/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchManager, managerOption } from '../property-managers/api.ts';

/** The dashboard's filters as the address keeps them (`?property=4&company=2`). */
export interface DashboardFilters {
  propertyId: number | null;
  companyId: number | null;
}

/** The figures and charts of the filters' scope, in one call. */
export function useDashboard(filters: DashboardFilters) {
  return useQuery({
    queryKey: queryKeys.dashboard.figures(filters.propertyId ?? '', filters.companyId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<DashboardAnswer>('/api/dashboard', {
        signal,
        query: {
          property_id: filters.propertyId ?? undefined,
          property_manager_id: filters.companyId ?? undefined,
        },
      }),
  });
}

/** The company named in the address, as the picker names it, when only its id is known. */
export function useChosenCompany(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.dashboard.companyChoices(), 'chosen', id ?? 0],
    queryFn: async ({ signal }) => managerOption(await fetchManager(id ?? 0, signal)),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
