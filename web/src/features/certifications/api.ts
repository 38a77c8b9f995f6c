import type {
  Certification,
  CertificationCreateBody,
  CertificationUpdateBody,
} from '@lar/contracts/certifications';
import type { Language } from '@lar/contracts/languages';
import type { ReportingDataAnswer, ReportingDataBody } from '@lar/contracts/reporting-data';
import type { ResidentAccessBody, ResidentAccessList } from '@lar/contracts/residents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDownload, apiPost, apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { showPdf } from '../../lib/save-file.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { useRecord } from '../../lib/use-record.ts';

/**
 * Income certifications (decision 026) as the screens call them. The certifications screen edits
 * them; the recertification calendar starts the annual ones through this file, the feature's
 * public one (CONTRIBUTING: a feature imports only another feature's `api.ts`).
 */

/** Every change to a certification moves the calendar (due dates, drafts) and the occupancy's list. */
const CHANGED_BY_CERTIFICATIONS = [queryKeys.certifications.all, queryKeys.recertifications.all];

/** An occupancy's certifications, newest first. */
export function useOccupancyCertifications(occupancyId: number | null) {
  return useQuery({
    queryKey: queryKeys.certifications.ofOccupancy(occupancyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<Certification[]>(`/api/occupancies/${occupancyId}/certifications`, { signal }),
    enabled: occupancyId !== null,
  });
}

/** One certification, for its editor (always read again: a draft may have been saved elsewhere). */
export function useCertification(id: number | null) {
  return useRecord<Certification>(queryKeys.certifications.detail, '/api/certifications', id);
}

/** A new certification of an occupancy; without figures it starts from the last finalized one. */
export function createCertification(occupancyId: number, body: CertificationCreateBody) {
  return apiRequest<Certification>(`/api/occupancies/${occupancyId}/certifications`, {
    method: 'POST',
    body,
  });
}

export function useCreateCertification() {
  return useInvalidatingMutation({
    mutationFn: ({ occupancyId, body }: { occupancyId: number; body: CertificationCreateBody }) =>
      createCertification(occupancyId, body),
    invalidates: CHANGED_BY_CERTIFICATIONS,
    after: 'success',
  });
}

/** Saves a draft whole; the answer carries the server's determination of the new figures. */
export function useSaveCertification() {
  return useInvalidatingMutation({
    mutationFn: ({ id, body }: { id: number; body: CertificationUpdateBody }) =>
      apiRequest<Certification>(`/api/certifications/${id}`, { method: 'PUT', body }),
    invalidates: CHANGED_BY_CERTIFICATIONS,
  });
}

/** Freezes a draft: from then on it never changes. */
export function useFinalizeCertification() {
  return useInvalidatingMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      apiRequest<Certification>(`/api/certifications/${id}/finalize`, { method: 'POST', body: { version } }),
    invalidates: CHANGED_BY_CERTIFICATIONS,
  });
}

/**
 * Deletes a draft (a finalized certification is refused). The deleted draft is forgotten rather
 * than read again: it is gone, and asking for it would only answer 404.
 */
export function useDeleteCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number }) =>
      apiRequest<void>(`/api/certifications/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.certifications.detail(id) });
      for (const queryKey of CHANGED_BY_CERTIFICATIONS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * The Tenant Income Certification as a PDF in the reader's language, fetched with the session's
 * token (a plain link would carry none) and shown in `tab`, opened by the click that asked for it.
 */
export async function openTic(id: number, lang: Language, tab: Window | null): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/certifications/${id}/tic.pdf`, { query: { lang } });
  showPdf(blob, filename ?? `tic-${id}.pdf`, tab);
}

/**
 * The screen's words (in namespace `ns`) for a new draft the server refuses with 409: the
 * occupancy already has a draft in preparation, or the certification was already corrected.
 */
export function newDraftRefusalKeys(error: unknown, ns: string): Record<string, string> {
  const corrected =
    error instanceof ApiError && error.fieldError('supersedes_id')?.code === 'already_corrected';
  return { CONFLICT: `${ns}:errors.${corrected ? 'alreadyCorrected' : 'draftExists'}` };
}

/**
 * A certification's household data for reporting (decision 066): read only when asked, since every
 * read is audit-logged, and never kept in the query cache.
 */
export function readReportingData(id: number) {
  return apiRequest<ReportingDataAnswer>(`/api/certifications/${id}/reporting-data`);
}

export function saveReportingData(id: number, body: ReportingDataBody) {
  return apiRequest<null>(`/api/certifications/${id}/reporting-data`, { method: 'PUT', body });
}

/** The adult members of the household's certification in force and their portal access (decision 075). */
export function useResidentAccess(occupancyId: number | null) {
  return useQuery({
    queryKey: queryKeys.certifications.residentAccess(occupancyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<ResidentAccessList>(`/api/occupancies/${occupancyId}/resident-access`, { signal }),
    enabled: occupancyId !== null,
  });
}

/** E-mails a member a new sign-in link and code, or revokes their access; the list comes back. */
export function useChangeResidentAccess(occupancyId: number) {
  return useInvalidatingMutation({
    mutationFn: (change: { send: ResidentAccessBody } | { revoke: number }) =>
      'send' in change
        ? apiPost<ResidentAccessList>(`/api/occupancies/${occupancyId}/resident-access`, change.send)
        : apiPost<ResidentAccessList>(`/api/occupancies/${occupancyId}/resident-access/revoke`, {
            member_index: change.revoke,
          }),
    invalidates: [queryKeys.certifications.residentAccess(occupancyId)],
  });
}
