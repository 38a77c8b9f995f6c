import type { PageSize } from '@lar/contracts/paging';
import { type ComboboxItem, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPage } from '../lib/api.ts';

/** One choice of a searched list: the record's id and how it is named. */
export interface SearchOption {
  value: number;
  label: string;
}

export type SearchOptions = (term: string, signal: AbortSignal) => Promise<SearchOption[]>;

/** How many matches one search shows (a page size the server keeps a plan for); typing more narrows the list. */
export const SEARCH_LIMIT: PageSize = 20;

/**
 * Choices from a list endpoint that takes the search term as `q`, e.g.
 * `searchEndpoint<ProgramSummary>('/api/govprograms/summaries', (p) => ({ value: p.id, label: p.name }))`.
 */
export function searchEndpoint<T>(
  path: string,
  toOption: (row: T) => SearchOption,
  query: Record<string, string> = {},
): SearchOptions {
  return async (term, signal) => {
    const page = await apiPage<T>(
      path,
      { limit: SEARCH_LIMIT, offset: 0 },
      { signal, query: { ...query, q: term } },
    );
    return page.items.map(toOption);
  };
}

/**
 * The query behind a SearchSelect for one search term. Exported so a screen can wait for the
 * first (unfiltered) load of the same cache entry, e.g. to enable a tab once the choices exist.
 */
export function searchOptionsQuery(queryKey: readonly unknown[], search: SearchOptions, term: string) {
  return queryOptions({
    queryKey: [...queryKey, 'search', term],
    queryFn: ({ signal }) => search(term, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export interface SearchSelectProps
  extends Omit<
    SelectProps<number>,
    'data' | 'value' | 'onChange' | 'searchable' | 'onSearchChange' | 'searchValue' | 'filter'
  > {
  /** Cache key prefix of the choices; the search term is appended. */
  queryKey: readonly unknown[];
  /** Asks the server for the choices matching a term ('' for the first ones). */
  search: SearchOptions;
  value: number | null;
  onChange(value: number | null, option: SearchOption | null): void;
  /** The chosen record as the caller knows it (e.g. the record being edited), named before any search. */
  selected?: SearchOption | null;
  /** Shown in the list when the choices could not be loaded. */
  loadErrorText?: string;
  noResultsText?: string;
}

/**
 * A select whose choices are searched on the server as the user types (debounced), so lists of
 * any size stay quick. Keyboard use is Mantine's: type, arrows, Enter, Escape.
 */
export function SearchSelect(props: SearchSelectProps) {
  const { queryKey, search, value, onChange, selected, loadErrorText, noResultsText, ...rest } = props;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(typed, 250);
  const chosen = useRef<SearchOption | null>(selected ?? null);
  if (selected && selected.value === value) chosen.current = selected;

  // Once a choice is made the input shows its name; that name is not a search.
  const searchTerm = chosen.current && term === chosen.current.label ? '' : term.trim();
  const query = useQuery(searchOptionsQuery(queryKey, search, searchTerm));

  const data = useMemo<ComboboxItem<number>[]>(() => {
    const options = query.data ?? [];
    const current = chosen.current;
    const missing =
      value !== null && !options.some((o) => o.value === value)
        ? [current && current.value === value ? current : { value, label: `#${value}` }]
        : [];
    return [...missing, ...options].map((o) => ({ value: o.value, label: o.label }));
  }, [query.data, value]);

  let nothingFound = noResultsText ?? t('table.empty');
  if (query.isError) nothingFound = loadErrorText ?? t('table.loadError');
  else if (query.isPending) nothingFound = t('app.loading');

  return (
    <Select<number>
      {...rest}
      searchable
      data={data}
      value={value}
      filter={({ options }) => options}
      onSearchChange={setTyped}
      onChange={(next, item) => {
        const option = item ? { value: item.value, label: item.label } : null;
        chosen.current = option;
        onChange(next, option);
      }}
      nothingFoundMessage={nothingFound}
    />
  );
}

/** Where a picker's texts are in the namespace of the screen that shows it. */
export interface PickerTextKeys {
  label: string;
  placeholder: string;
  noResults: string;
  loadError?: string;
}

type PickerProps = Omit<SearchSelectProps, 'label' | 'placeholder' | 'noResultsText' | 'loadErrorText'> & {
  /** The screen's namespace, which holds the `keys`. */
  ns: string;
  keys: PickerTextKeys;
};

/** A SearchSelect shared by several screens, each naming it in its own words. */
export function ScreenSearchSelect({ ns, keys, ...rest }: PickerProps) {
  const { t } = useTranslation(ns);
  return (
    <SearchSelect
      label={t(keys.label)}
      placeholder={t(keys.placeholder)}
      noResultsText={t(keys.noResults)}
      loadErrorText={keys.loadError && t(keys.loadError)}
      {...rest}
    />
  );
}
