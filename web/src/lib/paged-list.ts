import { apiPage, type Page, type Paging, type RequestOptions } from './api.ts';

/** A list's fetcher as `PagedDataTable` calls it: the screen's filters, one page, the abort signal. */
export type FetchPage<T, Filters> = (
  filters: Filters,
  paging: Paging,
  signal?: AbortSignal,
) => Promise<Page<T>>;

/**
 * A paged list endpoint (`GET path?…&limit=&offset=`): `toQuery` says how the screen's filters are
 * written in the query; the page's limit and offset are added to them.
 */
export function pagedList<T, Filters>(
  path: string,
  toQuery: (filters: Filters) => RequestOptions['query'],
): FetchPage<T, Filters> {
  return (filters, paging, signal) => apiPage<T>(path, paging, { signal, query: toQuery(filters) });
}
