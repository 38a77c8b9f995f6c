import type { SelfAudit } from '@lar/contracts/compliance/self-audit';
import type { Language } from '@lar/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveFile } from '../../lib/save-file.ts';

/**
 * A property's 8823 self-audit on `date` (today when null), decision 067. Under the property's
 * keys, like its compliance tests: a change to the property reloads it.
 */
export function useSelfAudit(propertyId: number | null, date: string | null) {
  return useQuery({
    queryKey: queryKeys.properties.selfAudit(propertyId ?? 0, date ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<SelfAudit>(`/api/property/${propertyId}/self-audit`, {
        signal,
        query: date === null ? {} : { date },
      }),
    enabled: propertyId !== null,
  });
}

/** The self-audit as a PDF in `lang` or as CSV, fetched with the session's token and saved. */
export async function downloadSelfAudit(
  propertyId: number,
  date: string,
  format: 'pdf' | 'csv',
  lang: Language,
) {
  const { blob, filename } = await apiDownload(`/api/property/${propertyId}/self-audit.${format}`, {
    query: format === 'pdf' ? { date, lang } : { date },
  });
  saveFile(blob, filename ?? `8823-self-audit-property-${propertyId}-${date}.${format}`);
}

/** The address of a property's self-audit page, for the screens that link to it. */
export const selfAuditPath = (propertyId: number) => `/self-audit?property=${propertyId}`;

/**
 * The owner's annual certification packet of `year` as a PDF in `lang` (decision 070), fetched
 * with the session's token and saved.
 */
export async function downloadOwnerCertification(propertyId: number, year: number, lang: Language) {
  const { blob, filename } = await apiDownload(`/api/property/${propertyId}/owner-certification.pdf`, {
    query: { year: String(year), lang },
  });
  saveFile(blob, filename ?? `owner-certification-property-${propertyId}-${year}.pdf`);
}
