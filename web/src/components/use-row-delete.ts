import { ErrorCode } from '@lar/contracts/errors';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { useTranslator } from '../lib/use-translator.ts';
import { confirmThenMutate, deleteConfirmation } from './confirm.tsx';
import { showApiError } from './show-api-error.ts';

/** The delete mutation of a table's rows, by row id. */
interface DeleteMutation<Id> {
  mutate(id: Id, callbacks: { onSuccess(): void; onError(error: Error): void }): void;
}

interface RowDeleteTexts {
  /** The prefix of the confirmation's `title` and `message` keys (see `deleteConfirmation`). */
  confirm: string;
  /** The key of the green text once the row is gone. */
  done: string;
  /** The key of a failure other than "still in use" (`errors.delete` by default). */
  failed?: string;
}

/** What a row's delete does besides its texts. */
interface RowDeleteOutcome {
  onDeleted?(): void;
  /** Says itself why the row is still in use (with what the row shows), instead of the usual text. */
  onInUse?(): void;
}

/**
 * A table's Delete, in the feature's texts: asks first, deletes, then says it is done. A refusal
 * because other records still use the row says so (`errors.deleteInUse`).
 */
export function useRowDelete<Id>(ns: string, remove: DeleteMutation<Id>, texts: RowDeleteTexts) {
  const { t } = useTranslation(ns);
  const translator = useTranslator(ns);
  const showFailure = (error: Error) =>
    showApiError(error, translator, {
      byCode: { [ErrorCode.IN_USE]: `${ns}:errors.deleteInUse` },
      fallbackKey: `${ns}:${texts.failed ?? 'errors.delete'}`,
    });
  /** `values` fill the texts (the row's name). */
  return (id: Id, values: Record<string, unknown>, outcome: RowDeleteOutcome = {}) =>
    confirmThenMutate(deleteConfirmation(t, texts.confirm, values), remove, id, {
      success: t(texts.done, values),
      onSuccess: outcome.onDeleted,
      onError: (error) =>
        outcome.onInUse && error instanceof ApiError && error.code === ErrorCode.IN_USE
          ? outcome.onInUse()
          : showFailure(error),
    });
}
