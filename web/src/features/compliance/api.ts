import type { PropertySummary } from '@lar/contracts/properties';
import { useQuery } from '@tanstack/react-query';
import { searchEndpoint } from '../../components/SearchSelect.tsx';
import { apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Properties by name, for the report's picker (as /units offers them). */
export const searchProperties = searchEndpoint<PropertySummary>(
  '/api/properties',
  (p) => ({ value: p.id, label: p.property_name }),
  { sort: 'name' },
);

/** The property named in the address, as the picker names it; null while there is none. */
export function useChosenProperty(id: number | null) {
  return useQuery({
    queryKey: queryKeys.compliance.chosenProperty(id ?? 0),
    queryFn: async ({ signal }) => {
      const property = await apiRequest<PropertySummary>(`/api/property/${id}`, { signal });
      return { value: property.id, label: property.property_name };
    },
    enabled: id !== null,
    staleTime: 60_000,
  });
}
