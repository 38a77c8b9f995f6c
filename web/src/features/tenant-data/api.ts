import type { TenantDataCheck, TenantDataComparison } from '@lar/contracts/tenant-data';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveFile } from '../../lib/save-file.ts';

/**
 * A property's LIHTC tenant data file (HUD-52697, decision 071) on December 31 of `year`: its
 * checks and its comparison with the year before. Under the property's keys: a change to the
 * property reloads them. Neither answer holds a sensitive field.
 */
export function useTenantDataCheck(propertyId: number | null, year: number | null) {
  return useTenantDataPart<TenantDataCheck>('problems', propertyId, year);
}

export function useTenantDataComparison(propertyId: number | null, year: number | null) {
  return useTenantDataPart<TenantDataComparison>('comparison', propertyId, year);
}

/** `GET /api/property/:id/tenant-data/<part>`; no year: the server's default (the last that ended). */
function useTenantDataPart<T>(
  part: 'problems' | 'comparison',
  propertyId: number | null,
  year: number | null,
) {
  return useQuery({
    queryKey: queryKeys.properties.tenantData(propertyId ?? 0, year ?? 0, part),
    queryFn: ({ signal }) =>
      apiRequest<T>(`/api/property/${propertyId}/tenant-data/${part}`, {
        signal,
        query: year === null ? {} : { year },
      }),
    enabled: propertyId !== null,
  });
}

/** The XML file, fetched with the session's token and saved; never kept in the query cache. */
export async function downloadTenantData(propertyId: number, year: number) {
  const { blob, filename } = await apiDownload(`/api/property/${propertyId}/tenant-data.xml`, {
    query: { year },
  });
  saveFile(blob, filename ?? `lihtc-tenant-data-property-${propertyId}-${year}.xml`);
}

/** The address of a property's tenant data screen, for the screens that link to it. */
export const tenantDataPath = (propertyId: number) => `/tenant-data?property=${propertyId}`;
