import { VISIT_STATUSES, type VisitStatus } from '@lar/contracts/visits';
import { instantToWallTime, wallTimeToInstant } from '../../lib/organization-clock.ts';
import type { QueryChanges } from '../../lib/use-query-state.ts';
import { parseQueryId } from '../../lib/use-query-state.ts';

/** The visit list's filters as the address keeps them (`?status=NEW&property=4&from=2026-11-01`). */
export interface VisitFilters {
  status: VisitStatus | '';
  propertyId: number | null;
  /** Received on or after / before, `YYYY-MM-DD`; '' for no bound. */
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (text: string | null) => (text && ISO_DATE.test(text) ? text : '');

export function visitFiltersFromQuery(params: URLSearchParams): VisitFilters {
  return {
    status: VISIT_STATUSES.find((s) => s === params.get('status')) ?? '',
    propertyId: parseQueryId(params.get('property')),
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

/** The status and dates in the address (the property picker writes its own `property`). */
export function visitFiltersToQuery(filters: Pick<VisitFilters, 'status' | 'from' | 'to'>): QueryChanges {
  return { status: filters.status || null, from: filters.from || null, to: filters.to || null };
}

/** The list API's query for the filters. */
export function visitListQuery(filters: VisitFilters): Record<string, string | number | undefined> {
  return {
    status: filters.status || undefined,
    property_id: filters.propertyId ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/**
 * A `datetime-local` value (`2026-12-01T15:00`) on the organization's clock (decision 063) as the
 * instant the API takes, and an instant back as such a value; '' when not one.
 */
export function localInputToInstant(value: string): string | null {
  return wallTimeToInstant(value)?.toISOString() ?? null;
}

export function instantToLocalInput(instant: string | null): string {
  return instantToWallTime(instant);
}
