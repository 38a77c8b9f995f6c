import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

interface StaffPageProps {
  title: string;
  description?: string;
  /** Buttons shown next to the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a staff screen: its heading (also the tab title), an optional intro, the content. */
export function StaffPage({ title, description, actions, children }: StaffPageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
