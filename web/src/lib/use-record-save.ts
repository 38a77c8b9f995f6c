import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from './api.ts';
import { fieldErrorMap, saveFailureMessage, type Translator } from './error-message.ts';

/**
 * The save state of a form that creates or edits one record. `baseVersion` is the version its
 * values started from (a later refetch does not silently rebase them). A failed save puts the
 * server's field errors on their fields and its reason in `failure`, in the screen's words for a
 * create (`{errorsKey}.create`) or an update (`{errorsKey}.update`).
 */
export function useRecordSave(
  form: { setErrors(errors: FormErrors): void },
  translator: Translator,
  errorsKey: string,
  record: { version: number } | null,
) {
  const [baseVersion] = useState(record?.version);
  const [failure, setFailure] = useState<string | null>(null);
  function fail(error: unknown) {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      form.setErrors(fieldErrorMap(error, translator));
    }
    setFailure(saveFailureMessage(error, translator, `${errorsKey}.${record ? 'update' : 'create'}`));
  }
  return { baseVersion, failure, setFailure, clearFailure: () => setFailure(null), fail };
}
