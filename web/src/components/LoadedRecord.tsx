import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/error-message.ts';
import { useTranslator } from '../lib/use-translator.ts';

interface LoadedRecordProps<T> {
  /** The record's GET: an edit opened from a shared link has nothing but the id. */
  query: UseQueryResult<T>;
  /** The screen's own words, such as "Error loading the candidate". */
  errorTitle: string;
  onBack(): void;
  children(record: T): ReactNode;
}

/** A record being loaded for its edit form: a spinner, then the form, or why it failed and a way back. */
export function LoadedRecord<T>({ query, errorTitle, onBack, children }: LoadedRecordProps<T>) {
  const { t } = useTranslation();
  const translator = useTranslator();
  if (query.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          {apiErrorMessage(query.error, translator)}
          <Button size="xs" variant="light" color="red" onClick={onBack}>
            {t('actions.backToList')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(query.data);
}
