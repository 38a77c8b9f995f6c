import type { GovProgram } from '@lar/contracts/programs';
import { showSuccess } from '../../../components/show-api-error.ts';
import { apiErrorMessage, type Translator } from '../../../lib/error-message.ts';
import { PROGRAMS_NS } from '../namespace.ts';

/** Why a preview or an import failed, in the screen's words when the server's are not enough. */
export const importFailureMessage = (failure: unknown, translator: Translator) =>
  apiErrorMessage(failure, translator, { fallbackKey: `${PROGRAMS_NS}:errors.import` });

/**
 * An import's answer: once done, it says what it did (`doneMessage`), hands the program over and
 * closes the dialog; a refusal shows in the dialog (`showError`).
 */
export function importRunCallbacks<Result extends { program: GovProgram }>(options: {
  translator: Translator;
  doneMessage(result: Result): string;
  onImported(program: GovProgram): void;
  close(): void;
  showError(message: string): void;
}) {
  return {
    onSuccess: (result: Result) => {
      showSuccess(options.doneMessage(result));
      options.onImported(result.program);
      options.close();
    },
    onError: (failure: unknown) => options.showError(importFailureMessage(failure, options.translator)),
  };
}
