import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/error-message.ts';
import { useTranslator } from '../lib/use-translator.ts';

interface ListLoadErrorProps {
  /** The screen's own words, such as "Error loading units" (the spec's text for each list). */
  title: string;
  error: unknown;
  /** Offered as a retry button when given. */
  onRetry?: () => void;
}

/** A list that failed to load: the screen's text, then the reason in the user's language. */
export function ListLoadError({ title, error, onRetry }: ListLoadErrorProps) {
  const { t } = useTranslation();
  const translator = useTranslator();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {apiErrorMessage(error, translator)}
        {onRetry && (
          <Button variant="light" color="red" size="xs" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** A query's failure as `ListLoadError` shows it, with a retry that reads the query again. */
export function QueryLoadError({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; refetch(): unknown };
}) {
  return <ListLoadError title={title} error={query.error} onRetry={() => void query.refetch()} />;
}
