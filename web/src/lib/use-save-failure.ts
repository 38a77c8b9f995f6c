import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from './api.ts';
import { fieldErrorMap, saveFailureMessage, type Translator } from './error-message.ts';

/**
 * The failure banner of a form that creates or edits one record: a failed save puts the server's
 * field errors on their fields and its reason in the banner, in the screen's words for a create
 * (`{errorsKey}.create`) or an update (`{errorsKey}.update`).
 */
export function useSaveFailure(
  form: { setErrors(errors: FormErrors): void },
  translator: Translator,
  errorsKey: string,
  editing: boolean,
) {
  const [failure, setFailure] = useState<string | null>(null);
  function fail(error: unknown) {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      form.setErrors(fieldErrorMap(error, translator));
    }
    setFailure(saveFailureMessage(error, translator, `${errorsKey}.${editing ? 'update' : 'create'}`));
  }
  return { failure, clearFailure: () => setFailure(null), setFailure, fail };
}
