import type { NameSort } from '@lar/contracts/paging';
import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useQueryState, useQueryUpdate } from '../lib/use-query-state.ts';
import { SearchField } from './SearchField.tsx';

/** What a name list asks for: a piece of the name (empty for all) and the order. */
export interface NameListFilter {
  q: string;
  sort: NameSort;
}

/** A list's name filter (`q`, debounced while typing) and name order, as the list endpoints take them. */
export function useNameListFilter() {
  // Both in the address (`?q=gestao&sort=-name`): a reload or a shared link shows the same list.
  // A change of either starts the list again from its first page.
  const [applied] = useQueryState('q');
  const [sortParam] = useQueryState('sort');
  const update = useQueryUpdate();
  const [typed, setTyped] = useState(applied ?? '');
  const [q] = useDebouncedValue(typed.trim(), 300);
  // What the user types is applied once the typing pauses; only a change of it writes the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes
  useEffect(() => {
    if (q !== (applied ?? '')) update({ q, page: null });
  }, [q]);
  const sort: NameSort = sortParam === '-name' ? '-name' : 'name';
  const setSort = (next: NameSort) => update({ sort: next === 'name' ? null : next, page: null });
  const filter: NameListFilter = { q: applied ?? '', sort };
  return { typed, setTyped, sort, setSort, filter };
}

interface NameListToolbarProps {
  state: ReturnType<typeof useNameListFilter>;
  labels: { search: string; searchPlaceholder: string; sort: string; sortAsc: string; sortDesc: string };
}

/** Search by a piece of the name, and sort A–Z or Z–A, above a list. */
export function NameListToolbar({ state, labels }: NameListToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField
        label={labels.search}
        placeholder={labels.searchPlaceholder}
        value={state.typed}
        onSearch={state.setTyped}
        maw={360}
        style={{ flex: 1 }}
      />
      <Select
        label={labels.sort}
        value={state.sort}
        onChange={(value) => state.setSort(value === '-name' ? '-name' : 'name')}
        data={[
          { value: 'name', label: labels.sortAsc },
          { value: '-name', label: labels.sortDesc },
        ]}
        allowDeselect={false}
        w={180}
      />
    </Group>
  );
}
