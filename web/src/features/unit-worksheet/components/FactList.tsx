import { SimpleGrid, Stack, Text } from '@mantine/core';

/** Label and value pairs: one column on a phone, two from the small breakpoint. */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
