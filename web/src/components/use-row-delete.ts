import { ErrorCode } from '@lar/contracts/errors';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { useCan } from '../lib/auth/permissions.ts';
import { useTranslator } from '../lib/use-translator.ts';
import { confirmThenMutate, deleteConfirmation, type Mutation } from './confirm.tsx';
import { deleteAction, type RowAction } from './RowActions.tsx';
import { showApiError } from './show-api-error.ts';

/** The delete mutation of a table's rows, by row id, with the state its busy button shows. */
interface DeleteMutation<Id> extends Mutation<Id> {
  isPending: boolean;
  variables: Id | undefined;
}

interface RowDeleteTexts {
  /** The prefix of the confirmation's `title` and `message` keys (see `deleteConfirmation`). */
  confirm: string;
  /** The key of the green text once the row is gone. */
  done: string;
  /** The key of a failure other than "still in use" (`errors.delete` by default). */
  failed?: string;
  /** The key of the button's accessible name; by default its label and the row's subject. */
  accessibleName?: string;
}

/** What a row's delete does besides its texts. */
interface RowDeleteOutcome {
  onDeleted?(): void;
  /** Says itself why the row is still in use (with what the row shows), instead of the usual text. */
  onInUse?(): void;
}

/**
 * A table's Delete, in the feature's texts: asks first, deletes, then says it is done. A refusal
 * because other records still use the row says so (`errors.deleteInUse`). Deleting is for main
 * accounts (decision 017): `allowed` says whether this one may.
 */
export function useRowDelete<Id>(ns: string, remove: DeleteMutation<Id>, texts: RowDeleteTexts) {
  const { t } = useTranslation(ns);
  const translator = useTranslator(ns);
  const allowed = useCan('delete_records');
  const showFailure = (error: Error) =>
    showApiError(error, translator, {
      byCode: { [ErrorCode.IN_USE]: `${ns}:errors.deleteInUse` },
      fallbackKey: `${ns}:${texts.failed ?? 'errors.delete'}`,
    });
  /** Asks, then deletes the row; `values` fill the texts (the row's name). */
  const ask = (id: Id, values: Record<string, unknown>, outcome: RowDeleteOutcome = {}) =>
    confirmThenMutate(deleteConfirmation(t, texts.confirm, values), remove, id, {
      success: t(texts.done, values),
      onSuccess: outcome.onDeleted,
      onError: (error) =>
        outcome.onInUse && error instanceof ApiError && error.code === ErrorCode.IN_USE
          ? outcome.onInUse()
          : showFailure(error),
    });
  /** The row's Delete button (`actions.delete`). */
  const action = (
    id: Id,
    values: Record<string, unknown>,
    outcome: RowDeleteOutcome = {},
  ): RowAction | false =>
    deleteAction(allowed, remove, id, {
      label: t('actions.delete'),
      description: texts.accessibleName ? t(texts.accessibleName, values) : undefined,
      onClick: () => void ask(id, values, outcome),
    });
  return { allowed, ask, action };
}
