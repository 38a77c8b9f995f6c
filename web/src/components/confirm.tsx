import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

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
