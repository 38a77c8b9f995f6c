import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure: its name above its value, so the pairs wrap well on a phone. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}
