import { ErrorCode } from '@lar/contracts/errors';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../lib/api.ts';
import {
  apiErrorMessage,
  type ErrorMessageOptions,
  fieldErrorMap,
  type Translator,
} from '../lib/error-message.ts';

/**
 * Shows a failed call as a red notification, translated by its error code. A refusal because
 * other records need the one at hand is titled as such, not as a fault.
 */
export function showApiError(error: unknown, i18n: Translator, options: ErrorMessageOptions = {}): void {
  const inUse = error instanceof ApiError && error.code === ErrorCode.IN_USE;
  notifications.show({
    color: 'red',
    title: i18n.t(inUse ? 'notifications.inUseTitle' : 'notifications.errorTitle'),
    message: apiErrorMessage(error, i18n, options),
  });
}

/** A short green confirmation of a completed action. */
export function showSuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}

/** The parts of a Mantine form that a refused submission writes to. */
interface FormErrorTarget {
  setFieldError(field: string, message: string): void;
  setErrors(errors: Record<string, string>): void;
}

/**
 * A refused form submission: a duplicate on the field it names (e.g. a username taken by another
 * account), field errors next to their fields, anything else as a notification.
 */
export function showFormError(
  error: unknown,
  form: FormErrorTarget,
  i18n: Translator,
  options: ErrorMessageOptions & { duplicate?: { field: string; message: string } } = {},
): void {
  const { duplicate, ...messageOptions } = options;
  if (duplicate && error instanceof ApiError && error.code === ErrorCode.DUPLICATE) {
    form.setFieldError(duplicate.field, duplicate.message);
  } else if (error instanceof ApiError && error.fieldErrors.length > 0) {
    form.setErrors(fieldErrorMap(error, i18n));
  } else {
    showApiError(error, i18n, messageOptions);
  }
}
