import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface CellWithNoteProps {
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
