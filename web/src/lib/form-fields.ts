/**
 * `true` when a form's values name every field of its body, else `never` (decision 037). Used as
 * the type of a constant next to the form's label list, it fails to compile when a field is added
 * to the body and not to the form's values.
 */
export type NamesEveryField<Values, Body> = Exclude<keyof Body, keyof Values> extends never ? true : never;
