import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The property's compliance tests today. Under the property's keys: a change to it reloads them. */
export function usePropertyCompliance(propertyId: number | null) {
  return useQuery({
    queryKey: queryKeys.properties.compliance(propertyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<PropertyCompliance>(`/api/property/${propertyId}/compliance`, { signal }),
    enabled: propertyId !== null,
  });
}
