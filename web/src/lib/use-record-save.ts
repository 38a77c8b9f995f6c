import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from './api.ts';
import { fieldErrorMap, saveFailureMessage, type Translator } from './error-message.ts';

/** What a record's save is sent: a new record's body, or an edited one's with the version it was read at. */
export type RecordSaveInput<Body> =
  | { id: null; body: Body }
  | { id: number; body: Body & { version: number } };

/** The save of one record, new or edited, as the features' `useSave…` mutations offer it. */
export interface RecordSaveMutation<Body, Saved> {
  mutate(
    input: RecordSaveInput<Body>,
    callbacks: { onSuccess(saved: Saved): void; onError(error: Error): void },
  ): void;
  isPending: boolean;
}

/** The input of a save: the body alone for a new record, with the edited record's id and version. */
export function recordSaveInput<Body>(
  record: { id: number; version: number } | null,
  body: Body,
): RecordSaveInput<Body> {
  return record ? { id: record.id, body: { ...body, version: record.version } } : { id: null, body };
}

/** What a record form reports to its screen: the record it saved, or that the user cancelled. */
export interface RecordFormHandlers<Saved> {
  onSaved(saved: Saved): void;
  /** Without it the form has no Cancel (a create form that stays on its page). */
  onCancel?: (() => void) | undefined;
}

interface RecordSaveOptions<Values, Body, Saved> extends Pick<RecordFormHandlers<Saved>, 'onSaved'> {
  form: { setErrors(errors: FormErrors): void; setValues(values: Values): void };
  translator: Translator;
  /** The screen's failure messages: `{errorsKey}.create` and `{errorsKey}.update`. */
  errorsKey: string;
  /** The record being edited; null to create one. */
  record: { id: number; version: number } | null;
  save: RecordSaveMutation<Body, Saved>;
  /** The values a create form starts again from once its record is saved. */
  empty: Values;
}

/**
 * The save of a form that creates or edits one record and shows its own failure banner. An edit
 * sends the version its values started from (a later refetch does not silently rebase them); a
 * create empties the form once saved. A failed save puts the server's field errors on their fields
 * and its reason in `failure`, in the screen's words for a create or an update.
 */
export function useRecordSave<Values, Body, Saved>(options: RecordSaveOptions<Values, Body, Saved>) {
  const { form, translator, record } = options;
  const [baseVersion] = useState(record?.version);
  const [failure, setFailure] = useState<string | null>(null);

  function fail(error: unknown) {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      form.setErrors(fieldErrorMap(error, translator));
    }
    setFailure(saveFailureMessage(error, translator, `${options.errorsKey}.${record ? 'update' : 'create'}`));
  }

  function submit(body: Body) {
    setFailure(null);
    const edited = record && { id: record.id, version: baseVersion ?? record.version };
    options.save.mutate(recordSaveInput(edited, body), {
      onSuccess: (saved) => {
        if (!record) form.setValues(options.empty);
        options.onSaved(saved);
      },
      onError: fail,
    });
  }

  return { failure, setFailure, submit, saving: options.save.isPending };
}
