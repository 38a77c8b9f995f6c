import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@lar/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { type Key, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, Paging } from '../lib/api.ts';
import { parseQueryId, useQueryState } from '../lib/use-query-state.ts';
import { QueryLoadError } from './ListLoadError.tsx';
import type { ListColumn } from './list-table/list-column.ts';
import { useListLayout } from './list-table/use-list-layout.tsx';
import { useListRoom } from './list-table/use-list-room.ts';

/** Mantine's table takes a mutable list. */
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];

interface PagedDataTableProps<T> {
  /** Query key prefix; the page's limit/offset are appended. Invalidate the prefix after changes. */
  queryKey: readonly unknown[];
  fetchPage(paging: Paging, signal: AbortSignal): Promise<Page<T>>;
  /** The list's columns with their priorities; `useListLayout` decides what each width shows. */
  columns: readonly ListColumn<T>[];
  /** Accessible name of the table. */
  label: string;
  idAccessor?: (record: T) => Key;
  emptyText?: string;
  /** The screen's title when the list fails to load (its own text, such as "Error loading units"). */
  errorTitleKey: string;
  initialPageSize?: PageSize;
  /**
   * Whether the page is kept in the address (`?page=`, the default). A second table on a screen
   * (a record's own list under its form) keeps its page to itself, so the two do not share one.
   */
  pageInAddress?: boolean;
}

/**
 * The `queryKey` and `fetchPage` of a list read with `filters`: the key is made from the same
 * filters the fetch sends, so that other filters are always another list.
 */
export function filteredPages<F, T>(
  keyOf: (filters: F) => readonly unknown[],
  fetch: (filters: F, paging: Paging, signal: AbortSignal) => Promise<Page<T>>,
  filters: F,
): Pick<PagedDataTableProps<T>, 'queryKey' | 'fetchPage'> {
  return { queryKey: keyOf(filters), fetchPage: (paging, signal) => fetch(filters, paging, signal) };
}

/**
 * A feature list's usual texts: `<prefix>.label` names the table, `<prefix>.empty` says it has no
 * rows, and the namespace's `errors.load` titles a failed load.
 */
export function listTexts(
  t: (key: string) => string,
  ns: string,
  prefix = 'table',
): Pick<PagedDataTableProps<unknown>, 'label' | 'emptyText' | 'errorTitleKey'> {
  return { label: t(`${prefix}.label`), emptyText: t(`${prefix}.empty`), errorTitleKey: `${ns}:errors.load` };
}

/**
 * A server-paged table: asks for one page at a time (`limit`/`offset`), shows the total from
 * `X-Total-Count`, keeps the previous page on screen while the next one loads, and shows
 * loading, empty and error states. Its layout (priorities, cards under 600 px, the actions menu) is
 * `useListLayout`'s.
 */
export function PagedDataTable<T>(props: PagedDataTableProps<T>) {
  const { queryKey, fetchPage, columns, label, idAccessor, emptyText, errorTitleKey } = props;
  const { t } = useTranslation();
  // The list's own room decides its layout too: beside the sidebar on a tablet it is cards.
  const room = useListRoom();
  const layout = useListLayout(columns, room.room, room.cramped);
  // The page is in the address (`?page=3`); a screen's filters clear it when they change.
  const [pageText, setPageText] = useQueryState('page');
  const [ownPage, setOwnPage] = useState(1);
  const inAddress = props.pageInAddress ?? true;
  const page = inAddress ? (parseQueryId(pageText) ?? 1) : ownPage;
  const setPage = useCallback(
    (next: number) => (inAddress ? setPageText(next === 1 ? null : String(next)) : setOwnPage(next)),
    [inAddress, setPageText],
  );
  const [pageSize, setPageSize] = useState<number>(props.initialPageSize ?? DEFAULT_PAGE_SIZE);
  const paging: Paging = { limit: pageSize, offset: (page - 1) * pageSize };

  // Other filters give other pages: when the list's key changes, it starts again from its first.
  const listKey = JSON.stringify(queryKey);
  const shownListKey = useRef(listKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filters change, not the page
  useEffect(() => {
    if (shownListKey.current === listKey) return;
    shownListKey.current = listKey;
    if (page !== 1) setPage(1);
  }, [listKey]);

  const query = useQuery({
    queryKey: [...queryKey, paging],
    queryFn: ({ signal }) => fetchPage(paging, signal),
    placeholderData: keepPreviousData,
  });

  // When rows disappear (deleted elsewhere), step back to the last page that still exists.
  const total = query.data?.total ?? 0;
  useEffect(() => {
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    if (query.isSuccess && page > lastPage) setPage(lastPage);
  }, [total, pageSize, page, query.isSuccess, setPage]);

  if (query.isError && !query.data) {
    return <QueryLoadError title={t(errorTitleKey)} query={query} />;
  }

  return (
    <div ref={room.ref}>
      <DataTable<T>
        aria-label={label}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={query.data?.items.length ? undefined : 180}
        idAccessor={idAccessor ?? ((record: T) => (record as { id: Key }).id)}
        className={layout.className}
        columns={layout.columns}
        records={query.data?.items ?? []}
        fetching={query.isFetching}
        loadingText={t('app.loading')}
        noRecordsText={emptyText ?? t('table.empty')}
        totalRecords={total}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZE_OPTIONS}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        recordsPerPageLabel={t('table.recordsPerPage')}
        paginationText={({ from, to, totalRecords }) =>
          t('table.pagination', { from, to, total: totalRecords })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
        // On narrow screens the table scrolls sideways; keyboard users must be able to reach it.
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
      />
    </div>
  );
}
