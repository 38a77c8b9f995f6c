import { Fieldset, Group, type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AddItemButton } from '../../../components/ListItemButtons.tsx';

interface ListFieldsetProps {
  legend: string;
  gap: MantineSpacing;
  /** The Add button; false when there is none (read only, or the list is full). */
  add: { label: string; onClick(): void } | false;
  /** The items. */
  children: ReactNode;
}

/** A certification's list of items (members, assets) in its fieldset, then Add while there is room. */
export function ListFieldset({ legend, gap, add, children }: ListFieldsetProps) {
  return (
    <Fieldset legend={legend} radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap={gap}>
        {children}
        {add && (
          <Group>
            <AddItemButton label={add.label} onClick={add.onClick} />
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
