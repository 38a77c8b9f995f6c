import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the worksheet: a titled panel, with a badge beside the title when it has an outcome. */
export function WorksheetSection({
  id,
  title,
  badge,
  children,
}: {
  id: string;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `worksheet-${id}`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
