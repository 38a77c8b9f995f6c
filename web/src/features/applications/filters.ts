import { APPLICATION_STATUSES, type ApplicationStatus } from '@lar/contracts/applications';
import type { QueryChanges } from '../../lib/use-query-state.ts';
import { parseQueryId } from '../../lib/use-query-state.ts';

/**
 * The application list's filters as the address keeps them
 * (`?property=4&status=WAITLISTED&preference=7&flagged=true&q=souza`).
 */
export interface ApplicationFilters {
  propertyId: number | null;
  status: ApplicationStatus | '';
  preferenceId: number | null;
  flagged: 'true' | 'false' | '';
  q: string;
}

export function applicationFiltersFromQuery(params: URLSearchParams): ApplicationFilters {
  const flagged = params.get('flagged');
  return {
    propertyId: parseQueryId(params.get('property')),
    status: APPLICATION_STATUSES.find((s) => s === params.get('status')) ?? '',
    preferenceId: parseQueryId(params.get('preference')),
    flagged: flagged === 'true' || flagged === 'false' ? flagged : '',
    q: params.get('q')?.trim() ?? '',
  };
}

/** The filters the bar edits, in the address (the property picker writes its own `property`). */
export type DraftFilters = Pick<ApplicationFilters, 'status' | 'preferenceId' | 'flagged' | 'q'>;

export function applicationFiltersToQuery(filters: DraftFilters): QueryChanges {
  return {
    status: filters.status || null,
    preference: filters.preferenceId === null ? null : String(filters.preferenceId),
    flagged: filters.flagged || null,
    q: filters.q.trim() || null,
  };
}

/** The list API's query for the filters. */
export function applicationListQuery(
  filters: ApplicationFilters,
): Record<string, string | number | undefined> {
  return {
    property_id: filters.propertyId ?? undefined,
    status: filters.status || undefined,
    // A preference belongs to a property: without one chosen it filters nothing.
    preference_id: filters.propertyId === null ? undefined : (filters.preferenceId ?? undefined),
    flagged: filters.flagged || undefined,
    q: filters.q || undefined,
  };
}

/**
 * Whether the filters narrow the list: an empty list then says that no application matches them,
 * and otherwise that none has come in yet. A preference without its property narrows nothing.
 */
export function narrowsApplications(filters: ApplicationFilters): boolean {
  return Object.values(applicationListQuery(filters)).some((value) => value !== undefined);
}
