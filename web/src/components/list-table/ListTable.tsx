import { DataTable } from 'mantine-datatable';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-column.ts';
import { useListLayout } from './use-list-layout.tsx';
import { useListRoom } from './use-list-room.ts';

interface ListTableProps<T> {
  /** The rows, all of them (a list that is not paged). */
  records: readonly T[];
  /** The columns with their priorities; `useListLayout` decides what the list's room shows. */
  columns: readonly ListColumn<T>[];
  /** The table's accessible name. */
  label: string;
  idAccessor: (record: T) => Key;
  noRecordsText?: string;
  /** A list of a few rows keeps no empty space under them. */
  minHeight?: number;
  fetching?: boolean;
  striped?: boolean;
}

/**
 * A list that is all on screen (a household, a lottery's ranks, a chart's figures) laid out as the
 * staff lists are: its columns by priority, one card a row where it has under 600 px of room (a
 * phone, a tablet beside the sidebar, a drawer), never a table that scrolls sideways. So its
 * scroll area is no landmark and no tab stop of its own (it would repeat the name of the section
 * around it, which is often the table's).
 */
export function ListTable<T>(props: ListTableProps<T>) {
  const { t } = useTranslation();
  const room = useListRoom();
  const layout = useListLayout(props.columns, room.room, room.cramped);
  return (
    <div ref={room.ref}>
      <DataTable<T>
        aria-label={props.label}
        withTableBorder
        borderRadius="md"
        striped={props.striped ?? true}
        minHeight={props.minHeight ?? (props.records.length ? undefined : 120)}
        idAccessor={props.idAccessor}
        records={[...props.records]}
        fetching={props.fetching ?? false}
        noRecordsText={props.noRecordsText ?? t('table.empty')}
        className={layout.className}
        columns={layout.columns}
      />
    </div>
  );
}
