import { ApiError } from '../api.ts';

/**
 * A public form's field errors from the server's 400, placed at the form's own fields: the
 * `validation.*` key of each when it is known, else the server's own words. `fieldOf` names the
 * form's field of a server field (null: not a field of the form). The first error of a field wins.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fieldOf: (serverField: string) => Field | null,
  exists: (key: string) => boolean,
): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const fieldError of error.fieldErrors) {
    const field = fieldOf(fieldError.field);
    if (!field || errors[field]) continue;
    const key = `validation.${fieldError.code}`;
    errors[field] = exists(key) ? key : fieldError.message;
  }
  return errors;
}
