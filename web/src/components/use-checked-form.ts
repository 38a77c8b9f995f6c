import { type FormErrors, type UseFormInput, useForm } from '@mantine/form';
import { withFirstErrorFocus } from '../lib/first-error-focus.ts';

/** What a form of the app is made from: its values, checks and options, always in controlled mode. */
export type CheckedFormInput<Values> = Omit<UseFormInput<Values>, 'mode' | 'validate'> & {
  /** Every check of the values at once (usually the shared schema's), as `{ path: message }`. */
  validate(values: Values): FormErrors;
};

/**
 * A controlled Mantine form checked by one function, with the focus moved to its first field in
 * error after a failed submit (`withFirstErrorFocus`).
 */
export function useCheckedForm<Values extends object>(input: CheckedFormInput<Values>) {
  return withFirstErrorFocus(useForm<Values>({ mode: 'controlled', ...input }));
}
