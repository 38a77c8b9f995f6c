import { Alert, Anchor, Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { apiErrorMessage } from '../lib/error-message.ts';
import { useTranslator } from '../lib/use-translator.ts';
import { QueryLoadError } from './ListLoadError.tsx';

/**
 * What a screen opened from another one shows when its address names no record: where to open it
 * from, with a link there.
 */
export function OpenedFromNote({ text, to, linkLabel }: { text: string; to: string; linkLabel: string }) {
  return (
    <Alert color="blue" role="note">
      {text}{' '}
      <Anchor component={Link} to={to}>
        {linkLabel}
      </Anchor>
    </Alert>
  );
}

/** A quiet button that goes to another screen (back to a list, to a record's form). */
export function LinkButton({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={icon}>
      {children}
    </Button>
  );
}

/** A screen's actions, the first going back to the screen it is opened from. */
export function BackActions({ to, label, children }: { to: string; label: string; children?: ReactNode }) {
  return (
    <Group gap="sm">
      <LinkButton to={to} icon={<IconArrowLeft size={16} aria-hidden />}>
        {label}
      </LinkButton>
      {children}
    </Group>
  );
}

export interface OpenedRecordContentProps {
  /** False when the address names no record: the note then says where to open one from. */
  named: boolean;
  note: { text: string; to: string; linkLabel: string };
  /**
   * The screen's main reading; when it fails, its error and a retry show instead, except for a
   * record that does not exist (404): asking again finds nothing, so the way back is offered.
   */
  reading: { isError: boolean; error: unknown; refetch(): unknown };
  errorTitle: string;
  children: ReactNode;
}

/** The body of a screen about a record named in its address (`?property=12`). */
export function OpenedRecordContent({
  named,
  note,
  reading,
  errorTitle,
  children,
}: OpenedRecordContentProps) {
  if (!named) return <OpenedFromNote {...note} />;
  if (reading.isError && reading.error instanceof ApiError && reading.error.status === 404) {
    return <RecordNotFound error={reading.error} back={note} />;
  }
  if (reading.isError) {
    return <QueryLoadError title={errorTitle} query={reading} />;
  }
  return children;
}

/** A record the address names but the organization does not have: said so, with the way back and no retry. */
function RecordNotFound({ error, back }: { error: ApiError; back: { to: string; linkLabel: string } }) {
  const { t } = useTranslation();
  const translator = useTranslator();
  return (
    <Alert color="yellow" role="alert" title={t('notFound.recordTitle')}>
      {apiErrorMessage(error, translator)}{' '}
      <Anchor component={Link} to={back.to}>
        {back.linkLabel}
      </Anchor>
    </Alert>
  );
}
