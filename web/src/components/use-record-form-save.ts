import type { AuditEntity } from '@lar/contracts/audit';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import {
  apiErrorMessage,
  type ErrorMessageOptions,
  type FieldMessageOverrides,
  fieldErrorMap,
  type Translator,
} from '../lib/error-message.ts';
import { type RecordFormHandlers, type RecordSaveMutation, recordSaveInput } from '../lib/use-record-save.ts';
import { showSuccess } from './show-api-error.ts';

interface RecordFormSaveOptions<Body, Saved> extends RecordFormHandlers<Saved> {
  form: { setErrors(errors: FormErrors): void };
  translator: Translator;
  /** The record being edited, or null for a new one. */
  record: { id: number; version: number } | null;
  /** The record's audit-log name: admins see its history under the form. */
  entity: AuditEntity;
  save: RecordSaveMutation<Body, Saved>;
  /** The notice shown once the record is saved. */
  savedMessage(saved: Saved): string;
  /** The screen's own words for some of the server's field errors (a taken e-mail, say). */
  fieldMessages?: FieldMessageOverrides;
  /**
   * Why the save failed, for the banner above the fields: the server's reason in the screen's words,
   * found with these keys (`apiErrorMessage`), unless `failureMessage` words it itself.
   */
  failureKeys?: ErrorMessageOptions;
  failureMessage?(error: Error): string;
  /** Anything else the screen shows of a failed save. */
  onFailure?(error: Error): void;
}

/**
 * The save of a `RecordForm`: `submit(body)` sends a new record or the edited one (with the version
 * it was read at), says so once saved; a failure puts the server's field errors on their fields
 * and its reason in the banner, leaving the input as typed. `frame` is what `RecordForm` is given
 * of it: the banner, Cancel, the busy Save and the record's history.
 */
export function useRecordFormSave<Body, Saved>(options: RecordFormSaveOptions<Body, Saved>) {
  const { record, save } = options;
  const [saveError, setSaveError] = useState<string | null>(null);

  function submit(body: Body) {
    setSaveError(null);
    save.mutate(recordSaveInput(record, body), {
      onSuccess: (saved) => {
        showSuccess(options.savedMessage(saved));
        options.onSaved(saved);
      },
      onError: (error) => {
        options.form.setErrors(fieldErrorMap(error, options.translator, options.fieldMessages));
        options.onFailure?.(error);
        setSaveError(
          options.failureMessage?.(error) ?? apiErrorMessage(error, options.translator, options.failureKeys),
        );
      },
    });
  }

  return {
    submit,
    frame: {
      saveError,
      onDismissError: () => setSaveError(null),
      onCancel: options.onCancel,
      saving: save.isPending,
      history: record ? { entity: options.entity, id: record.id } : undefined,
    },
  };
}
