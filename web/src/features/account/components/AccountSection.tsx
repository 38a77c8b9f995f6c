import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled panel of My account; the title names the region for assistive technology. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
