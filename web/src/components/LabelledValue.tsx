import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A record's value under its label, as the staff drawers show a record's facts. `compact`: the
 * smaller pair a panel of many figures uses, so the pairs wrap well on a phone.
 */
export function LabelledValue({
  label,
  children,
  compact = false,
}: {
  label: string;
  children: ReactNode;
  compact?: boolean;
}) {
  return (
    <div>
      <Text size={compact ? 'xs' : 'sm'} c="dimmed">
        {label}
      </Text>
      <Text component="div" {...(compact ? { size: 'sm', fw: 500 } : {})}>
        {children}
      </Text>
    </div>
  );
}
