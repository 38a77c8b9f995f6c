import { Button, Group, Paper, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FilterBarProps {
  /** Accessible name of the search region, e.g. "Filter candidates". */
  label: string;
  applyLabel: string;
  clearLabel: string;
  onApply(): void;
  onClear(): void;
  cols: SimpleGridProps['cols'];
  /** The filter fields. */
  children: ReactNode;
}

/** List filters that take effect on Apply (or Enter), with a button that clears them all. */
export function FilterBar({
  label,
  applyLabel,
  clearLabel,
  onApply,
  onClear,
  cols,
  children,
}: FilterBarProps) {
  return (
    <Paper withBorder p="md" radius="md" component="search" aria-label={label}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <SimpleGrid cols={cols} spacing="sm">
          {children}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm" gap="sm">
          <Button variant="default" onClick={onClear}>
            {clearLabel}
          </Button>
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
            {applyLabel}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
