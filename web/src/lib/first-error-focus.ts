import type { FormErrors, UseFormReturnType } from '@mantine/form';

/**
 * Moves the focus to the first field in error, in page order, once the errors are drawn: after a
 * failed submit of a long form the user is at its bottom while the first error may be far above.
 * `fieldOf` finds a field by its form path; fields bound without `getInputProps` (a searched
 * select, say) are found by their `aria-invalid` in the same form.
 */
export function focusFirstError(errors: FormErrors, fieldOf: (path: string) => HTMLElement | null): void {
  const paths = Object.keys(errors).filter((path) => Boolean(errors[path]));
  if (paths.length === 0) return;
  requestAnimationFrame(() => {
    const bound = paths.map(fieldOf).filter((field): field is HTMLElement => field !== null);
    const scope = bound[0]?.closest('form') ?? document;
    const fields = [...bound, ...scope.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    fields[0]?.focus();
  });
}

/**
 * The Mantine form with the focus moved to its first field in error whenever a submit fails: its
 * own checks (`onSubmit`'s failure) and the server's field errors (`setErrors`, which the forms
 * call only with them). Every form of the app is made through it, by way of `useCheckedForm`.
 */
export function withFirstErrorFocus<Values, Transformed, Rules>(
  form: UseFormReturnType<Values, Transformed, Rules>,
): UseFormReturnType<Values, Transformed, Rules> {
  const fieldOf = (path: string) => form.getInputNode<HTMLElement, string>(path);
  return {
    ...form,
    onSubmit: (handleSubmit, handleValidationFailure) =>
      form.onSubmit(handleSubmit, (errors, values, event) => {
        handleValidationFailure?.(errors, values, event);
        focusFirstError(errors, fieldOf);
      }),
    setErrors: (errors) => {
      form.setErrors(errors);
      if (typeof errors !== 'function') focusFirstError(errors, fieldOf);
    },
  };
}
