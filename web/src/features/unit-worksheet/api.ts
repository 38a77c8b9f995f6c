import type { UnitComplianceWorksheet } from '@lar/contracts/compliance/unit-worksheet';
import type { Language } from '@lar/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveFile } from '../../lib/save-file.ts';

/**
 * A unit's compliance worksheet on `date` (today when null). Under the compliance engine's keys of
 * the unit, so what changes the unit's answers (its occupancies, certifications) reloads it too.
 */
export function useUnitWorksheet(unitId: number | null, date: string | null) {
  return useQuery({
    queryKey: [...queryKeys.compliance.unit(unitId ?? 0), 'worksheet', date ?? ''],
    queryFn: ({ signal }) =>
      apiRequest<UnitComplianceWorksheet>(`/api/units/${unitId}/compliance-worksheet`, {
        signal,
        query: date === null ? {} : { date },
      }),
    enabled: unitId !== null,
  });
}

/** The worksheet as a PDF in `lang`, fetched with the session's token and saved. */
export async function downloadWorksheetPdf(unitId: number, date: string, lang: Language) {
  const { blob, filename } = await apiDownload(`/api/units/${unitId}/compliance-worksheet.pdf`, {
    query: { date, lang },
  });
  saveFile(blob, filename ?? `compliance-worksheet-${unitId}-${date}.pdf`);
}

/** The address of a unit's worksheet page, for the screens that link to it. */
export const worksheetPath = (unitId: number) => `/unit-compliance-worksheet?unit=${unitId}`;
