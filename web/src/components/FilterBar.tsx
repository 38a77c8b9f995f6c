import { Button, Group, Paper, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FilterBarProps {
  /**
   * The feature's texts: `filters.label` names the search region ("Filter candidates"),
   * `filters.apply` and `filters.clear` its buttons.
   */
  t(key: string): string;
  onApply(): void;
  onClear(): void;
  cols: SimpleGridProps['cols'];
  /** The filter fields. */
  children: ReactNode;
}

/** List filters that take effect on Apply (or Enter), with a button that clears them all. */
export function FilterBar({ t, onApply, onClear, cols, children }: FilterBarProps) {
  return (
    <Paper withBorder p="md" radius="md" component="search" aria-label={t('filters.label')}>
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
            {t('filters.clear')}
          </Button>
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
            {t('filters.apply')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
