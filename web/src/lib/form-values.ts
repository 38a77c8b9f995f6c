/** What a form's input holds for a record's value: '' where the record has none. */
export type InputValue<T> = Exclude<T, null | undefined> | '';

/**
 * The `fields` of a record as a form's inputs hold them: '' where the record has none (null), and
 * for every field while there is no record yet (a create form).
 */
export function inputValues<R extends object, const K extends keyof R>(
  record: R | null,
  fields: readonly K[],
): { [P in K]: InputValue<R[P]> } {
  return Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])) as {
    [P in K]: InputValue<R[P]>;
  };
}
