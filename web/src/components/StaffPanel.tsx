import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface StaffPanelProps {
  title: string;
  /** What the panel is for, under its title. */
  description?: string;
  /** A button beside the title (send a new request). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A titled panel of a record page (the certification page's resident access, questionnaire,
 * signatures and verification requests): a bordered section named by its level-2 title.
 */
export function StaffPanel({ title, description, action, children }: StaffPanelProps) {
  const titleId = useId();
  const heading = (
    <Title order={2} size="h4" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        {action ? (
          <Group justify="space-between" wrap="wrap">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {description !== undefined && <Text size="sm">{description}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
