import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's value under its label, as the staff drawers show a record's facts. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}
