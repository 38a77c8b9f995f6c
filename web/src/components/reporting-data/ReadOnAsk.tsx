import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ReadOnAskProps {
  hint: string;
  showLabel: string;
  /** Why the last read failed, if it did. */
  failure: string | null;
  busy: boolean;
  onShow(): void;
  /** What the read gave, once read; until then the button that reads it. */
  children: ReactNode | null;
}

/**
 * The household's reporting data behind a button: every read is audit-logged (decision 066), so
 * the data is read only when a person asks to see it, never when the screen opens.
 */
export function ReadOnAsk({ hint, showLabel, failure, busy, onShow, children }: ReadOnAskProps) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {children ?? (
        <Group>
          <Button variant="light" loading={busy} onClick={onShow}>
            {showLabel}
          </Button>
        </Group>
      )}
    </>
  );
}
