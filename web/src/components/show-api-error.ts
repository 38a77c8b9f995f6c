import { notifications } from '@mantine/notifications';
import { apiErrorMessage, type ErrorMessageOptions, type Translator } from '../lib/error-message.ts';

/** Shows a failed call as a red notification, translated by its error code. */
export function showApiError(error: unknown, i18n: Translator, options: ErrorMessageOptions = {}): void {
  notifications.show({
    color: 'red',
    title: i18n.t('notifications.errorTitle'),
    message: apiErrorMessage(error, i18n, options),
  });
}

/** A short green confirmation of a completed action. */
export function showSuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}
