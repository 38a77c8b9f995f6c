import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTING_DATA_NS } from './namespace.ts';

interface ReadOnAskProps {
  hint: string;
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
export function ReadOnAsk({ hint, failure, busy, onShow, children }: ReadOnAskProps) {
  const { t } = useTranslation(REPORTING_DATA_NS);
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
            {t('show')}
          </Button>
        </Group>
      )}
    </>
  );
}
