import type { DashboardAnswer } from '@lar/contracts/dashboard';
import type { PropertyManager } from '@lar/contracts/property-managers';
import { useQuery } from '@tanstack/react-query';
import { searchEndpoint } from '../../components/SearchSelect.tsx';
import { apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

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

/** Management companies by name, for the company filter. */
export const searchCompanies = searchEndpoint<PropertyManager>(
  '/api/property-manager',
  (m) => ({ value: m.id, label: m.management_co }),
  { sort: 'name' },
);

/** The company named in the address, as the picker names it, when only its id is known. */
export function useChosenCompany(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.dashboard.companyChoices(), 'chosen', id ?? 0],
    queryFn: async ({ signal }) => {
      const company = await apiRequest<PropertyManager>(`/api/property-manager/${id}`, { signal });
      return { value: company.id, label: company.management_co };
    },
    enabled: id !== null,
    staleTime: 60_000,
  });
}
