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

/** Cursors kept per list: enough for the pages a screen moves through, bounded however long it stays open. */
const CURSORS_KEPT = 200;

/**
 * A list endpoint paged by keyset as well as by offset (`after`, the cursor its last full page
 * sent). The screen still asks for a page by its offset (the address keeps the page number); when
 * the page before it was read here and gave a cursor, the page is read after that cursor, so
 * moving on from a deep page reads no skipped rows. Any other page (a link, a jump) is read by offset.
 */
export function keysetPagedList<T, Filters>(
  path: string,
  toQuery: (filters: Filters) => RequestOptions['query'],
): FetchPage<T, Filters> {
  const cursors = new Map<string, string>();
  const keyOf = (query: RequestOptions['query'], limit: number, offset: number) =>
    JSON.stringify([query, limit, offset]);
  return async (filters, paging, signal) => {
    const query = toQuery(filters);
    const key = keyOf(query, paging.limit, paging.offset);
    const after = cursors.get(key);
    const page =
      after === undefined
        ? await apiPage<T>(path, paging, { signal, query })
        : await apiPage<T>(path, { limit: paging.limit, offset: 0 }, { signal, query: { ...query, after } });
    if (page.next !== undefined) {
      cursors.set(keyOf(query, paging.limit, paging.offset + paging.limit), page.next);
      if (cursors.size > CURSORS_KEPT) cursors.delete(cursors.keys().next().value as string);
    }
    return page;
  };
}
