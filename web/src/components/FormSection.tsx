import { Fieldset, type MantineSpacing, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  legend: string;
  /** Columns on a wide screen; a phone shows one and a tablet at most two. */
  cols?: 2 | 3 | 4;
  verticalSpacing?: MantineSpacing;
  children: ReactNode;
}

/** A titled group of a record form's fields, in a grid that stacks on a narrow screen. */
export function FormSection({ legend, cols = 3, verticalSpacing, children }: FormSectionProps) {
  return (
    <Fieldset legend={legend} radius="md">
      <SimpleGrid
        cols={{ base: 1, sm: Math.min(cols, 2), lg: cols }}
        spacing="md"
        verticalSpacing={verticalSpacing}
      >
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}
