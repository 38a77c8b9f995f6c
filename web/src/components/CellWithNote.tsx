import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListColumn } from './list-table/list-column.ts';

export interface CellWithNoteProps {
  value: ReactNode;
  /** What says more about the value, smaller and dimmed under it; left out when empty. */
  note?: ReactNode;
  /** The value's weight: 500 for what names the row, 600 for a figure; plain by default. */
  weight?: 500 | 600;
}

/** A table cell of two lines: its value, and a note under it (a unit's property, a household's size). */
export function CellWithNote({ value, note, weight }: CellWithNoteProps) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={weight}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A list's column whose cell is a `CellWithNote`, its value and note taken from the row. */
export function notedColumn<T>(column: ListColumn<T>, cell: (row: T) => CellWithNoteProps): ListColumn<T> {
  return { ...column, render: (row) => <CellWithNote {...cell(row)} /> };
}
