import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListLoadError } from './ListLoadError.tsx';

interface QueryContentProps<T> {
  /** A reading of the record or list the content shows. */
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch(): unknown };
  loadingText: string;
  errorTitle: string;
  /** False when a failure offers no retry (the record's history: it is opened again). */
  retry?: boolean;
  children(data: T): ReactNode;
}

/** What a reading shows in a panel: a small spinner while it loads, why it failed, then its content. */
export function QueryContent<T>({
  query,
  loadingText,
  errorTitle,
  retry = true,
  children,
}: QueryContentProps<T>) {
  if (query.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{loadingText}</Text>
      </Group>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <ListLoadError
        title={errorTitle}
        error={query.error}
        onRetry={retry ? () => void query.refetch() : undefined}
      />
    );
  }
  return children(query.data);
}
