import { Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { showSuccess } from './show-api-error.ts';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button, for destructive or session-ending actions. */
  danger?: boolean;
  /** What the action fixes or changes, one labelled value a line, shown under the message. */
  details?: ReadonlyArray<{ label: string; value: string }>;
}

/** The message, then the details as a two-column table (read aloud as label, value). */
function ConfirmBody({ message, details }: Pick<ConfirmOptions, 'message' | 'details'>) {
  if (!details || details.length === 0) return <Text size="sm">{message}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm">{message}</Text>
      <Table withRowBorders={false} verticalSpacing={4} data-testid="confirm-details">
        <Table.Tbody>
          {details.map((d) => (
            <Table.Tr key={d.label}>
              <Table.Th scope="row" fw={500} fz="sm" pl={0}>
                {d.label}
              </Table.Th>
              <Table.Td fz="sm">{d.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
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
  details,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <ConfirmBody message={message} details={details} />,
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
  mutateAsync(input: TInput): Promise<unknown>;
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
  // Awaited rather than given callbacks: the mutation reloads the list before it resolves, and the
  // reloaded list can unmount the row that asked, which would drop a callback given to `mutate`.
  try {
    await mutation.mutateAsync(input);
  } catch (error) {
    outcome.onError(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  showSuccess(outcome.success);
  outcome.onSuccess?.();
}
