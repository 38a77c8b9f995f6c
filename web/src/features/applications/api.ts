import type {
  ApplicationDetail,
  ApplicationListItem,
  ApplicationStatusBody,
  OfferableUnit,
  PreferenceChoice,
} from '@lar/contracts/application-review';
import type { ReportingDataAnswer } from '@lar/contracts/reporting-data';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { useRecord } from '../../lib/use-record.ts';
import { type ApplicationFilters, applicationListQuery } from './filters.ts';

/** The applications under the filters, newest first. */
export const fetchApplications = pagedList<ApplicationListItem, ApplicationFilters>(
  '/api/applications',
  applicationListQuery,
);

export function useApplication(id: number | null) {
  return useRecord<ApplicationDetail>(queryKeys.applications.detail, '/api/applications', id);
}

/** The property's preferences, for the filter; none asked for without a property. */
export function usePreferenceChoices(propertyId: number | null) {
  return useQuery({
    queryKey: queryKeys.applications.preferences(propertyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<PreferenceChoice[]>('/api/applications/preference-choices', {
        signal,
        query: { property_id: propertyId ?? undefined },
      }),
    enabled: propertyId !== null,
  });
}

/** The units of the application's property that no occupancy holds, for an offer. */
export function useOfferableUnits(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.applications.offerable(id),
    queryFn: ({ signal }) =>
      apiRequest<OfferableUnit[]>(`/api/applications/${id}/offerable-units`, { signal }),
    enabled,
  });
}

/** A decision: waitlist, decline, offer, accept or withdraw. Accepting creates records elsewhere. */
export function useDecideApplication() {
  return useInvalidatingMutation({
    mutationFn: ({ id, body }: { id: number; body: ApplicationStatusBody }) =>
      apiRequest<ApplicationDetail>(`/api/applications/${id}`, { method: 'PATCH', body }),
    invalidates: [
      queryKeys.applications.all,
      queryKeys.history.all,
      queryKeys.candidates.all,
      queryKeys.occupancies.all,
      queryKeys.units.all,
    ],
  });
}

export function useClearDuplicateFlag() {
  return useInvalidatingMutation({
    mutationFn: (id: number) =>
      apiRequest<ApplicationDetail>(`/api/applications/${id}/clear-duplicate-flag`, { method: 'POST' }),
    invalidates: [queryKeys.applications.all, queryKeys.history.all],
  });
}

/** Downloads a document with the session's token (a plain link would carry none); audit-logged. */
export async function downloadDocument(applicationId: number, document: { id: number; file_name: string }) {
  const { blob } = await apiDownload(`/api/applications/${applicationId}/documents/${document.id}`);
  saveFile(blob, document.file_name);
}

/**
 * The household's answers for reporting as the applicant gave them (decision 066): fetched only when
 * staff ask, since every read is audit-logged, and kept out of the query cache.
 */
export function readApplicationReportingData(id: number) {
  return apiRequest<ReportingDataAnswer>(`/api/applications/${id}/reporting-data`);
}
