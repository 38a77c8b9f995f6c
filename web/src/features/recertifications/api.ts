import { PAGE_MAX } from '@lar/contracts/paging';
import type {
  NoticesBody,
  RecertificationItem,
  RecertificationSummary,
} from '@lar/contracts/recertifications';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiPage, apiRequest } from '../../lib/api.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { createCertification } from '../certifications/api.ts';
import type { RecertificationFilters } from './filters.ts';

const queryOf = (filters: RecertificationFilters) => ({
  bucket: filters.bucket,
  property_id: filters.propertyId ?? undefined,
  property_manager_id: filters.companyId ?? undefined,
  as_of: filters.asOf,
});

/** The households due, soonest (most overdue) first. */
export const fetchRecertifications = pagedList<RecertificationItem, RecertificationFilters>(
  '/api/recertifications',
  queryOf,
);

/** How many households are in each bucket. */
export function useRecertificationSummary(
  propertyId: number | null,
  asOf: string,
  companyId: number | null = null,
) {
  return useQuery({
    queryKey: queryKeys.recertifications.summary(propertyId ?? '', asOf, companyId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<RecertificationSummary>('/api/recertifications/summary', {
        signal,
        query: {
          property_id: propertyId ?? undefined,
          property_manager_id: companyId ?? undefined,
          as_of: asOf,
        },
      }),
  });
}

/** `YYYY-MM-01` of a month `YYYY-MM`. */
export const firstOfMonth = (month: string) => `${month}-01`;

/**
 * The households due in a month (`YYYY-MM`). As of the month's first day, DUE_30 holds the due
 * dates from that day to 30 days later: the whole month, which the answer is then cut to.
 */
async function fetchDueInMonth(
  propertyId: number | null,
  companyId: number | null,
  month: string,
  signal: AbortSignal,
): Promise<RecertificationItem[]> {
  const filters: RecertificationFilters = {
    bucket: 'DUE_30',
    propertyId,
    companyId,
    asOf: firstOfMonth(month),
  };
  const items: RecertificationItem[] = [];
  for (let offset = 0; ; offset += PAGE_MAX) {
    const page = await apiPage<RecertificationItem>(
      '/api/recertifications',
      { limit: PAGE_MAX, offset },
      { signal, query: queryOf(filters) },
    );
    items.push(...page.items);
    // A short page is the last: the total may be capped (COUNT_CAP) on a large organization.
    if (page.items.length < PAGE_MAX) break;
  }
  return items.filter((item) => item.due_date.startsWith(month));
}

export function useDueInMonth(propertyId: number | null, month: string, companyId: number | null = null) {
  return useQuery({
    queryKey: queryKeys.recertifications.month(propertyId ?? '', month, companyId ?? ''),
    queryFn: ({ signal }) => fetchDueInMonth(propertyId, companyId, month, signal),
  });
}

/** Starts a household's annual certification from its last finalized one. */
export function useStartAnnual() {
  return useInvalidatingMutation({
    mutationFn: (occupancyId: number) => createCertification(occupancyId, { type: 'ANNUAL' }),
    invalidates: [queryKeys.recertifications.all, queryKeys.certifications.all],
    after: 'success',
    // The screen moves to the editor at once; the calendar reloads behind it.
    awaitReload: false,
  });
}

/** The notice letters of a bucket of a property as one PDF, downloaded; their sending is recorded. */
export function useGenerateNotices() {
  return useInvalidatingMutation({
    mutationFn: async (body: NoticesBody) => {
      const { blob, filename } = await apiDownload('/api/recertifications/notices', { method: 'POST', body });
      saveFile(blob, filename ?? `notices-${body.bucket.toLowerCase()}.pdf`);
    },
    invalidates: [queryKeys.recertifications.all],
    after: 'success',
  });
}
