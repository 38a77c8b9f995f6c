import { Alert, type MantineSpacing, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActions } from './FormActions.tsx';

interface LabelledFormProps {
  /** The form's accessible name (its tab or modal gives the visible title). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last save failed, in a red banner. */
  failure: string | null;
  /** Where the banner shows: above the fields (a short form) or next to the buttons (a long one). */
  failurePlace?: 'top' | 'bottom';
  gap?: MantineSpacing;
  submitLabel: string;
  onCancel?: (() => void) | undefined;
  saving: boolean;
  children: ReactNode;
}

/** A record's create/edit form without a frame of its own: the fields, the failure, Cancel and Save. */
export function LabelledForm({
  label,
  onSubmit,
  failure,
  failurePlace = 'top',
  gap = 'md',
  submitLabel,
  onCancel,
  saving,
  children,
}: LabelledFormProps) {
  const banner = failure && (
    <Alert color="red" role="alert">
      {failure}
    </Alert>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {failurePlace === 'top' && banner}
        {children}
        {failurePlace === 'bottom' && banner}
        <FormActions onCancel={onCancel} submitLabel={submitLabel} saving={saving} />
      </Stack>
    </form>
  );
}
