import { Fieldset, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface HintedFieldsetProps {
  legend: string;
  /** A short explanation of what the box holds, shown above it. */
  hint: string;
  children: ReactNode;
}

/** A titled box under a record's form (a unit's designations, a candidate's eligible units). */
export function HintedFieldset({ legend, hint, children }: HintedFieldsetProps) {
  return (
    <Fieldset legend={legend} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Fieldset>
  );
}
