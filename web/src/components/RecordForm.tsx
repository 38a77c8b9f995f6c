import type { AuditEntity } from '@lar/contracts/audit';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions.tsx';
import { RecordHistory } from './record-history/RecordHistory.tsx';

interface RecordFormProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last save failed, shown in a red banner above the fields (the input stays). */
  saveError: string | null;
  saveErrorTitle: string;
  onDismissError(): void;
  /** Shown above the fields, e.g. what must be chosen before saving. */
  notice?: ReactNode;
  submitLabel: string;
  /** Without it the form has no Cancel. */
  onCancel?: (() => void) | undefined;
  saving: boolean;
  /** The fields, usually in fieldsets. */
  children: ReactNode;
  /** The record being edited, by its audit-log name and id: admins see its history under the form. */
  history?: { entity: AuditEntity; id: number } | undefined;
}

/** The frame of a create/edit form: a titled section, the failure banner, the fields, Cancel and Save. */
export function RecordForm(props: RecordFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {props.title}
      </Title>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="md">
          {props.notice}
          {props.saveError && (
            <Alert
              color="red"
              role="alert"
              title={props.saveErrorTitle}
              withCloseButton
              closeButtonLabel={t('actions.close')}
              onClose={props.onDismissError}
            >
              {props.saveError}
            </Alert>
          )}
          {props.children}
          <FormActions onCancel={props.onCancel} submitLabel={props.submitLabel} saving={props.saving} />
        </Stack>
      </form>
      {props.history && <RecordHistory entity={props.history.entity} id={props.history.id} />}
    </Paper>
  );
}
