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
