import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { showSuccess } from './show-api-error.ts';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button, for destructive or session-ending actions. */
  danger?: boolean;
}

/**
 * Asks for confirmation in a modal; resolves true on confirm, false on cancel, Escape or
 * clicking outside. Usage: `if (await confirmAction({...})) mutate()`.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * The confirmation of a delete: the screen's `<prefix>.title` and `<prefix>.message` (with the
 * row's values), and its Delete and Cancel labels, on a red button.
 */
export function deleteConfirmation(
  t: (key: string, values?: Record<string, unknown>) => string,
  prefix: string,
  values: Record<string, unknown>,
): ConfirmOptions {
  return {
    title: t(`${prefix}.title`),
    message: t(`${prefix}.message`, values),
    confirmLabel: t('actions.delete'),
    cancelLabel: t('actions.cancel'),
    danger: true,
  };
}

/** The part of a mutation `confirmThenMutate` runs: TanStack's `mutate` with its callbacks. */
export interface Mutation<TInput> {
  mutate(input: TInput, callbacks: { onSuccess(): void; onError(error: Error): void }): void;
}

export interface MutationOutcome {
  /** The green confirmation once it is done. */
  success: string;
  onSuccess?(): void;
  /** How the screen shows a failure (a refused delete says why in its own words). */
  onError(error: Error): void;
}

/**
 * A row action that asks first: on confirm it runs the mutation, then shows its success text or
 * hands the failure to the screen. Every delete, end and reactivate of the tables goes through it.
 */
export async function confirmThenMutate<TInput>(
  confirm: ConfirmOptions,
  mutation: Mutation<TInput>,
  input: TInput,
  outcome: MutationOutcome,
): Promise<void> {
  if (!(await confirmAction(confirm))) return;
  mutation.mutate(input, {
    onSuccess: () => {
      showSuccess(outcome.success);
      outcome.onSuccess?.();
    },
    onError: outcome.onError,
  });
}
