import { Box, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Page, Paging, RequestOptions } from '../lib/api.ts';
import { ExportMenu } from './ExportMenu.tsx';
import type { ListColumn } from './list-table/list-column.ts';
import { type NameListFilter, NameListToolbar, useNameListFilter } from './NameListToolbar.tsx';
import { filteredPages, PagedDataTable } from './PagedDataTable.tsx';

interface NameListTableProps<T> {
  /** The feature's texts: the list's label, search, sort and empty texts are its `list.*` keys. */
  t(key: string): string;
  queryKey(filter: NameListFilter): readonly unknown[];
  fetchPage(filter: NameListFilter, paging: Paging, signal: AbortSignal): Promise<Page<T>>;
  columns: readonly ListColumn<T>[];
  /** The screen's title when the list fails to load. */
  errorTitleKey: string;
  /** The list's export route and file name (decision 028), downloaded with the name filter shown. */
  exportTo?: { path: string; name: string };
  /**
   * Filters the address adds to the name search (a dashboard tile's company, decision 072): the
   * list, its cache key and its export all read them, and `chip` shows them with a way to clear.
   */
  scope?: { query: NonNullable<RequestOptions['query']>; chip: ReactNode };
}

/** A paged list searchable by a piece of the name and sorted by name (companies, properties). */
export function NameListTable<T>({
  t,
  queryKey,
  fetchPage,
  columns,
  errorTitleKey,
  exportTo,
  scope,
}: NameListTableProps<T>) {
  const list = useNameListFilter();
  // The scope's keys travel with the name filter: `fetchPage` sends every key as a query parameter.
  const filter = { ...scope?.query, ...list.filter };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        {/* The search keeps its width; the export wraps below it on a phone. */}
        <Box style={{ flex: '1 1 320px' }}>
          <NameListToolbar
            state={list}
            labels={{
              search: t('list.search'),
              searchPlaceholder: t('list.searchPlaceholder'),
              sort: t('list.sort'),
              sortAsc: t('list.sortAsc'),
              sortDesc: t('list.sortDesc'),
            }}
          />
        </Box>
        {exportTo && (
          <ExportMenu
            path={exportTo.path}
            query={{ q: filter.q, sort: filter.sort, ...scope?.query }}
            fallbackName={exportTo.name}
          />
        )}
      </Group>
      {scope?.chip}
      <PagedDataTable<T>
        label={t('list.label')}
        {...filteredPages(queryKey, fetchPage, filter)}
        emptyText={filter.q ? t('list.noMatches') : t('list.empty')}
        errorTitleKey={errorTitleKey}
        columns={columns}
      />
    </Stack>
  );
}
