import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type QueryChanges, useQueryUpdate } from './use-query-state.ts';

/**
 * A list's applied filters, kept in the address (`?status=ACTIVE`) so a reload or a shared link
 * shows the same list: `fromQuery` reads them, `toQuery` writes them. Other filters give other
 * pages, so applying them starts the list again from its first.
 */
export function useAddressFilters<Filters>(
  fromQuery: (params: URLSearchParams) => Filters,
  toQuery: (filters: Filters) => QueryChanges,
): [Filters, (applied: Filters) => void] {
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  return [fromQuery(params), (applied) => update({ ...toQuery(applied), page: null })];
}

/**
 * A filter bar's fields over the filters in the address: the draft is what the bar shows until
 * Apply (or Clear, which applies `cleared`) writes it; it follows the address when that changes
 * (Back, a shared link). `toQuery` writes only what the bar edits (`Draft`).
 */
export function useDraftAddressFilters<Filters extends Draft, Draft>(
  fromQuery: (params: URLSearchParams) => Filters,
  toQuery: (draft: Draft) => QueryChanges,
  cleared: Draft,
) {
  const [filters, applyFilters] = useAddressFilters<Filters>(fromQuery, toQuery);
  const [draft, setDraft] = useState<Draft>(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address (Back, a shared link)
  useEffect(() => setDraft(filters), [JSON.stringify(toQuery(filters))]);
  return {
    /** The applied filters, as the address holds them. */
    filters,
    draft,
    setDraft,
    apply: () => applyFilters({ ...filters, ...draft }),
    clear: () => applyFilters({ ...filters, ...cleared }),
  };
}
