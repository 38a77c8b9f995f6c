import { Stack } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { Page, Paging } from '../lib/api.ts';
import { type NameListFilter, NameListToolbar, useNameListFilter } from './NameListToolbar.tsx';
import { PagedDataTable } from './PagedDataTable.tsx';

interface NameListTableProps<T> {
  /** The feature's texts: the list's label, search, sort and empty texts are its `list.*` keys. */
  t(key: string): string;
  queryKey(filter: NameListFilter): readonly unknown[];
  fetchPage(filter: NameListFilter, paging: Paging, signal: AbortSignal): Promise<Page<T>>;
  columns: DataTableColumn<T>[];
  /** The screen's title when the list fails to load. */
  errorTitleKey: string;
}

/** A paged list searchable by a piece of the name and sorted by name (companies, properties). */
export function NameListTable<T>({ t, queryKey, fetchPage, columns, errorTitleKey }: NameListTableProps<T>) {
  const list = useNameListFilter();
  const { filter } = list;
  return (
    <Stack gap="sm">
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
      <PagedDataTable<T>
        label={t('list.label')}
        queryKey={queryKey(filter)}
        fetchPage={(paging, signal) => fetchPage(filter, paging, signal)}
        emptyText={filter.q ? t('list.noMatches') : t('list.empty')}
        errorTitleKey={errorTitleKey}
        columns={columns}
      />
    </Stack>
  );
}
